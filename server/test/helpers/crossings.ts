import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { WriterLock } from '../../src/db/sqlite-dialect.js';
import type { Db } from '../../src/db/types.js';
import { TEST_ENGINE } from './database.js';

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
 * Starts a call, and goes on once it has answered or is seen waiting for the call in progress: on PostgreSQL
 * for a lock it holds, on SQLite for the writer it holds. No guess at how long either takes. The
 * call is answered wrapped, as an async function answering a promise would wait for it.
 */
export async function startUntilAnsweredOrBlocked<T>(db: Db, start: () => Promise<T>): Promise<{ call: Promise<T> }> {
  const waiting = watchWaiting(db);
  try {
    let answered = false;
    const settle = () => {
      answered = true;
    };
    const call = start();
    call.then(settle, settle);
    while (!answered && !(await waiting.seen())) await sleep(5);
    return { call };
  } finally {
    waiting.stop();
  }
}

/** Whether some call waits for the database: for a lock (PostgreSQL), for the writer (SQLite). */
function watchWaiting(db: Db): { seen(): Promise<boolean>; stop(): void } {
  if (TEST_ENGINE === 'postgres') {
    const lockWaits = sql<{ waiting: number }>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    return { seen: async () => (await lockWaits.execute(db)).rows[0]!.waiting > 0, stop: () => {} };
  }
  // SQLite: a write or transaction waiting for the writer, which the call in progress holds.
  const prototype = WriterLock.prototype;
  const original = prototype.acquire;
  let queued = 0;
  prototype.acquire = async function (this: WriterLock) {
    queued += 1;
    try {
      return await original.call(this);
    } finally {
      queued -= 1;
    }
  };
  return {
    seen: async () => queued > 0,
    stop: () => {
      prototype.acquire = original;
    },
  };
}
