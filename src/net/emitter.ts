/** A small typed event emitter: `on` returns the unbind; listeners run in the order they were added. */
export class Emitter<Events extends Record<string, unknown>> {
  private readonly listeners = new Map<keyof Events, Set<(value: never) => void>>();

  /** Calls `listener` on every `event`; returns the unbind. */
  on<K extends keyof Events>(event: K, listener: (value: Events[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (value: never) => void);
    return () => void set.delete(listener as (value: never) => void);
  }

  /** Calls every listener of `event` with `value`. */
  emit<K extends keyof Events>(event: K, value: Events[K]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (value: Events[K]) => void)(value);
  }

  /** Drops every listener. */
  clear(): void {
    this.listeners.clear();
  }
}
