/** Told of every statement's times, in seconds (the metrics' histograms listen). */
export interface StatementTimingListener {
  /** How long a statement waited before it ran: for its turn at a connection, or for a connection. */
  waited(seconds: number): void;
  /** How long it ran: the engine's work, or on PostgreSQL the round trip to the server. */
  ran(seconds: number): void;
}

/**
 * What a database's statements spend waiting and running, measured by the layer that sees both (the SQLite
 * driver, the PostgreSQL pool and Kysely's query log) and told to whoever listens: each app's metrics, for
 * as long as the app runs. Nobody listening costs a loop over an empty list.
 */
export class StatementTimings {
  private listeners: readonly StatementTimingListener[] = [];

  /** Starts telling `listener`; the answer stops it. */
  listen(listener: StatementTimingListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((other) => other !== listener);
    };
  }

  waited(seconds: number): void {
    for (const listener of this.listeners) listener.waited(seconds);
  }

  ran(seconds: number): void {
    for (const listener of this.listeners) listener.ran(seconds);
  }
}

/** Now, in seconds, on a clock that only moves forward (not the wall clock). */
export function secondsNow(): number {
  return performance.now() / 1000;
}
