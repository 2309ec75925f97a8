import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateThrough } from '../../src/db/migrate.js';
import { type Opened, POSTGRES_URL, openPostgres, openSqlite } from '../helpers/migration-databases.js';

/**
 * Migration 013 counts the records already there, then its triggers keep the counts through every later
 * insert, status change and delete, including a dataset's deletion.
 */

const AT = '2026-01-01T00:00:00.000000';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function addDataset(db: Kysely<any>, workspaceId: string, name: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('datasets')
    .values({
      id,
      name,
      guidelines: null,
      allow_extra_metadata: 0,
      status: 'ready',
      distribution: JSON.stringify({ strategy: 'overlap', min_submitted: 1 }),
      metadata: null,
      workspace_id: workspaceId,
      last_activity_at: AT,
      inserted_at: AT,
      updated_at: AT,
    })
    .execute();
  return id;
}

async function addRecords(db: Kysely<any>, datasetId: string, statuses: string[], prefix = 'r'): Promise<void> {
  await db
    .insertInto('records')
    .values(statuses.map((status, index) => ({ id: randomUUID(), dataset_id: datasetId, external_id: `${prefix}${index}`, status, shuffle: index, inserted_at: AT, updated_at: AT })))
    .execute();
}

/** The kept counts, summed per dataset and status, without the zeros. */
async function keptCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const rows = await sql<{ dataset_id: string; status: string; records: number | string }>`
    SELECT dataset_id, status, sum(records) AS records FROM record_counts GROUP BY dataset_id, status`.execute(db);
  const counts: Record<string, number> = {};
  for (const row of rows.rows) if (Number(row.records) !== 0) counts[`${row.dataset_id}/${row.status}`] = Number(row.records);
  return counts;
}

/** The records counted one by one. */
async function actualCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const rows = await db.selectFrom('records').select(['dataset_id', 'status', (eb) => eb.fn.countAll().as('n')]).groupBy(['dataset_id', 'status']).execute();
  return Object.fromEntries(rows.map((row) => [`${row.dataset_id}/${row.status}`, Number(row.n)]));
}

async function keepsCounts(open: () => Promise<Opened> | Opened): Promise<void> {
  const opened = await open();
  cleanups.push(() => opened.close());
  const { db } = opened;
  await migrateThrough(db, '012-jobs');
  const workspaceId = randomUUID();
  await db.insertInto('workspaces').values({ id: workspaceId, name: 'ws', inserted_at: AT, updated_at: AT }).execute();
  const first = await addDataset(db, workspaceId, 'first');
  const second = await addDataset(db, workspaceId, 'second');
  await addRecords(db, first, ['pending', 'pending', 'completed', 'pending']);
  await addRecords(db, second, ['completed', 'completed']);

  await migrateThrough(db, '013-record-counts');
  expect(await keptCounts(db)).toEqual({ [`${first}/pending`]: 3, [`${first}/completed`]: 1, [`${second}/completed`]: 2 });

  // Later writes, each kind once: an insert of several, a status change of some, an update that changes
  // no status, a delete, and a dataset deleted with its records.
  await db.insertInto('records').values({ id: randomUUID(), dataset_id: second, external_id: 'new', status: 'pending', shuffle: 9, inserted_at: AT, updated_at: AT }).execute();
  await db.updateTable('records').set({ status: 'completed' }).where('dataset_id', '=', first).where('external_id', 'in', ['r0', 'r1']).execute();
  await db.updateTable('records').set({ updated_at: '2026-02-01T00:00:00.000000' }).where('dataset_id', '=', first).execute();
  await db.deleteFrom('records').where('dataset_id', '=', first).where('external_id', '=', 'r2').execute();
  expect(await keptCounts(db)).toEqual(await actualCounts(db));
  expect(await keptCounts(db)).toEqual({ [`${first}/pending`]: 1, [`${first}/completed`]: 2, [`${second}/completed`]: 2, [`${second}/pending`]: 1 });

  await db.deleteFrom('datasets').where('id', '=', first).execute();
  const left = await db.selectFrom('record_counts').select('dataset_id').distinct().execute();
  expect(left.map((row) => row.dataset_id)).toEqual([second]);
  expect(await keptCounts(db)).toEqual(await actualCounts(db));
}

describe('migration 013 (record counts)', () => {
  it('counts the records there and keeps the counts through later writes, on SQLite', async () => {
    await keepsCounts(openSqlite);
  });

  it.skipIf(!POSTGRES_URL)('counts the records there and keeps the counts through later writes, on PostgreSQL', async () => {
    await keepsCounts(() => openPostgres(POSTGRES_URL!));
  });

  it.skipIf(!POSTGRES_URL)('folds a dataset\'s rows of differences on PostgreSQL, keeping their sums', async () => {
    const opened = await openPostgres(POSTGRES_URL!);
    cleanups.push(() => opened.close());
    const { db } = opened;
    await migrateThrough(db, '013-record-counts');
    const workspaceId = randomUUID();
    await db.insertInto('workspaces').values({ id: workspaceId, name: 'ws', inserted_at: AT, updated_at: AT }).execute();
    const datasetId = await addDataset(db, workspaceId, 'many-writes');
    // One statement per record: a row of differences each, past the fold's threshold twice over.
    for (let index = 0; index < 150; index += 1) await addRecords(db, datasetId, [index % 3 === 0 ? 'completed' : 'pending'], `one-${index}-`);
    const rows = await db.selectFrom('record_counts').select((eb) => eb.fn.countAll().as('n')).where('dataset_id', '=', datasetId).executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeLessThanOrEqual(65);
    expect(await keptCounts(db)).toEqual({ [`${datasetId}/pending`]: 100, [`${datasetId}/completed`]: 50 });
  });
});
