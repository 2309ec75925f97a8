import type { WebhookEvent } from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { listSubscriptions } from './repository.js';

/**
 * How stale an instance's view of the webhooks may be: another instance's change to them (a new webhook, a
 * disabled one) is seen here within this time; this instance's own changes are seen at once.
 */
export const SUBSCRIPTIONS_REFRESH_MS = 2000;

/**
 * Which enabled webhooks listen to each event, read from the database at most every couple of seconds. Every
 * write that could notify asks it first, so a write with no webhook listening (the usual case: a bulk import
 * of 10,000 records) costs a map lookup and no query.
 */
export class Subscriptions {
  private byEvent: Map<string, string[]> | null = null;
  private loadedAt = 0;
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly refreshMs = SUBSCRIPTIONS_REFRESH_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The ids of the enabled webhooks subscribed to `event`. Reads through `db`, which may be the caller's
   * transaction (on SQLite it holds the only connection).
   */
  async subscribers(db: Db, event: WebhookEvent): Promise<readonly string[]> {
    let byEvent = this.byEvent;
    if (!byEvent || this.clock() - this.loadedAt >= this.refreshMs) byEvent = await this.load(db);
    return byEvent.get(event) ?? [];
  }

  /** After this instance changed a webhook: the next write reads them again. */
  invalidate(): void {
    this.byEvent = null;
    this.generation += 1;
  }

  /** Called after events were written (their transaction may still be open): the worker looks soon. */
  onEmitted(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emitted(): void {
    for (const listener of this.listeners) listener();
  }

  private async load(db: Db): Promise<Map<string, string[]>> {
    const generation = this.generation;
    const byEvent = new Map<string, string[]>();
    for (const row of await listSubscriptions(db)) {
      if (!fromDbBoolean(row.enabled)) continue;
      for (const event of JSON.parse(row.events) as string[]) byEvent.set(event, [...(byEvent.get(event) ?? []), row.id]);
    }
    // A change made while this read ran may be missing from it: use it for this call, keep it only if none was.
    if (generation === this.generation) {
      this.byEvent = byEvent;
      this.loadedAt = this.clock();
    }
    return byEvent;
  }
}

// Keyed by the connection's adapter, which a Kysely instance shares with every transaction it opens: so a
// service holding only a transaction finds the subscriptions of its database, and two databases in one
// process (tests) keep theirs apart.
const registry = new WeakMap<object, Subscriptions>();

/** The subscriptions of the database `db` belongs to (one per database and process). */
export function subscriptionsOf(db: Db): Subscriptions {
  const key = db.getExecutor().adapter;
  let subscriptions = registry.get(key);
  if (!subscriptions) {
    subscriptions = new Subscriptions();
    registry.set(key, subscriptions);
  }
  return subscriptions;
}
