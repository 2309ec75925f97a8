import type BetterSqlite3 from 'better-sqlite3';

export type SqliteRequest =
  | { op: 'query'; sql: string; parameters: readonly unknown[]; readOnly?: boolean }
  | { op: 'exec'; sql: string }
  | { op: 'close' };

export interface SqliteReply {
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  notReadOnly?: boolean;
  inTransaction?: boolean;
  error?: { message: string; code?: string; name?: string };
}

export function sqliteExecutor(db: BetterSqlite3.Database): (message: SqliteRequest) => SqliteReply;
