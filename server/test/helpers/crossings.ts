import { sql } from 'kysely';
import type { Db } from '../../src/db/types.js';

type Executor = { executeQuery(query: { sql: string }): Promise<unknown> };

/**
 * Runs `meanwhile` once, just before the first statement (of any connection or transaction) whose SQL
 * matches, and the statement after it: what `meanwhile` does happens between two statements of the call.
 * Answers the function that takes the hook away again.
 */
export function hookStatement(db: Db, pattern: RegExp, meanwhile: () => Promise<void>): () => void {
  const prototype = Object.getPrototypeOf(db.getExecutor()) as Executor;
  const original = prototype.executeQuery;
  let done = false;
  prototype.executeQuery = async function (this: Executor, query) {
    if (!done && pattern.test(query.sql)) {
      done = true;
      await meanwhile();
    }
    return original.call(this, query);
  };
  return () => {
    prototype.executeQuery = original;
  };
}

/**
 * Starts a call on PostgreSQL and goes on once it has answered or one of the database's sessions waits
 * for a lock (the call's, on a row the paused call holds): no guess at how long either takes. The call is
 * answered wrapped, as an async function answering a promise would wait for it.
 */
export async function startUntilAnsweredOrBlocked<T>(db: Db, call: Promise<T>): Promise<{ call: Promise<T> }> {
  let answered = false;
  const settle = () => {
    answered = true;
  };
  call.then(settle, settle);
  while (!answered) {
    const { rows } = await sql<{ waiting: number }>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.waiting > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { call };
}
