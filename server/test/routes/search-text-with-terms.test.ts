import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect.js';
import { planFilters } from '../../src/features/search/plan.js';
import { searchDialectOf } from '../../src/features/search/dialect.js';
import { loadDatasetSchema } from '../../src/features/records/dataset-schema.js';
import { termToken } from '../../src/features/search/metadata-term-tokens.js';
import type { MadeUser } from '../helpers/factories.js';
import { type RecordsDataset, bulkPath, createRecords, makeRecordsDataset, recordPath, search, searchIds } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * A text search narrowed by terms metadata filters. On SQLite the text index holds each record's terms as
 * words and matches both at once (dialect-sqlite.ts); whatever the engine, the answer must be the text
 * search's own matches, in its order and with its scores, that the filters keep, however the records'
 * metadata and the dataset's properties have changed since they were written. The text search alone (never
 * narrowed inside the index) is the reference; the records' metadata is modelled here.
 */
let server: TestServer;
let annotator: MadeUser;
let dataset: RecordsDataset;
const metadataOf = new Map<string, Record<string, unknown>>();

const WORDS = ['apple', 'pear', 'kiwi', 'plum'];
const GENRES = ['news', 'blog', 'forum'];
const QUERIES = ['apple', 'pear kiwi', 'apple -plum', 'ki*', '"apple pear"', 'plum | pear'];
const scope = (name: string) => ({ entity: 'metadata', metadata_property: name });
const termsOf = (value: unknown): string[] => (value == null ? [] : (Array.isArray(value) ? value : [value]).map(String));

function textOf(index: number): string {
  return Array.from({ length: 3 + (index % 4) }, (_, word) => WORDS[(index * 7 + word * 3) % WORDS.length]).join(' ');
}

function genreOf(index: number): unknown {
  if (index % 5 === 4) return [GENRES[index % 3], GENRES[(index + 1) % 3]];
  return index % 7 === 6 ? undefined : GENRES[index % 3];
}

beforeAll(async () => {
  server = await startTestServer();
  let workspace: { id: string };
  ({ workspace, annotator } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace, allowExtraMetadata: true });
  const items = Array.from({ length: 40 }, (_, index) => {
    const metadata: Record<string, unknown> = { topic: index % 2 === 0 ? 'even' : 'odd', secret: `s${index % 2}` };
    if (genreOf(index) !== undefined) metadata.genre = genreOf(index);
    metadataOf.set(`r${index}`, metadata);
    return { external_id: `r${index}`, fields: { text: textOf(index), context: index % 3 === 0 ? 'kiwi' : 'nothing' }, metadata };
  });
  await createRecords(server, dataset, items);
});
afterAll(() => server.close());

const admin = { admin: true, query: 'limit=100' };

/** Every query narrowed by each filter set answers the text search's own matches that the model's metadata keeps. */
async function expectTheTextsMatchesKept(filterSets: { name: string; values: string[] }[][], field?: string) {
  for (const q of QUERIES) {
    const text = field ? { q, field } : { q };
    const alone = await searchIds(server.owner, dataset, { query: { text } }, admin);
    for (const filters of filterSets) {
      const kept = alone.ids.flatMap((id, position) => {
        const metadata = metadataOf.get(id) ?? {};
        return filters.every((filter) => termsOf(metadata[filter.name]).some((term) => filter.values.includes(term))) ? [{ id, score: alone.scores[position] }] : [];
      });
      const body = { query: { text }, filters: { and: filters.map((filter) => ({ type: 'terms', scope: scope(filter.name), values: filter.values })) } };
      const narrowed = await searchIds(server.owner, dataset, body, admin);
      const what = `${q} ${JSON.stringify(filters)}`;
      expect(narrowed.ids, what).toEqual(kept.map((hit) => hit.id));
      expect(narrowed.total, what).toBe(kept.length);
      narrowed.scores.forEach((score, position) => expect(score, what).toBeCloseTo(kept[position].score!, 9));
    }
  }
}

const GENRE_FILTERS = [[{ name: 'genre', values: ['news'] }], [{ name: 'genre', values: ['blog', 'forum'] }], [{ name: 'genre', values: ['none'] }]];

/** The model follows a record's metadata as replaced. */
function rewriteMetadata(externalId: string, metadata: Record<string, unknown> | null) {
  metadataOf.set(externalId, metadata ?? {});
}

async function idOf(externalId: string): Promise<string> {
  const response = await search(server.owner, dataset, { filters: { and: [{ type: 'terms', scope: { entity: 'record', property: 'external_id' }, values: [externalId] }] } }, { admin: true });
  return response.body.items[0].record.id;
}

describe('a text search narrowed by terms metadata', () => {
  it('keeps the text search own matches, order and scores that the filters keep', async () => {
    await expectTheTextsMatchesKept([...GENRE_FILTERS, [{ name: 'secret', values: ['s1'] }]]);
    await expectTheTextsMatchesKept(GENRE_FILTERS, 'context');
  });

  it('follows a record whose metadata is replaced on its own, in a bulk upsert with or without its fields, or emptied', async () => {
    const first = await idOf('r0');
    expect((await server.owner.patch(recordPath({ id: first }), { metadata: { genre: 'forum', topic: 'odd' } })).status).toBe(200);
    rewriteMetadata('r0', { genre: 'forum', topic: 'odd' });
    const items = [
      { id: await idOf('r1'), metadata: { genre: ['news', 'forum'] } },
      { id: await idOf('r2'), fields: { text: 'apple apple plum' }, metadata: { genre: 'blog' } },
      { id: await idOf('r3'), fields: { text: 'kiwi pear apple' } },
      { id: await idOf('r4'), metadata: null },
    ];
    const upserted = await server.owner.put(bulkPath(dataset), { items });
    expect(upserted.status, JSON.stringify(upserted.body)).toBe(200);
    rewriteMetadata('r1', { genre: ['news', 'forum'] });
    rewriteMetadata('r2', { genre: 'blog' });
    rewriteMetadata('r4', null);
    await expectTheTextsMatchesKept(GENRE_FILTERS);
  });

  it('narrows by a terms property created after the records carry it, and by two filters at once', async () => {
    const created = await server.owner.post(`/api/v1/datasets/${dataset.id}/metadata-properties`, { name: 'topic', title: 'Topic', settings: { type: 'terms' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await expectTheTextsMatchesKept([[{ name: 'topic', values: ['even'] }], [{ name: 'genre', values: ['news', 'blog'] }, { name: 'topic', values: ['odd'] }]]);
  });

  it('narrows by a property deleted and created again from the values the records still hold', async () => {
    expect((await server.owner.delete(`/api/v1/metadata-properties/${dataset.properties.genre.id}`)).status).toBe(200);
    const again = await server.owner.post(`/api/v1/datasets/${dataset.id}/metadata-properties`, { name: 'genre', title: 'Genre', settings: { type: 'terms' } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    await expectTheTextsMatchesKept(GENRE_FILTERS);
  });

  it('never matches the words that stand for terms, and hides a property from an annotator as before', async () => {
    const word = termToken(dataset.properties.secret.id, 's0');
    expect((await searchIds(server.owner, dataset, { query: { text: { q: word } } }, admin)).total).toBe(0);
    expect((await searchIds(server.owner, dataset, { query: { text: { q: `${word.slice(0, 8)}*` } } }, admin)).total).toBe(0);
    const hidden = { query: { text: { q: 'apple' } }, filters: { and: [{ type: 'terms', scope: scope('secret'), values: ['s0'] }] } };
    const refused = await search(annotator.api, dataset, hidden);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Metadata property with name `secret` not found');
    expect((await searchIds(server.owner, dataset, hidden, admin)).total).toBeGreaterThan(0);
  });

  it('answers the largest narrowing the API accepts: 50 terms filters of 250 values beside a long text query', async () => {
    const values = [...GENRES, ...Array.from({ length: 250 - GENRES.length }, (_, i) => `other "value" ${i} OR NOT *`)];
    const q = Array.from({ length: 400 }, (_, i) => (i % 2 === 0 ? 'apple' : `"pear kiwi" | plum* -x${i}`)).join(' ');
    const body = { query: { text: { q } }, filters: { and: Array.from({ length: 50 }, () => ({ type: 'terms', scope: scope('genre'), values })) } };
    const response = await search(server.owner, dataset, body, { admin: true });
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
    const alone = await searchIds(server.owner, dataset, { query: { text: { q } } }, admin);
    expect(alone.total).toBeGreaterThan(0);
    expect(response.body.total).toBe(alone.ids.filter((id) => termsOf(metadataOf.get(id)?.genre).length > 0).length);
  });

  it('is matched inside the text index, but for a field search on PostgreSQL (only its row of all fields holds the terms)', async () => {
    const schema = await loadDatasetSchema(server.db, dataset.id);
    const view = { datasetId: dataset.id, published: true, schema, dialect: searchDialectOf(server.db), userId: null, visibleMetadata: null };
    const narrowedBy = (text: Record<string, string>) => ({ query: { text }, filters: { and: [{ type: 'terms', scope: scope('genre'), values: ['news'] }] } });
    // The dataset's condition and the text's: the filter is matched by the text index itself.
    expect(planFilters(view, narrowedBy({ q: 'apple' }) as never).conditions.length).toBe(2);
    expect(planFilters(view, narrowedBy({ q: 'apple', field: 'context' }) as never).conditions.length).toBe(isPostgres(server.db) ? 3 : 2);
    // A query of excluded words only is a condition of its own, with the filter beside it.
    expect(planFilters(view, narrowedBy({ q: '-apple' }) as never).conditions.length).toBe(3);
  });
});
