import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect.js';
import { suggestionSortKeys } from '../../src/features/suggestions/rows.js';
import { migrateThrough } from '../../src/db/migrate.js';
import { type Opened, POSTGRES_URL, openPostgres, openSqlite } from '../helpers/migration-databases.js';

/**
 * Migration 004 adds the keys sorts by a suggestion read along an index, and fills them in for the
 * suggestions already stored: the record's sequence number, the score (the first of a list), a number
 * value, and any other value's JSON text (its first 100 characters). They must be the keys the server
 * writes for new suggestions (`suggestionSortKeys`), on both engines.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

// The value just under and over 100 characters of JSON text, a character outside the BMP as the 100th
// (a cut by UTF-16 units would split it), two-byte characters, escapes, and zeros that are not nulls.
const LONG_EMOJI = `${'x'.repeat(98)}😀${'tail '.repeat(20)}`;
const LONG_ACCENTS = 'é'.repeat(130);
const CASES: { name: string; value: unknown; score: unknown }[] = [
  { name: 'rating', value: 3, score: 0.25 },
  { name: 'zero rating', value: 0, score: 0 },
  { name: 'fractional number', value: 1.5, score: null },
  { name: 'label', value: 'positive', score: null },
  { name: 'label with a whole score', value: 'negative', score: 1 },
  { name: 'multi-label', value: ['news', 'tech'], score: [0.5, 0.25] },
  { name: 'span', value: [{ label: 'PER', start: 0, end: 3 }], score: [0, 0.75] },
  { name: 'ranking', value: [{ value: 'b', rank: 1 }, { value: 'a', rank: 2 }], score: [0.125, 0.5] },
  { name: 'escapes', value: 'say "hi"\n\ttwice\\', score: [0.0625] },
  { name: 'long text', value: 'lorem ipsum '.repeat(20), score: 0.5 },
  { name: 'exactly 100 characters of JSON', value: 'y'.repeat(98), score: 0.75 },
  { name: '101 characters of JSON', value: 'z'.repeat(99), score: 0.875 },
  { name: 'a character outside the BMP at the 100th place', value: LONG_EMOJI, score: null },
  { name: 'two-byte characters', value: LONG_ACCENTS, score: [1, 0] },
  { name: 'long list', value: Array.from({ length: 40 }, (_, i) => `label-${i}`), score: Array.from({ length: 40 }, () => 0.5) },
];

const firstCharacters = (text: string, count: number) => Array.from(text).slice(0, count).join('');

async function backfillsExistingSuggestions(open: () => Promise<Opened> | Opened): Promise<void> {
  const opened = await open();
  cleanups.push(() => opened.close());
  const { db } = opened;
  await migrateThrough(db, '003-accounts');

  const at = '2026-01-01T00:00:00.000000';
  const workspaceId = randomUUID();
  await db.insertInto('workspaces').values({ id: workspaceId, name: 'ws', inserted_at: at, updated_at: at }).execute();
  const datasetIds = [randomUUID(), randomUUID()];
  for (const [index, id] of datasetIds.entries()) {
    await db
      .insertInto('datasets')
      .values({
        id,
        name: `dataset-${index}`,
        guidelines: null,
        allow_extra_metadata: 0,
        status: 'ready',
        distribution: JSON.stringify({ strategy: 'overlap', min_submitted: 1 }),
        metadata: null,
        workspace_id: workspaceId,
        last_activity_at: at,
        inserted_at: at,
        updated_at: at,
      })
      .execute();
  }
  const [datasetId, otherDatasetId] = datasetIds;
  const questionIds = CASES.map(() => randomUUID());
  await db
    .insertInto('questions')
    .values(
      CASES.map((item, index) => ({
        id: questionIds[index],
        name: `q${index}`,
        title: item.name,
        description: null,
        required: 0,
        settings: JSON.stringify({ type: 'text' }),
        dataset_id: datasetId,
        inserted_at: at,
        updated_at: at,
      })),
    )
    .execute();
  // Records of both datasets interleaved, so sequence numbers and positions differ.
  const records: { id: string; seq: number }[] = [];
  for (let index = 0; index < 7; index += 1) {
    const id = randomUUID();
    const row = await db
      .insertInto('records')
      .values({
        id,
        dataset_id: index % 2 === 0 ? otherDatasetId : datasetId,
        external_id: `r${index}`,
        status: 'pending',
        shuffle: index * 7919,
        inserted_at: at,
        updated_at: at,
      })
      .returning('seq')
      .executeTakeFirstOrThrow();
    if (index % 2 === 1) records.push({ id, seq: Number(row.seq) });
  }
  const suggestionIds = CASES.map(() => randomUUID());
  const recordOf = (index: number) => records[(index * 2) % records.length];
  await db
    .insertInto('suggestions')
    .values(
      CASES.map((item, index) => ({
        id: suggestionIds[index],
        record_id: recordOf(index).id,
        question_id: questionIds[index],
        dataset_id: datasetId,
        value: JSON.stringify(item.value),
        score: item.score === null ? null : JSON.stringify(item.score),
        agent: null,
        type: null,
        inserted_at: at,
        updated_at: at,
      })),
    )
    .execute();

  // Terms metadata listing a term twice (as stored before 004): the duplicate goes, the other terms stay.
  const termRow = (seq: number, term: string | null, num: number | null = null) => ({ record_seq: seq, dataset_id: datasetId, name: 'genre', term, num });
  await db
    .insertInto('record_metadata')
    .values([termRow(records[0].seq, 'news'), termRow(records[0].seq, 'news'), termRow(records[0].seq, 'blog'), termRow(records[1].seq, 'news'), termRow(records[1].seq, null, 3), termRow(records[1].seq, null, 3)])
    .execute();

  await migrateThrough(db, '004-sort-indexes');

  const metadataRows = await db.selectFrom('record_metadata').select(['record_seq', 'term', 'num']).where('name', '=', 'genre').execute();
  const describeRow = (row: { record_seq: number | string; term: string | null; num: number | null }) =>
    `${Number(row.record_seq) === records[0].seq ? 'first' : 'second'}:${row.term ?? Number(row.num)}`;
  expect(metadataRows.map(describeRow).sort()).toEqual(['first:blog', 'first:news', 'second:3', 'second:3', 'second:news']);

  const rows = await db.selectFrom('suggestions').select(['id', 'record_seq', 'score_key', 'value_num', 'value_text']).execute();
  expect(rows).toHaveLength(CASES.length);
  const byId = new Map(rows.map((row: any) => [row.id, row]));
  CASES.forEach((item, index) => {
    const row = byId.get(suggestionIds[index]);
    const stored = {
      record_seq: Number(row.record_seq),
      score_key: row.score_key === null ? null : Number(row.score_key),
      value_num: row.value_num === null ? null : Number(row.value_num),
      value_text: row.value_text,
    };
    const firstScore = Array.isArray(item.score) ? item.score[0] : item.score;
    const numeric = typeof item.value === 'number';
    expect(stored, item.name).toEqual({
      record_seq: recordOf(index).seq,
      score_key: firstScore,
      value_num: numeric ? item.value : null,
      value_text: numeric ? null : firstCharacters(JSON.stringify(item.value), 100),
    });
    // What the server writes for a new suggestion with that value and score.
    expect(suggestionSortKeys(item.value, item.score), item.name).toEqual({
      score_key: stored.score_key,
      value_num: stored.value_num,
      value_text: stored.value_text,
    });
  });
  // The keys that are easy to get wrong, spelled out.
  const keyOf = (name: string) => byId.get(suggestionIds[CASES.findIndex((item) => item.name === name)]);
  expect(Number(keyOf('zero rating').value_num)).toBe(0);
  expect(Number(keyOf('zero rating').score_key)).toBe(0);
  expect(Number(keyOf('span').score_key)).toBe(0);
  expect(keyOf('label').value_text).toBe('"positive"');
  expect(keyOf('exactly 100 characters of JSON').value_text).toBe(JSON.stringify('y'.repeat(98)));
  expect(keyOf('101 characters of JSON').value_text).toBe(`"${'z'.repeat(99)}`);
  expect(keyOf('a character outside the BMP at the 100th place').value_text).toBe(`"${'x'.repeat(98)}😀`);
  expect(keyOf('two-byte characters').value_text).toBe(`"${'é'.repeat(99)}`);
  expect(keyOf('escapes').value_text).toBe('"say \\"hi\\"\\n\\ttwice\\\\"');

  // The indexes sorts walk.
  const expectedIndexes = [
    'records_dataset_inserted_at_idx',
    'records_dataset_updated_at_idx',
    'suggestions_score_key_idx',
    'suggestions_value_num_idx',
    'suggestions_value_text_idx',
  ];
  const indexes = isPostgres(db)
    ? (await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`.execute(db)).rows
    : (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index'`.execute(db)).rows;
  expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(expectedIndexes));
}

describe('migration 004 (sort keys)', () => {
  it('fills in the keys of suggestions stored before it, as the server writes them, on SQLite', async () => {
    await backfillsExistingSuggestions(openSqlite);
  });

  it.skipIf(!POSTGRES_URL)('fills in the keys of suggestions stored before it, as the server writes them, on PostgreSQL', async () => {
    await backfillsExistingSuggestions(() => openPostgres(POSTGRES_URL!));
  });

  it('gives sort keys for values and scores the migration never sees: no score, an empty list, no number', () => {
    expect(suggestionSortKeys('a', undefined)).toEqual({ score_key: null, value_num: null, value_text: '"a"' });
    expect(suggestionSortKeys(['a'], [])).toEqual({ score_key: null, value_num: null, value_text: '["a"]' });
    expect(suggestionSortKeys(5, [0.5])).toEqual({ score_key: 0.5, value_num: 5, value_text: null });
  });
});
