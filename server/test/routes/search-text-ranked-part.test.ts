import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKED_MATCHES_MAX } from '../../src/features/search/text-ranking.js';
import { type RecordsDataset, createRecords, makeRecordsDataset, range, searchIds } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * The order of a text search with more matches than are ranked (RANKED_MATCHES_MAX), the same on both
 * engines and whichever way the page is read: the first RANKED_MATCHES_MAX matches in the order written,
 * by relevance (ties in the order written), then the other matches in the order written.
 *
 * Record k holds the word 1 + k % 4 times, and every record past the ranked part holds it 5 times, so
 * that a ranking of every match would put those first.
 */
const AFTER = 2_000;
const RECORDS = RANKED_MATCHES_MAX + AFTER;
const BATCH = 500;
const WORD = 'common';
const SEARCH = { query: { text: { q: WORD } } };

let server: TestServer;
let dataset: RecordsDataset;

const externalId = (k: number) => `k${k}`;
const repeats = (k: number) => (k < RANKED_MATCHES_MAX ? 1 + (k % 4) : 5);

/** The expected order of every match, as external ids. */
function expectedOrder(keep: (k: number) => boolean = () => true): string[] {
  const ranked = Array.from({ length: RANKED_MATCHES_MAX }, (_, k) => k)
    .filter(keep)
    .sort((a, b) => repeats(b) - repeats(a) || a - b);
  const rest = Array.from({ length: AFTER }, (_, i) => RANKED_MATCHES_MAX + i).filter(keep);
  return [...ranked, ...rest].map(externalId);
}

const page = (body: unknown, offset: number, limit: number) => searchIds(server.owner, dataset, body, { admin: true, query: `offset=${offset}&limit=${limit}` });

beforeAll(async () => {
  server = await startTestServer();
  const { workspace } = await server.factory.cast();
  dataset = await makeRecordsDataset(server, { workspace });
  for (let start = 0; start < RECORDS; start += BATCH) {
    const items = Array.from({ length: Math.min(BATCH, RECORDS - start) }, (_, offset) => {
      const k = start + offset;
      return { external_id: externalId(k), fields: { text: `${`${WORD} `.repeat(repeats(k))}filler words here` }, metadata: { words: k % 1000 } };
    });
    await createRecords(server, dataset, items);
  }
}, 240_000);
afterAll(() => server.close());

describe(`a text search matching more than ${RANKED_MATCHES_MAX.toLocaleString('en-US')} records`, () => {
  it('ranks the first page from the ranked part only, best first', async () => {
    const first = await page(SEARCH, 0, 50);
    expect(first.total).toBe(RECORDS);
    expect(first.ids).toEqual(expectedOrder().slice(0, 50));
    for (let i = 1; i < first.scores.length; i += 1) expect(first.scores[i]!).toBeLessThanOrEqual(first.scores[i - 1]!);
  });

  it('follows the ranked part with the other matches in the order written', async () => {
    const across = await page(SEARCH, RANKED_MATCHES_MAX - 5, 10);
    expect(across.total).toBe(RECORDS);
    expect(across.ids).toEqual(expectedOrder().slice(RANKED_MATCHES_MAX - 5, RANKED_MATCHES_MAX + 5));
    expect(across.ids.slice(5)).toEqual([0, 1, 2, 3, 4].map((i) => externalId(RANKED_MATCHES_MAX + i)));
    // They keep their own relevance, higher than any in the ranked part: the order alone puts them after.
    expect(Math.min(...across.scores.slice(5).map(Number))).toBeGreaterThan(Math.max(...across.scores.slice(0, 5).map(Number)));
  });

  it('keeps that order when a filter keeps most matches (the best matches checked against it)', async () => {
    const body = { ...SEARCH, ...range({ entity: 'metadata', metadata_property: dataset.properties.words.name }, { ge: 1 }) };
    const expected = expectedOrder((k) => k % 1000 >= 1);
    const first = await page(body, 0, 50);
    expect(first.ids).toEqual(expected.slice(0, 50));
    expect(first.total).toBe(expected.length);
  });

  it('keeps that order when a filter keeps few matches (the filter joined to the ranking)', async () => {
    // Twenty in the ranked part, two past it: fewer than a page among the best 10,000 matches read first.
    const body = { ...SEARCH, ...range({ entity: 'metadata', metadata_property: dataset.properties.words.name }, { ge: 999, le: 999 }) };
    const expected = expectedOrder((k) => k % 1000 === 999);
    expect(expected).toHaveLength(22);
    const all = await page(body, 0, 50);
    expect(all.ids).toEqual(expected);
    expect(all.total).toBe(22);
    const last = await page(body, 20, 50);
    expect(last.ids).toEqual([externalId(RANKED_MATCHES_MAX + 999), externalId(RANKED_MATCHES_MAX + 1_999)]);
  });
});
