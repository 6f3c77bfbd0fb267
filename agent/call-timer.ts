// The call's clock: a spoken warning before the maximum length, then the end. Nothing else keeps time,
// because LiveKit rooms have no maximum duration of their own.
export interface CallTimerOptions {
  maxCallMs: number;
  warnBeforeEndMs: number;
  onWarn: () => void;
  onEnd: () => void;
}

export class CallTimer {
  private timers: ReturnType<typeof setTimeout>[] = [];
  private startedAt = 0;
  private readonly options: CallTimerOptions;

  constructor(options: CallTimerOptions) {
    this.options = options;
  }

  start(now = Date.now()): void {
    this.stop();
    this.startedAt = now;
    const { maxCallMs, warnBeforeEndMs, onWarn, onEnd } = this.options;
    if (warnBeforeEndMs > 0 && warnBeforeEndMs < maxCallMs) this.timers.push(setTimeout(onWarn, maxCallMs - warnBeforeEndMs));
    this.timers.push(setTimeout(onEnd, maxCallMs));
  }

  /** Milliseconds left of the call, never below zero. */
  remaining(now = Date.now()): number {
    return Math.max(0, this.startedAt + this.options.maxCallMs - now);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }
}
