import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

/**
 * What a PostgreSQL server that is not up yet answers a connection with: nothing listening, a name the network
 * does not resolve yet (a compose service starting), or the server itself still starting (57P03,
 * cannot_connect_now). Anything else (a wrong password, a missing database) will not change by waiting.
 */
const NOT_UP_YET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', '57P03']);

export function isDatabaseNotUpYet(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NOT_UP_YET.has(code)) return true;
  // Connecting to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with one error for each.
  return error instanceof AggregateError && error.errors.length > 0 && error.errors.every(isDatabaseNotUpYet);
}

/** The database did not come up in the time allowed: the operator hears where Gloss looked and for how long. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export interface WaitForDatabaseOptions {
  /** How long to keep trying; 0 tries once. */
  timeoutMs: number;
  /** Told once, on the first failed try, what Gloss is waiting for. */
  onWaiting(reason: string): void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 2000;

/**
 * Tries `probe` until it succeeds, while its failures say the database is not up yet: a container started
 * beside its database (compose without a health condition, a cluster's pods) starts once the database does,
 * rather than exiting and waiting for a restart policy. Other failures are thrown at once.
 */
export async function waitUntilReachable(probe: () => Promise<unknown>, what: string, options: WaitForDatabaseOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = now();
  let delay = FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await probe();
      return;
    } catch (error) {
      if (!isDatabaseNotUpYet(error)) throw error;
      const waited = now() - started;
      if (waited + delay > options.timeoutMs) {
        throw new DatabaseUnreachableError(
          `${what} did not answer${options.timeoutMs > 0 ? ` within ${Math.round(options.timeoutMs / 1000)} s (${attempt} tries)` : ''}: ${reasonOf(error)}. ` +
            'Is it running, and does GLOSS_DATABASE_URL name it? GLOSS_DATABASE_WAIT_SECONDS sets how long Gloss waits for it at start.',
        );
      }
      if (attempt === 1) options.onWaiting(`Waiting for ${what} (${reasonOf(error)})`);
      await sleep(delay);
      delay = Math.min(delay * 2, LONGEST_RETRY_MS);
    }
  }
}

/** Waits for the handle's database to answer a query (SQLite, a file, always does). */
export async function waitForDatabase(handle: DatabaseHandle, options: WaitForDatabaseOptions): Promise<void> {
  if (handle.engine !== 'postgres') return;
  await waitUntilReachable(() => sql`SELECT 1`.execute(handle.db), handle.description, options);
}

function reasonOf(error: unknown): string {
  const first = error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  return String((first as Error)?.message ?? first);
}
