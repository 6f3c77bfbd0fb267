// The call's clock: a spoken warning before the maximum length, then the end. Nothing else keeps time,
// because LiveKit rooms have no maximum duration of their own. A crisis call gets extra minutes.
export interface CallTimerOptions {
  maxCallMs: number;
  warnBeforeEndMs: number;
  onWarn: () => void;
  onEnd: () => void;
}

export class CallTimer {
  private timers: ReturnType<typeof setTimeout>[] = [];
  private startedAt = 0;
  private maxCallMs: number;
  private readonly options: CallTimerOptions;

  constructor(options: CallTimerOptions) {
    this.options = options;
    this.maxCallMs = options.maxCallMs;
  }

  start(now = Date.now()): void {
    this.startedAt = now;
    this.arm(now);
  }

  /** Moves the end (and its warning) `ms` later, counted from the start. */
  extend(ms: number, now = Date.now()): void {
    this.maxCallMs += ms;
    this.arm(now);
  }

  /** Milliseconds left of the call, never below zero. */
  remaining(now = Date.now()): number {
    return Math.max(0, this.startedAt + this.maxCallMs - now);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  private arm(now: number): void {
    this.stop();
    const { warnBeforeEndMs, onWarn, onEnd } = this.options;
    const left = this.startedAt + this.maxCallMs - now;
    if (warnBeforeEndMs > 0 && warnBeforeEndMs < left) this.timers.push(setTimeout(onWarn, left - warnBeforeEndMs));
    this.timers.push(setTimeout(onEnd, Math.max(0, left)));
  }
}
