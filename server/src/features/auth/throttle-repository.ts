import type { Db } from '../../db/types.js';
import { type Failures, THROTTLE_SCOPES, type ThrottleEntries, type ThrottleScope } from './sign-in-throttle.js';

/**
 * The attempt's three counts, locked until the transaction ends (`db` must be one), as entries the throttle's
 * rules read and change. A count's row is made if it has none (count 0 stands for no failure), and the rows
 * are taken in the order of `THROTTLE_SCOPES` by one upsert: two attempts sharing a count (the address, the
 * username) lock it one after the other and never each hold what the other waits for; an attempt making a
 * row another is making waits for it rather than failing on the key.
 */
export async function lockFailures(db: Db, keys: Record<ThrottleScope, string>, nowMs: number): Promise<ThrottleEntries> {
  const rows = await db
    .insertInto('sign_in_failures')
    .values(THROTTLE_SCOPES.map((scope) => ({ scope, key: keys[scope], count: 0, last_at: nowMs, blocked_until: 0 })))
    // An update that changes nothing, so that the row is locked and returned as it stands.
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doUpdateSet((eb) => ({ count: eb.ref('sign_in_failures.count') })))
    .returning(['scope', 'key', 'count', 'last_at', 'blocked_until'])
    .execute();
  const entries: ThrottleEntries = { pair: new Map(), address: new Map(), username: new Map() };
  for (const row of rows) {
    if (row.count <= 0) continue;
    entries[row.scope as ThrottleScope].set(row.key, { count: row.count, lastAt: Number(row.last_at), blockedUntil: Number(row.blocked_until) });
  }
  return entries;
}

/** Writes the attempt's counts back as the rules left them; a count they dropped is written as none. */
export async function saveFailures(db: Db, keys: Record<ThrottleScope, string>, entries: ThrottleEntries, nowMs: number): Promise<void> {
  const none: Failures = { count: 0, lastAt: nowMs, blockedUntil: 0 };
  const rowOf = (scope: ThrottleScope, entry: Failures) => ({ scope, key: keys[scope], count: entry.count, last_at: entry.lastAt, blocked_until: entry.blockedUntil });
  await db
    .insertInto('sign_in_failures')
    .values(THROTTLE_SCOPES.map((scope) => rowOf(scope, entries[scope].get(keys[scope]) ?? none)))
    .onConflict((conflict) =>
      conflict.columns(['scope', 'key']).doUpdateSet((eb) => ({
        count: eb.ref('excluded.count'),
        last_at: eb.ref('excluded.last_at'),
        blocked_until: eb.ref('excluded.blocked_until'),
      })),
    )
    .execute();
}

/**
 * Removes the counts that say nothing any more (no failure, or none within the scope's quiet time `forgetMs`
 * before `nowMs`), and past `maxKeys` rows in a scope the oldest, as the counts in memory forget their oldest
 * keys: a flood of made-up usernames and addresses cannot grow the table without end. Answers the rows removed.
 */
export async function pruneFailures(db: Db, forgetMs: Record<ThrottleScope, number>, nowMs: number, maxKeys: number): Promise<number> {
  let removed = 0;
  for (const scope of THROTTLE_SCOPES) {
    const stale = await db
      .deleteFrom('sign_in_failures')
      .where('scope', '=', scope)
      .where((eb) => eb.or([eb('last_at', '<', nowMs - forgetMs[scope]), eb('count', '<=', 0)]))
      .executeTakeFirst();
    removed += Number(stale.numDeletedRows);
    const newestBeyond = await db
      .selectFrom('sign_in_failures')
      .select('last_at')
      .where('scope', '=', scope)
      .orderBy('last_at', 'desc')
      .limit(1)
      .offset(maxKeys)
      .executeTakeFirst();
    if (!newestBeyond) continue;
    const beyond = await db.deleteFrom('sign_in_failures').where('scope', '=', scope).where('last_at', '<=', newestBeyond.last_at).executeTakeFirst();
    removed += Number(beyond.numDeletedRows);
  }
  return removed;
}

/** How many counts are stored (tests). */
export async function countFailureRows(db: Db): Promise<number> {
  const row = await db.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
