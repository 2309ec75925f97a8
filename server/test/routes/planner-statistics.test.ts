import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYZE_AFTER_RECORDS, plannerStatisticsOf } from '../../src/db/planner-statistics.js';
import type { Database } from '../../src/db/schema.js';
import type { Kysely } from 'kysely';
import { TEST_ENGINE } from '../helpers/database.js';
import { type RecordsDataset, createRecords, makeRecordsDataset } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let dataset: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  const { workspace } = await server.factory.cast();
  dataset = await makeRecordsDataset(server, { workspace });
});
afterAll(() => server.close());

const BATCH = 500;
const batch = (from: number) =>
  Array.from({ length: BATCH }, (_, index) => ({ fields: { text: `record ${from + index}` }, metadata: { genre: 'news', words: (from + index) % 1000 } }));

/** The rows PostgreSQL's planner believes a table has: -1 until the table is first analyzed. */
async function plannedRows(table: string): Promise<number> {
  const { rows } = await sql<{ reltuples: number }>`SELECT reltuples FROM pg_class WHERE oid = ${table}::regclass`.execute(server.db);
  return Number(rows[0]!.reltuples);
}

describe.runIf(TEST_ENGINE === 'postgres')('PUT and POST /api/v1/datasets/{dataset_id}/records/bulk: the planner knows the records written', () => {
  it('after an import, the record tables are analyzed without waiting for autovacuum', async () => {
    expect(await plannedRows('records')).toBe(-1);
    for (let from = 0; from < ANALYZE_AFTER_RECORDS; from += BATCH) {
      await createRecords(server, dataset, batch(from));
    }
    await plannerStatisticsOf(server.db as Kysely<Database>)!.settled();
    expect(await plannedRows('records')).toBeGreaterThanOrEqual(ANALYZE_AFTER_RECORDS);
    // Each record has two metadata values.
    expect(await plannedRows('record_metadata')).toBeGreaterThanOrEqual(2 * ANALYZE_AFTER_RECORDS);
  });
});

describe.runIf(TEST_ENGINE === 'sqlite')('the embedded database', () => {
  it('keeps no planner statistics: its plans do not need them', () => {
    expect(plannerStatisticsOf(server.db as Kysely<Database>)).toBeNull();
  });
});
