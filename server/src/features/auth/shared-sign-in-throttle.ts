import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { MAX_KEYS, type SignInAttempt, SignInThrottle, type ThrottleRules, type ThrottleEntries, throttleKeysOf } from './sign-in-throttle.js';
import { lockFailures, pruneFailures, saveFailures } from './throttle-repository.js';

/** How often, by the throttle's clock, the counts that say nothing any more are removed. */
export const PRUNED_EVERY_MS = 10 * 60_000;

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** What sign-in asks of a throttle. */
export interface SignInGate {
  admit(attempt: SignInAttempt): Promise<Admission>;
  succeeded(attempt: SignInAttempt): Promise<void>;
}

export interface SharedThrottleOptions {
  /** Where attempts are counted: a few rows each, so on SQLite the connection of short writes. */
  db: Kysely<Database>;
  /** Where old counts are removed, which may take longer (SQLite's writer thread). */
  pruneDb: Kysely<Database>;
  rules: ThrottleRules;
  clock: () => number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  maxKeys?: number;
}

/**
 * The sign-in throttle's counts in the database (`sign_in_failures`), so that every instance on one database
 * counts the same failures and allows no more guesses than one would. Each attempt runs the rules of
 * `SignInThrottle` over its three counts, read and written back in one transaction that holds their rows:
 * attempts side by side, on any instance, take their turns, as they did in one process's memory.
 *
 * The rows of counts that say nothing any more are removed every `PRUNED_EVERY_MS` of the clock, beside the
 * attempt that finds the time come (a flood of made-up usernames writes rows only through attempts).
 */
export class SharedSignInThrottle implements SignInGate {
  private lastPrunedAt = Number.NEGATIVE_INFINITY;
  private pruning: Promise<void> | null = null;

  constructor(private readonly options: SharedThrottleOptions) {}

  async admit(attempt: SignInAttempt): Promise<Admission> {
    const nowMs = this.options.clock();
    this.pruneWhenDue(nowMs);
    return this.withCounts(attempt, nowMs, (throttle) => throttle.admit(attempt));
  }

  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.withCounts(attempt, this.options.clock(), (throttle) => throttle.succeeded(attempt));
  }

  /** Removes the counts that say nothing any more; answers how many. */
  async prune(nowMs = this.options.clock()): Promise<number> {
    const { rules } = this.options;
    const forget = { pair: rules.pair.forgetAfterMs, address: rules.address.forgetAfterMs, username: rules.username.forgetAfterMs };
    return pruneFailures(this.options.pruneDb, forget, nowMs, this.options.maxKeys ?? MAX_KEYS);
  }

  /** Waits for a removal under way (the server waits for it before closing the database). */
  async settled(): Promise<void> {
    await this.pruning;
  }

  private withCounts<T>(attempt: SignInAttempt, nowMs: number, use: (throttle: SignInThrottle) => T): Promise<T> {
    const keys = throttleKeysOf(attempt);
    return this.options.db.transaction().execute(async (trx) => {
      const entries: ThrottleEntries = await lockFailures(trx, keys, nowMs);
      // The rows in hand are all the rules read: no key is forgotten for lack of room here.
      const result = use(new SignInThrottle(this.options.rules, () => nowMs, Number.POSITIVE_INFINITY, entries));
      await saveFailures(trx, keys, entries, nowMs);
      return result;
    });
  }

  private pruneWhenDue(nowMs: number): void {
    if (this.pruning || nowMs - this.lastPrunedAt < PRUNED_EVERY_MS) return;
    this.lastPrunedAt = nowMs;
    this.pruning = this.prune(nowMs)
      .then(
        () => undefined,
        (error: unknown) => this.options.log.warn({ err: error }, 'sign-in throttle: could not remove old counts'),
      )
      .finally(() => {
        this.pruning = null;
      });
  }
}
