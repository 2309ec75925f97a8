import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDialect } from '../../src/features/search/dialect-postgres.js';
import { parseTextQuery } from '../../src/features/search/text-query.js';
import { migrateThrough } from '../../src/db/migrate.js';
import { POSTGRES_URL, openPostgres } from '../helpers/migration-databases.js';

/**
 * Migration 008 moves PostgreSQL's full-text rows into a table partitioned by field, with the tsvector
 * kept in the row. The rows written before it must be found, ranked and deleted as before. (On SQLite it
 * does nothing: each dataset has its own FTS5 table.)
 */

const AT = '2026-01-01T00:00:00.000000';
const TEXTS = ['apple pie', 'apple apple tart', 'pear crumble'];

let db: Kysely<any>;
let close: () => Promise<void>;
const datasetId = randomUUID();
const seqs: number[] = [];

/** A database of its own on the test server, migrated up to 007, holding three records' texts. */
async function openBefore008(serverUrl: string): Promise<void> {
  ({ db, close } = await openPostgres(serverUrl));
  await migrateThrough(db, '007-webhooks');

  const workspaceId = randomUUID();
  await db.insertInto('workspaces').values({ id: workspaceId, name: 'ws', inserted_at: AT, updated_at: AT }).execute();
  await db
    .insertInto('datasets')
    .values({
      id: datasetId,
      name: 'dataset',
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
  for (const [index, text] of TEXTS.entries()) {
    const row = await db
      .insertInto('records')
      .values({ id: randomUUID(), dataset_id: datasetId, external_id: `r${index}`, status: 'pending', shuffle: index, inserted_at: AT, updated_at: AT })
      .returning('seq')
      .executeTakeFirstOrThrow();
    seqs.push(Number(row.seq));
    await postgresDialect.indexTexts(db, [
      { recordSeq: Number(row.seq), datasetId, fieldCount: 1, fields: [{ name: 'text', position: 0, text }], terms: [] },
    ]);
  }
}

const top = async (query: string, field: { name: string; position: number } | null = null) =>
  (await postgresDialect.textCondition(datasetId, parseTextQuery(query), field).ranked!.top(10).execute(db)).rows.map((row) => ({
    seq: Number(row.seq),
    total: Number(row.total),
  }));

describe.skipIf(!POSTGRES_URL)('migration 008 (full-text rows by field) on PostgreSQL', () => {
  let rankedBefore: { seq: number; total: number }[];

  beforeAll(async () => {
    await openBefore008(POSTGRES_URL!);
    rankedBefore = await top('apple');
    await migrateThrough(db, '008-record-texts-by-field');
  });
  afterAll(() => close?.());

  it('keeps every row, the rows of all fields apart from those of each field', async () => {
    const counted = async (table: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0].n);
    expect(await counted('record_texts_all_fields')).toBe(TEXTS.length);
    expect(await counted('record_texts_each_field')).toBe(TEXTS.length);
  });

  it('keeps the vectors in the row, and the dataset and field with them', async () => {
    const storage = await sql<{ table: string; column: string; storage: string }>`
      SELECT c.relname AS table, a.attname AS column, a.attstorage AS storage FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relname IN ('record_texts_all_fields', 'record_texts_each_field') AND a.attname IN ('dataset_id', 'field', 'tsv')`.execute(db);
    expect(storage.rows).toHaveLength(6);
    for (const row of storage.rows) expect(row.storage, `${row.table}.${row.column}`).toBe(row.column === 'tsv' ? 'm' : 'p');
  });

  it('finds and ranks the texts written before it as before, over all fields and in one', async () => {
    expect(rankedBefore).toEqual([
      { seq: seqs[1], total: 2 },
      { seq: seqs[0], total: 2 },
    ]);
    expect(await top('apple')).toEqual(rankedBefore);
    expect(await top('crumble', { name: 'text', position: 0 })).toEqual([{ seq: seqs[2], total: 1 }]);
  });

  it('drops a record’s texts with the record', async () => {
    await db.deleteFrom('records').where('seq', '=', seqs[1]).execute();
    expect(await top('apple')).toEqual([{ seq: seqs[0], total: 1 }]);
    const left = await sql<{ n: string }>`SELECT count(*) AS n FROM record_texts WHERE record_seq = ${seqs[1]}`.execute(db);
    expect(Number(left.rows[0].n)).toBe(0);
  });
});
