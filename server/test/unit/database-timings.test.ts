import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementTimings } from '../../src/db/statement-timings.js';
import { TEST_ENGINE, type TestDatabase, createTestDatabase } from '../helpers/database.js';

/**
 * What the metrics' database histograms are told: each statement's wait and run, on the engine under test.
 * Only lower bounds of times are checked (a statement cannot start before what holds it lets go), so the
 * machine's speed decides nothing.
 */
let database: TestDatabase;
let db: Kysely<any>;
let timings: StatementTimings;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db as unknown as Kysely<any>;
  timings = database.handle.timings!;
  await sql`CREATE TABLE timed_notes (id integer PRIMARY KEY, body text NOT NULL)`.execute(db);
});
afterAll(() => database.drop());

function record(): { waits: number[]; runs: number[]; stop: () => void } {
  const waits: number[] = [];
  const runs: number[] = [];
  const stop = timings.listen({ waited: (seconds) => waits.push(seconds), ran: (seconds) => runs.push(seconds) });
  return { waits, runs, stop };
}

describe('statement timings', () => {
  it('tell each listener of every statement, reads, writes and transactions, until it stops listening', async () => {
    const first = record();
    const second = record();
    await db.insertInto('timed_notes').values({ id: 1, body: 'one' }).execute();
    await db.selectFrom('timed_notes').selectAll().execute();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('timed_notes').values({ id: 2, body: 'two' }).execute();
      await trx.selectFrom('timed_notes').selectAll().execute();
    });
    first.stop();
    // Two statements and a transaction's two, plus its begin and commit on SQLite (PostgreSQL's Kysely
    // query log counts only the statements sent, its begin and commit among them).
    expect(first.runs.length).toBeGreaterThanOrEqual(4);
    expect(first.waits.length).toBeGreaterThanOrEqual(TEST_ENGINE === 'sqlite' ? 4 : 1);
    for (const seconds of [...first.runs, ...first.waits]) expect(seconds).toBeGreaterThanOrEqual(0);
    await db.selectFrom('timed_notes').selectAll().execute();
    expect(second.runs.length).toBe(first.runs.length + 1);
    second.stop();
  });

  it('count as waiting the time a statement spends behind what holds the database', async () => {
    // SQLite: the one writer, held by a transaction; PostgreSQL: every connection of the pool (ten).
    const holders = TEST_ENGINE === 'sqlite' ? 1 : 10;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const begun: Promise<void>[] = [];
    const held = Array.from({ length: holders }, (_, index) => {
      let started!: () => void;
      begun.push(new Promise<void>((resolve) => (started = resolve)));
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('timed_notes').values({ id: 100 + index, body: 'held' }).execute();
        started();
        await released;
      });
    });
    await Promise.all(begun);
    const seen = record();
    const waiting = db.insertInto('timed_notes').values({ id: 200, body: 'waits' }).execute();
    await new Promise((resolve) => setTimeout(resolve, 60));
    release();
    await Promise.all([...held, waiting]);
    seen.stop();
    expect(Math.max(...seen.waits)).toBeGreaterThanOrEqual(0.05);
  });
});
