// A tiny typed event emitter: the call client's events, without a dependency.
type Listener = (...args: unknown[]) => void;

export class Emitter<Events extends Record<string, unknown[]>> {
  private listeners = new Map<keyof Events, Set<Listener>>();

  on<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): () => void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener as unknown as Listener);
    return () => this.off(event, listener);
  }

  off<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void) {
    this.listeners.get(event)?.delete(listener as unknown as Listener);
  }

  protected emit<E extends keyof Events>(event: E, ...args: Events[E]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}
