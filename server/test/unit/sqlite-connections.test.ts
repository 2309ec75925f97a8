import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { InThreadConnection, type SqliteConnectionPort } from '../../src/db/sqlite-connections.js';
import { GlossSqliteDialect } from '../../src/db/sqlite-dialect.js';

/**
 * SQLite's writer and reader: a statement that only reads never waits for a transaction another request
 * holds open on the writer, and sees what is committed; a transaction sees its own writes; writes take turns.
 */

let dir: string;
let handle: DatabaseHandle;
let db: Kysely<any>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gloss-sqlite-'));
  handle = openDatabase({ databaseUrl: null, dataDir: dir });
  db = handle.db as unknown as Kysely<any>;
  await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(db);
  await db.insertInto('notes').values({ id: 1, body: 'committed' }).execute();
});

afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const bodies = async (on: Kysely<any> = db) => (await on.selectFrom('notes').select('body').orderBy('id').execute()).map((row) => row.body);

/** A transaction held open until `release` is called, as a request awaiting between its statements holds it. */
function openTransaction(work: (trx: Kysely<any>) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const begun = new Promise<void>((resolve) => (started = resolve));
  const done = db.transaction().execute(async (trx) => {
    await work(trx);
    started();
    await released;
  });
  return { begun, release, done };
}

describe('SQLite connections', () => {
  it('answer a read at once while a transaction is held open, with what is committed', async () => {
    const held = openTransaction(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'uncommitted' }).execute();
      // Inside the transaction, its own write is seen.
      expect(await bodies(trx)).toEqual(['committed', 'uncommitted']);
    });
    await held.begun;
    expect(await bodies()).toEqual(['committed']);
    expect(await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(db)).toMatchObject({ rows: [{ n: 1 }] });
    held.release();
    await held.done;
    expect(await bodies()).toEqual(['committed', 'uncommitted']);
  });

  it('make a write outside the transaction wait for it, then run in turn', async () => {
    const order: string[] = [];
    const held = openTransaction(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'first' }).execute();
    });
    await held.begun;
    const write = db
      .insertInto('notes')
      .values({ id: 3, body: 'second' })
      .execute()
      .then(() => order.push('write'));
    // A raw statement that writes behind a WITH goes to the writer too, in turn.
    const rawWrite = sql`WITH v(body) AS (SELECT 'third') INSERT INTO notes (id, body) SELECT 4, body FROM v`.execute(db).then(() => order.push('raw write'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    order.push('commit');
    held.release();
    await Promise.all([held.done, write, rawWrite]);
    expect(order).toEqual(['commit', 'write', 'raw write']);
    expect(await bodies()).toEqual(['committed', 'first', 'second', 'third']);
  });

  it('give the writer back after a transaction that fails, and keep nothing of it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, body: 'rolled back' }).execute();
        await trx.insertInto('notes').values({ id: 1, body: 'duplicate key' }).execute();
      }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/UNIQUE/), code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    await db.insertInto('notes').values({ id: 5, body: 'after' }).execute();
    expect(await bodies()).toEqual(['committed', 'after']);
  });

  it('serve transactions in the order they asked for the writer', async () => {
    const order: number[] = [];
    const held = openTransaction(async () => {});
    await held.begun;
    const queued = [1, 2, 3].map((n) =>
      db.transaction().execute(async (trx) => {
        order.push(n);
        await trx.insertInto('notes').values({ id: 10 + n, body: `queued ${n}` }).execute();
      }),
    );
    held.release();
    await Promise.all([held.done, ...queued]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('keep blobs as Buffers both ways across the threads', async () => {
    await sql`CREATE TABLE blobs (id INTEGER PRIMARY KEY, value BLOB NOT NULL)`.execute(db);
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    await db.insertInto('blobs').values({ id: 1, value: bytes }).execute();
    const [row] = await db.selectFrom('blobs').select('value').execute();
    expect(Buffer.isBuffer(row.value)).toBe(true);
    expect([...row.value]).toEqual([...bytes]);
  });
});

describe('reads on several readers', () => {
  /** A reader that answers only when told to, as one busy with a long search would. */
  function heldReader() {
    const inner = new InThreadConnection(new SqliteDatabase(':memory:'));
    const held: (() => void)[] = [];
    const port: SqliteConnectionPort & { held: typeof held } = {
      held,
      stopped: false,
      get waiting() {
        return held.length;
      },
      send: async (request) => {
        await new Promise<void>((resolve) => held.push(resolve));
        return inner.send(request);
      },
      close: () => inner.close(),
    };
    return port;
  }

  it('send a read to the reader with nothing waiting, so one long read holds up no other', async () => {
    const first = heldReader();
    const second = new InThreadConnection(new SqliteDatabase(':memory:'));
    const writer = new InThreadConnection(new SqliteDatabase(':memory:'));
    const routed = new Kysely<any>({ dialect: new GlossSqliteDialect(async () => ({ writer, readers: [first, second] })) });
    try {
      const long = sql<{ n: number }>`SELECT 1 AS n`.execute(routed);
      await new Promise((resolve) => setImmediate(resolve));
      expect(first.held).toHaveLength(1);
      // The first reader is still busy: the next read is answered by the second.
      expect((await sql<{ n: number }>`SELECT 2 AS n`.execute(routed)).rows).toEqual([{ n: 2 }]);
      first.held.shift()!();
      expect((await long).rows).toEqual([{ n: 1 }]);
    } finally {
      await routed.destroy();
    }
  });

  it('pass over a reader whose thread stopped: the writer answers the read', async () => {
    const stopped: SqliteConnectionPort = {
      waiting: 0,
      stopped: true,
      send: () => Promise.reject(new Error('The database connection stopped')),
      close: async () => {},
    };
    const writer = new InThreadConnection(new SqliteDatabase(':memory:'));
    const routed = new Kysely<any>({ dialect: new GlossSqliteDialect(async () => ({ writer, readers: [stopped] })) });
    try {
      expect((await sql<{ n: number }>`SELECT 3 AS n`.execute(routed)).rows).toEqual([{ n: 3 }]);
    } finally {
      await routed.destroy();
    }
  });
});
