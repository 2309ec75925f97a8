import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import BetterSqlite3 from 'better-sqlite3';
import { ensurePrivateDataDir } from './data-dir.js';
import type { Database } from './schema.js';
import { InThreadConnection, WorkerConnection } from './sqlite-connections.js';
import { GlossSqliteDialect, type SqliteConnections } from './sqlite-dialect.js';
import { StatementTimings, secondsNow } from './statement-timings.js';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * The same database, for the calls known to write little at a time (an annotator's answer): on SQLite
   * their transactions run on the thread serving requests, never waiting for it (see `WritesOn` in
   * sqlite-dialect.ts). Any other write goes through `db`. On PostgreSQL it is `db`.
   */
  shortWriteDb: Kysely<Database>;
  engine: Engine;
  /** A human description for logs and /status, without credentials. */
  description: string;
  /**
   * What its statements wait and run for, for the metrics. Absent from a handle made by hand over another's
   * database (a test's second instance): that instance then reports no database times.
   */
  timings?: StatementTimings;
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

/** Readers beside the writer: two reads at once on two cores, and a long one never holds all reads. */
const SQLITE_READERS = 2;

/** Set on the writer as it opens; the database file keeps the journal mode, the rest are per connection. */
const SQLITE_WRITER_PRAGMAS = [
  // WAL lets readers run beside the single writer; NORMAL sync is durable across process crashes in WAL mode.
  'journal_mode = WAL',
  'synchronous = NORMAL',
  'foreign_keys = ON',
  'busy_timeout = 5000',
  // Bulk writes of records are megabytes each: checkpoint the WAL every ~64 MB rather than every 4 MB, so a
  // batch is not followed by a checkpoint every time.
  'wal_autocheckpoint = 16384',
  // Page caches are held for the life of the process once filled, and every page missed here is a copy from
  // the operating system's file cache: 16 MB for the writer, 8 for the short writer and 16 for each reader
  // held ~100 MiB less than 64, 32 and 32 after an ingest, at the same ingest rate (300,000 records) and search
  // times (a million) in the same session (bench/README.md, "What a server that ingested a million records keeps").
  'cache_size = -16384',
];
/**
 * The connection for short writes, on the thread serving requests: the writer's settings, but it never
 * checkpoints the WAL itself (the writer's thread does, see SqliteConnectionSet.noteShortCommit), and it
 * waits less for a lock another process holds (the command-line tool), since the wait holds up every request.
 */
const SQLITE_SHORT_WRITER_PRAGMAS = ['synchronous = NORMAL', 'foreign_keys = ON', 'busy_timeout = 2000', 'wal_autocheckpoint = 0', 'cache_size = -8192'];
// Readers share the pages they read through the operating system's file cache.
const SQLITE_READER_PRAGMAS = ['busy_timeout = 5000', 'cache_size = -16384'];

function openSqlite(dataDir: string): DatabaseHandle {
  ensurePrivateDataDir(dataDir);
  const file = join(dataDir, SQLITE_FILE_NAME);
  // Created for its owner only before SQLite opens it: SQLite gives the WAL and shared-memory files the
  // database file's permissions.
  closeSync(openSync(file, 'a', 0o600));
  const open = async (): Promise<SqliteConnections> => {
    // The writer first: it puts the file in WAL mode, which the read-only readers need to open it.
    const writer = await WorkerConnection.start({ file, readonly: false, pragmas: SQLITE_WRITER_PRAGMAS });
    try {
      const readers = await Promise.all(
        Array.from({ length: SQLITE_READERS }, () => WorkerConnection.start({ file, readonly: true, pragmas: SQLITE_READER_PRAGMAS })),
      );
      return { writer, readers, shortWriter: openOnThisThread(file, SQLITE_SHORT_WRITER_PRAGMAS) };
    } catch (error) {
      await writer.close();
      throw error;
    }
  };
  const dialect = new GlossSqliteDialect(open);
  const db = new Kysely<Database>({ dialect });
  const shortWriteDb = new Kysely<Database>({ dialect: new GlossSqliteDialect(dialect.connections, 'this-thread') });
  const close = async () => {
    await shortWriteDb.destroy();
    await db.destroy();
  };
  return { db, shortWriteDb, engine: 'sqlite', description: `SQLite ${file}`, timings: dialect.connections.timings, close };
}

function openOnThisThread(file: string, pragmas: readonly string[]): InThreadConnection {
  const connection = new BetterSqlite3(file);
  try {
    for (const pragma of pragmas) connection.pragma(pragma);
  } catch (error) {
    connection.close();
    throw error;
  }
  return new InThreadConnection(connection);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server closes (a restart, an administrator) is dropped from the pool and
  // replaced on next use; without this listener the error would end the process.
  pool.on('error', (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
  const timings = new StatementTimings();
  // The wait is for a connection of the pool (all ten busy); a statement's time is its round trip to the
  // server, as Kysely's query log measures it (errors too), locks it waits for inside PostgreSQL included.
  const timedPool = {
    connect: async () => {
      const asked = secondsNow();
      const client = await pool.connect();
      timings.waited(secondsNow() - asked);
      return client;
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: timedPool }),
    log: (event) => timings.ran(event.queryDurationMillis / 1000),
  });
  const safe = new URL(url);
  safe.password = safe.password ? '***' : '';
  return { db, shortWriteDb: db, engine: 'postgres', description: `PostgreSQL ${safe.toString()}`, timings, close: () => db.destroy() };
}
