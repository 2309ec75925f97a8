import type BetterSqlite3 from 'better-sqlite3';

export type SqliteRequest =
  | { op: 'query'; sql: string; parameters: readonly unknown[]; readOnly?: boolean }
  | { op: 'exec'; sql: string }
  | { op: 'batch'; checks: readonly { sql: string; parameters: readonly unknown[]; expected: string }[]; steps: readonly { sql: string; rows: unknown[][]; keys?: true; keyAt?: number[] }[] }
  | { op: 'close' };

export interface SqliteReply {
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  notReadOnly?: boolean;
  inTransaction?: boolean;
  /** A batch: a read it rests on answered otherwise, and nothing was written. */
  stale?: boolean;
  /** A batch: the rowids of its keyed step's rows, in order. */
  keys?: number[];
  error?: { message: string; code?: string; name?: string };
  /** How long the connection's own thread worked on the request, in milliseconds. */
  ranMs?: number;
}

export function sqliteExecutor(db: BetterSqlite3.Database): (message: SqliteRequest) => SqliteReply;
