import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { InThreadConnection, type SqliteConnectionPort } from '../../src/db/sqlite-connections.js';
import { GlossSqliteDialect } from '../../src/db/sqlite-dialect.js';
import type { SqliteRequest } from '../../src/db/sqlite-executor.mjs';

/**
 * Short writes (an annotator's answer) run on a second writing connection on the thread serving requests;
 * every other write on the writer's own thread. Both take the one turn at writing, and the writer's thread
 * checkpoints the WAL for the short writes' connection, which never does it itself.
 */

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gloss-short-writes-'));
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

/** A connection to the shared file that records what it was asked. */
function recording(file: string) {
  const inner = new InThreadConnection(new SqliteDatabase(file));
  const asked: string[] = [];
  const port: SqliteConnectionPort & { asked: string[] } = {
    asked,
    waiting: 0,
    stopped: false,
    send: (request: SqliteRequest) => {
      if ('sql' in request) asked.push(request.sql);
      return inner.send(request);
    },
    close: () => inner.close(),
  };
  return port;
}

/** The two dialects over one set of connections, as database.ts opens them. */
function openPair() {
  const file = join(dir, 'pair.db');
  const setup = new SqliteDatabase(file);
  setup.pragma('journal_mode = WAL');
  setup.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  setup.close();
  const writer = recording(file);
  const shortWriter = recording(file);
  const reader = recording(file);
  const dialect = new GlossSqliteDialect(async () => ({ writer, readers: [reader], shortWriter }));
  const db = new Kysely<any>({ dialect });
  const shortWriteDb = new Kysely<any>({ dialect: new GlossSqliteDialect(dialect.connections, 'this-thread') });
  const close = async () => {
    await shortWriteDb.destroy();
    await db.destroy();
  };
  return { db, shortWriteDb, writer, shortWriter, reader, close };
}

const writes = (asked: string[]) => asked.filter((text) => /^(begin|commit|insert)/i.test(text));

describe('short writes', () => {
  it("run their transactions and writes on the short writer, every other one on the writer's thread", async () => {
    const { db, shortWriteDb, writer, shortWriter, reader, close } = openPair();
    try {
      await shortWriteDb.transaction().execute((trx) => trx.insertInto('notes').values({ id: 1, body: 'answer' }).execute());
      await shortWriteDb.insertInto('notes').values({ id: 2, body: 'outside a transaction' }).execute();
      await db.transaction().execute((trx) => trx.insertInto('notes').values({ id: 3, body: 'batch' }).execute());
      expect(writes(shortWriter.asked)).toEqual([
        'begin',
        'insert into "notes" ("id", "body") values (?, ?)',
        'commit',
        'insert into "notes" ("id", "body") values (?, ?)',
      ]);
      expect(writes(writer.asked)).toEqual(['begin', 'insert into "notes" ("id", "body") values (?, ?)', 'commit']);
      // Reads outside a transaction go to the readers from both, and see every commit.
      reader.asked.length = 0;
      expect((await shortWriteDb.selectFrom('notes').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([1, 2, 3]);
      expect((await db.selectFrom('notes').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([1, 2, 3]);
      expect(reader.asked).toHaveLength(2);
    } finally {
      await close();
    }
  });

  it("wait for the writer's thread to give the turn back, and the other way round", async () => {
    const { db, shortWriteDb, close } = openPair();
    try {
      const order: string[] = [];
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let begun!: () => void;
      const started = new Promise<void>((resolve) => (begun = resolve));
      const batch = db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 1, body: 'batch' }).execute();
        begun();
        await released;
        order.push('batch commits');
      });
      await started;
      // SQLite would refuse a second writing transaction (busy); the turn makes the answer wait instead.
      const answer = shortWriteDb.transaction().execute(async (trx) => {
        order.push('answer begins');
        await trx.insertInto('notes').values({ id: 2, body: 'answer' }).execute();
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(order).toEqual([]);
      release();
      await Promise.all([batch, answer]);
      expect(order).toEqual(['batch commits', 'answer begins']);
      expect((await db.selectFrom('notes').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([1, 2]);
    } finally {
      await close();
    }
  });

  it("have the writer's thread checkpoint the WAL soon after they commit", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { db, shortWriteDb, writer, close } = openPair();
    try {
      await db.selectFrom('notes').selectAll().execute();
      await shortWriteDb.insertInto('notes').values({ id: 1, body: 'answer' }).execute();
      await shortWriteDb.insertInto('notes').values({ id: 2, body: 'answer' }).execute();
      expect(writer.asked).not.toContain('PRAGMA wal_checkpoint(PASSIVE)');
      await vi.advanceTimersByTimeAsync(1000);
      // One checkpoint for the writes of that second.
      expect(writer.asked.filter((text) => text === 'PRAGMA wal_checkpoint(PASSIVE)')).toHaveLength(1);
    } finally {
      await close();
    }
  });
});

describe('the database as the server opens it', () => {
  let handle: DatabaseHandle;

  afterEach(async () => {
    await handle.close();
  });

  it('shares one file between the two: each sees what the other committed', async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: dir });
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(handle.db);
    await handle.shortWriteDb.transaction().execute((trx) => trx.insertInto('notes' as never).values({ id: 1, body: 'answer' } as never).execute());
    await handle.db.insertInto('notes' as never).values({ id: 2, body: 'batch' } as never).execute();
    const read = async (db: Kysely<any>) => (await db.selectFrom('notes').select('body').orderBy('id').execute()).map((row) => row.body);
    expect(await read(handle.db as Kysely<any>)).toEqual(['answer', 'batch']);
    expect(await read(handle.shortWriteDb as Kysely<any>)).toEqual(['answer', 'batch']);
  });
});
