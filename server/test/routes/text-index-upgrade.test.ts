import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FTS5_TOKENIZER, holdsMetadataTerms, tableOf, textTableDefinitionOf } from '../../src/features/search/dialect-sqlite.js';
import { upgradeTextIndexes } from '../../src/features/search/text-index-upgrade.js';
import { up as addTermsToPostgresRows } from '../../src/db/migrations/014-terms-in-text-index.js';
import { TEST_ENGINE } from '../helpers/database.js';
import { type RecordsDataset, createRecords, makeRecordsDataset, searchIds } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * A database written before the text indexes held terms metadata as words: on SQLite each dataset's table is
 * built again in the new layout at start (upgradeTextIndexes, called by main.ts before the server listens); on
 * PostgreSQL migration 014 adds the words to the rows of all fields, computed in SQL as the server computes them.
 * Searches then answer as before, now narrowed by terms inside the index.
 */
let server: TestServer;
let dataset: RecordsDataset;
let draft: RecordsDataset;
const TEXTS = ['apple pear', 'apple kiwi', 'pear plum', 'apple apple plum', 'kiwi'];
const GENRES = ['news', 'blog', 'news', 'forum', 'news'];

/** The table as the layout before the terms column made it: one column per field, filled with the records' text. */
async function writeTableOfTheFormerLayout(target: { id: string }, rows: { seq: number; text: string }[]) {
  const table = tableOf(target.id);
  await sql.raw(`DROP TABLE ${table}`).execute(server.db);
  await sql.raw(`CREATE VIRTUAL TABLE ${table} USING fts5(c0, c1, content='', contentless_delete=1, tokenize='${FTS5_TOKENIZER}')`).execute(server.db);
  for (const row of rows) await sql`INSERT INTO ${sql.table(table)} (rowid, c0, c1) VALUES (${row.seq}, ${row.text}, '')`.execute(server.db);
}



const admin = { admin: true, query: 'limit=100' };
const narrowed = (q: string, values: string[]) => ({ query: { text: { q } }, filters: { and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'genre' }, values }] } });

describe.runIf(TEST_ENGINE === 'sqlite')('text indexes of the former layout, at start', () => {
  beforeAll(async () => {
    server = await startTestServer();
    const { workspace } = await server.factory.cast();
    dataset = await makeRecordsDataset(server, { workspace });
    draft = await makeRecordsDataset(server, { workspace, draft: true });
    await createRecords(server, dataset, TEXTS.map((text, index) => ({ external_id: `r${index}`, fields: { text }, metadata: { genre: GENRES[index] } })));
    const seqs = await sql<{ seq: number; external_id: string }>`SELECT seq, external_id FROM records WHERE dataset_id = ${dataset.id} ORDER BY seq`.execute(server.db);
    await writeTableOfTheFormerLayout(dataset, seqs.rows.map((row) => ({ seq: Number(row.seq), text: TEXTS[Number(row.external_id.slice(1))] })));
  });
  afterAll(() => server?.close());

  it('are built again with the terms column, and searches find what the records hold', async () => {
    expect(holdsMetadataTerms((await textTableDefinitionOf(server.db, dataset.id))!)).toBe(false);
    const messages: string[] = [];
    expect(await upgradeTextIndexes(server.db, (message) => messages.push(message))).toEqual([dataset.id]);
    expect(messages).toEqual([expect.stringContaining(`${TEXTS.length} records`)]);
    expect(holdsMetadataTerms((await textTableDefinitionOf(server.db, dataset.id))!)).toBe(true);
    expect((await searchIds(server.owner, dataset, { query: { text: { q: 'apple' } } }, admin)).ids.sort()).toEqual(['r0', 'r1', 'r3']);
    expect((await searchIds(server.owner, dataset, narrowed('apple', ['news']), admin)).ids).toEqual(['r0']);
    expect((await searchIds(server.owner, dataset, narrowed('apple | kiwi', ['news', 'forum']), admin)).ids.sort()).toEqual(['r0', 'r3', 'r4']);
  });

  it('are left alone once built, and a draft has none to build', async () => {
    expect(await textTableDefinitionOf(server.db, draft.id)).toBeNull();
    expect(await upgradeTextIndexes(server.db)).toEqual([]);
  });
});

describe.runIf(TEST_ENGINE === 'postgres')('rows of all fields written before migration 014', () => {
  let server: TestServer;
  let dataset: RecordsDataset;
  const SECRETS: unknown[] = ['café', 7, ['x', 'café'], 'x', 2.5];

  beforeAll(async () => {
    server = await startTestServer();
    const { workspace } = await server.factory.cast();
    dataset = await makeRecordsDataset(server, { workspace });
    const items = TEXTS.map((text, index) => ({ external_id: `r${index}`, fields: { text }, metadata: { genre: GENRES[index], secret: SECRETS[index] } }));
    await createRecords(server, dataset, items);
    // As the rows were before: the text's words only.
    await sql`UPDATE record_texts SET tsv = ts_delete(tsv, ARRAY(SELECT lexeme FROM unnest(tsv) WHERE lexeme LIKE '#%')) WHERE dataset_id = ${dataset.id}`.execute(server.db);
  });
  afterAll(() => server?.close());

  const secretsOf = (q: string, values: string[]) => ({ ...narrowed(q, []), filters: { and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'secret' }, values }] } });

  it('gain the words of the terms the records hold, the same the server writes', async () => {
    expect((await searchIds(server.owner, dataset, narrowed('apple', ['news']), admin)).ids).toEqual([]);
    await addTermsToPostgresRows(server.db);
    expect((await searchIds(server.owner, dataset, narrowed('apple', ['news']), admin)).ids).toEqual(['r0']);
    expect((await searchIds(server.owner, dataset, narrowed('apple | kiwi', ['news', 'forum']), admin)).ids.sort()).toEqual(['r0', 'r3', 'r4']);
    expect((await searchIds(server.owner, dataset, secretsOf('apple | kiwi | pear', ['café']), admin)).ids.sort()).toEqual(['r0', 'r2']);
    expect((await searchIds(server.owner, dataset, secretsOf('apple | kiwi | pear', ['7', '2.5']), admin)).ids.sort()).toEqual(['r1', 'r4']);
    expect((await searchIds(server.owner, dataset, { query: { text: { q: 'apple' } } }, admin)).ids.sort()).toEqual(['r0', 'r1', 'r3']);
  });
});
