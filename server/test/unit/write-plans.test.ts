import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { runWritePlan, runsWritePlans } from '../../src/db/sqlite-dialect.js';
import { StalePlan, WritePlan } from '../../src/db/write-plan.js';
import { TEST_ENGINE, type TestDatabase, createTestDatabase } from '../helpers/database.js';

/**
 * A write planned before its transaction runs on the writer's thread as one transaction: keyed rows give
 * later steps their rowids, a check answering otherwise writes nothing, and a failing statement rolls back
 * every step before it.
 */
describe.skipIf(TEST_ENGINE !== 'sqlite')('write plans on SQLite', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await sql`CREATE TABLE plan_parents (seq INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE)`.execute(test.handle.db);
    await sql`CREATE TABLE plan_children (parent_seq INTEGER NOT NULL, label TEXT)`.execute(test.handle.db);
  });
  afterAll(() => test.drop());

  const parents = () => sql<{ seq: number; name: string }>`SELECT seq, name FROM plan_parents ORDER BY seq`.execute(test.handle.db).then((r) => r.rows);
  const children = () => sql<{ parent_seq: number; label: string }>`SELECT parent_seq, label FROM plan_children ORDER BY label`.execute(test.handle.db).then((r) => r.rows);

  it('runs on the database, never inside a transaction', async () => {
    expect(runsWritePlans(test.handle.db)).toBe(true);
    expect(runsWritePlans(test.handle.shortWriteDb)).toBe(false);
    await test.handle.db.transaction().execute(async (trx) => expect(runsWritePlans(trx)).toBe(false));
  });

  it('gives later steps the rowids of the keyed rows', async () => {
    const plan = new WritePlan();
    plan.step('INSERT INTO plan_parents (name) VALUES (?)', [['a'], ['b']], { keys: true });
    plan.step('INSERT INTO plan_children (parent_seq, label) VALUES (?, ?)', [[1, 'b1'], [0, 'a1']], { keyAt: [0] });
    const keys = await runWritePlan(test.handle.db, plan);
    const stored = await parents();
    expect(keys).toEqual(stored.map((row) => row.seq));
    const seqOf = new Map(stored.map((row) => [row.name, row.seq]));
    expect(await children()).toEqual([
      { parent_seq: seqOf.get('a'), label: 'a1' },
      { parent_seq: seqOf.get('b'), label: 'b1' },
    ]);
  });

  it('writes nothing when a read it rests on answers otherwise in the transaction', async () => {
    const plan = new WritePlan();
    await plan.checkedRead(test.handle.db.selectFrom('users').select('id').orderBy('id'));
    plan.step('INSERT INTO plan_parents (name) VALUES (?)', [['c']], { keys: true });
    // What the check read changes after the plan was made.
    plan.checks[0].expected = '[{"id":"someone else"}]';
    await expect(runWritePlan(test.handle.db, plan)).rejects.toBeInstanceOf(StalePlan);
    expect((await parents()).map((row) => row.name)).toEqual(['a', 'b']);
    // The writer takes writes again.
    await sql`INSERT INTO plan_parents (name) VALUES ('d')`.execute(test.handle.db);
  });

  it('rolls every step back when one fails, with the database error', async () => {
    const plan = new WritePlan();
    plan.step('INSERT INTO plan_parents (name) VALUES (?)', [['e'], ['a']], { keys: true });
    await expect(runWritePlan(test.handle.db, plan)).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect((await parents()).map((row) => row.name)).toEqual(['a', 'b', 'd']);
    await test.handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO plan_parents (name) VALUES ('f')`.execute(trx);
    });
  });
});
