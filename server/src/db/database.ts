import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateDataDir } from './data-dir.js';
import type { Database } from './schema.js';
import { GlossSqliteDialect } from './sqlite-dialect.js';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** A human description for logs and /status, without credentials. */
  description: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
}

export const SQLITE_FILE_NAME = 'gloss.db';
/** The files SQLite keeps beside the database while it is open. */
export const SQLITE_FILE_NAMES = [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`, `${SQLITE_FILE_NAME}-shm`];

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}

function openSqlite(dataDir: string): DatabaseHandle {
  ensurePrivateDataDir(dataDir);
  const file = join(dataDir, SQLITE_FILE_NAME);
  // Created for its owner only before SQLite opens it: SQLite gives the WAL and shared-memory files the
  // database file's permissions.
  closeSync(openSync(file, 'a', 0o600));
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the single writer; NORMAL sync is durable across process crashes in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Bulk writes of records are megabytes each: checkpoint the WAL every ~64 MB rather than every 4 MB,
  // and give the page cache 64 MB, so a batch is not followed by a checkpoint and re-reads every time.
  sqlite.pragma('wal_autocheckpoint = 16384');
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<Database>({ dialect: new GlossSqliteDialect(sqlite) });
  return { db, engine: 'sqlite', description: `SQLite ${file}`, close: () => db.destroy() };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server closes (a restart, an administrator) is dropped from the pool and
  // replaced on next use; without this listener the error would end the process.
  pool.on('error', (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const safe = new URL(url);
  safe.password = safe.password ? '***' : '';
  return { db, engine: 'postgres', description: `PostgreSQL ${safe.toString()}`, close: () => db.destroy() };
}
