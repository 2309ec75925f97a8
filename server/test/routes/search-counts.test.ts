import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../helpers/factories.js';
import { type RecordsDataset, createRecords, makeRecordsDataset, searchIds } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * The totals of searches counted from the metadata index alone or together with the text index, checked
 * against the records themselves: a record holding several of the filtered terms counts once, and
 * records the text or another filter drops are not counted.
 */
let server: TestServer;
let annotator: MadeUser;
let dataset: RecordsDataset;

const GENRES = ['news', 'blog', 'forum'];
const records = Array.from({ length: 90 }, (_, i) => ({
  external_id: `count-${i}`,
  fields: { text: i % 3 === 0 ? `apple pie number ${i}` : `banana bread number ${i}` },
  metadata: {
    // Every fifth record holds two genres; a few hold none.
    ...(i % 11 === 0 ? {} : { genre: i % 5 === 0 ? [GENRES[i % 3], GENRES[(i + 1) % 3]] : GENRES[i % 3] }),
    ...(i % 13 === 0 ? {} : { words: i * 10 }),
  },
}));
const genresOf = (record: (typeof records)[number]) => {
  const genre = (record.metadata as { genre?: string | string[] }).genre;
  return genre === undefined ? [] : Array.isArray(genre) ? genre : [genre];
};
const wordsOf = (record: (typeof records)[number]) => (record.metadata as { words?: number }).words;

beforeAll(async () => {
  server = await startTestServer();
  const cast = await server.factory.cast();
  annotator = cast.annotator;
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  await createRecords(server, dataset, records);
});
afterAll(() => server.close());

const genreFilter = (values: string[]) => ({ type: 'terms', scope: { entity: 'metadata', metadata_property: 'genre' }, values });
const wordsFilter = (ge: number, le: number) => ({ type: 'range', scope: { entity: 'metadata', metadata_property: 'words' }, ge, le });

describe('search totals', () => {
  it('count a record holding two of the filtered terms once', async () => {
    const expected = records.filter((record) => genresOf(record).some((genre) => ['news', 'blog'].includes(genre))).length;
    for (const [as, admin] of [[server.owner, true], [annotator.api, false]] as const) {
      const result = await searchIds(as, dataset, { filters: { and: [genreFilter(['news', 'blog'])] } }, { admin, query: 'limit=5' });
      expect(result.total).toBe(expected);
    }
  });

  it('count a number range from its values', async () => {
    const expected = records.filter((record) => (wordsOf(record) ?? -1) >= 150 && (wordsOf(record) ?? -1) <= 620).length;
    const result = await searchIds(server.owner, dataset, { filters: { and: [wordsFilter(150, 620)] } }, { admin: true, query: 'limit=5' });
    expect(result.total).toBe(expected);
  });

  // "apple" matches 30 records, more than a fifth of those the genres keep: counted from the text's side;
  // "apple 30" matches one, counted from the genre's index (kept-count-side.ts).
  it('count only the text matches a metadata filter keeps, from either side', async () => {
    const cases = [
      { filter: genreFilter(['news', 'forum']), keeps: (record: (typeof records)[number]) => genresOf(record).some((g) => ['news', 'forum'].includes(g)) },
      { filter: wordsFilter(100, 700), keeps: (record: (typeof records)[number]) => (wordsOf(record) ?? -1) >= 100 && (wordsOf(record) ?? -1) <= 700 },
    ];
    for (const q of ['apple', 'apple 30']) {
      const matches = records.filter((record) => q.split(' ').every((word) => record.fields.text.split(' ').includes(word)));
      for (const { filter, keeps } of cases) {
        const body = { query: { text: { q } }, filters: { and: [filter] } };
        const result = await searchIds(server.owner, dataset, body, { admin: true, query: 'limit=100' });
        const expected = matches.filter(keeps).map((record) => record.external_id).sort();
        expect(expected.length).toBeGreaterThan(0);
        expect(result.total).toBe(expected.length);
        expect([...result.ids].sort()).toEqual(expected);
      }
    }
  });

  it('count the text matches that two metadata filters keep', async () => {
    const body = { query: { text: { q: 'banana' } }, filters: { and: [genreFilter(['blog']), wordsFilter(0, 500)] } };
    const expected = records
      .filter((record) => record.fields.text.startsWith('banana') && genresOf(record).includes('blog') && (wordsOf(record) ?? -1) >= 0 && (wordsOf(record) ?? -1) <= 500)
      .map((record) => record.external_id)
      .sort();
    for (const [as, admin] of [[server.owner, true], [annotator.api, false]] as const) {
      const result = await searchIds(as, dataset, body, { admin, query: 'limit=100' });
      expect(result.total).toBe(expected.length);
      expect([...result.ids].sort()).toEqual(expected);
    }
  });

  it('count a metadata filter beside another filter from the records', async () => {
    const body = { filters: { and: [genreFilter(['blog']), { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] }] } };
    const result = await searchIds(annotator.api, dataset, body, { query: 'limit=5' });
    expect(result.total).toBe(records.filter((record) => genresOf(record).includes('blog')).length);
  });
});
