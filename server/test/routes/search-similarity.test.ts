import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectRule } from '../helpers/expectations.js';
import type { MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  type SearchOptions,
  createRecords,
  expectInvalidUnder,
  makeRecordsDataset,
  recordPath,
  search,
  searchIds,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let workspace: { id: string; name: string };
let annotator: MadeUser;
let dataset: RecordsDataset;
let byName: Record<string, any>;

const ADMIN: SearchOptions = { admin: true };
/** Cosine similarity of each `emb` with [1, 0, 0]: a 1, b 0.99, c 0.71, d 0, e -1; f has no `emb`. */
const ROWS: [string, number[] | null, string, string][] = [
  ['a', [1, 0, 0], 'news', 'alpha cat'],
  ['b', [0.9, 0.1, 0], 'blog', 'beta cat'],
  ['c', [0.5, 0.5, 0], 'news', 'gamma dog'],
  ['d', [0, 1, 0], 'blog', 'delta cat'],
  ['e', [-1, 0, 0], 'news', 'epsilon dog'],
  ['f', null, 'news', 'zeta cat'],
];
const cosine = (v: number[]) => v[0] / Math.hypot(...v);

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, annotator } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace });
  const records = await createRecords(
    server,
    dataset,
    ROWS.map(([name, emb, genre, text]) => ({
      external_id: name,
      fields: { text },
      metadata: { genre },
      vectors: emb ? { emb, small: [1, 1] } : { small: [1, 0] },
    })),
  );
  byName = Object.fromEntries(records.map((record) => [record.external_id, record]));
});
afterAll(() => server.close());

const byValue = (value: number[], order?: string, extra: Record<string, unknown> = {}) => ({
  query: { vector: { name: 'emb', value, ...(order ? { order } : {}) } },
  ...extra,
});
const byRecord = (name: string, order?: string) => ({ query: { vector: { name: 'emb', record_id: byName[name].id, ...(order ? { order } : {}) } } });

describe('similarity search', () => {
  it('orders by most similar first, scoring (1 + cos) / 2 in descending order', async () => {
    for (const options of [ADMIN, {}]) {
      const { ids, total, scores } = await searchIds(server.owner, dataset, byValue([1, 0, 0]), options);
      expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(total).toBe(5);
      const expected = ROWS.slice(0, 5).map(([, emb]) => (1 + cosine(emb!)) / 2);
      scores.forEach((score, index) => expect(score).toBeCloseTo(expected[index], 4));
    }
  });

  it('orders by least similar first when asked, scores still in [0, 1] and descending', async () => {
    const { ids, scores } = await searchIds(server.owner, dataset, byValue([1, 0, 0], 'least_similar'), ADMIN);
    expect(ids).toEqual(['e', 'd', 'c', 'b', 'a']);
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    expect([...scores].sort((x, y) => y! - x!)).toEqual(scores);
    expect(scores[0]).toBeCloseTo(1, 4);
  });

  it('includes the vectors asked for in the hits', async () => {
    const response = await search(server.owner, dataset, byValue([1, 0, 0]), { admin: true, query: 'limit=1&include=vectors:emb' });
    expect(response.body.items[0].record.vectors).toEqual({ emb: [1, 0, 0] });
  });

  it("searches by a record's vector, leaving that record out", async () => {
    expect((await searchIds(server.owner, dataset, byRecord('a'), ADMIN)).ids).toEqual(['b', 'c', 'd', 'e']);
    expect((await searchIds(annotator.api, dataset, byRecord('e'), {})).ids).toEqual(['d', 'c', 'b', 'a']);
    expect((await searchIds(server.owner, dataset, byRecord('a', 'least_similar'), ADMIN)).ids).toEqual(['e', 'd', 'c', 'b']);
  });

  it('takes limit + offset hits and answers those after the offset; total is the number of hits', async () => {
    const page = (query: string, options: SearchOptions = ADMIN) =>
      searchIds(server.owner, dataset, byValue([1, 0, 0]), { ...options, query });
    for (const options of [ADMIN, {}]) {
      expect(await page('limit=2', options)).toMatchObject({ ids: ['a', 'b'], total: 2 });
      expect(await page('offset=2&limit=2', options)).toMatchObject({ ids: ['c', 'd'], total: 4 });
      expect(await page('offset=3&limit=5', options)).toMatchObject({ ids: ['d', 'e'], total: 5 });
      expect(await page('offset=5&limit=2', options)).toMatchObject({ ids: [], total: 5 });
    }
  });

  it('pages through every hit once, ending on an empty page, as the SDK iterates', async () => {
    const seen: string[] = [];
    // Bounded, so that a server answering the same hits at every offset fails here instead of looping.
    for (let offset = 0; offset < 20; offset += 2) {
      const { ids } = await searchIds(annotator.api, dataset, byValue([0.1, 1, 0]), { query: `offset=${offset}&limit=2` });
      if (ids.length === 0) break;
      seen.push(...ids);
    }
    expect(seen).toEqual(['d', 'c', 'b', 'a', 'e']);
  });

  it('takes at most 1000 hits: past them the page is empty and the total 0', async () => {
    const target = await makeRecordsDataset(server, { workspace });
    // 1,003 records in three calls, the nearest first: record i's vector turns away from [1, 0, 0] as i grows.
    for (let start = 0; start < 1003; start += 500) {
      const items = Array.from({ length: Math.min(500, 1003 - start) }, (_, index) => {
        const i = start + index;
        return { external_id: `v${i}`, fields: { text: `v${i}` }, vectors: { emb: [1, i / 1000, 0] } };
      });
      await createRecords(server, target, items);
    }
    const page = (query: string) => searchIds(server.owner, target, byValue([1, 0, 0]), { admin: true, query });
    expect(await page('offset=997&limit=5')).toMatchObject({ ids: ['v997', 'v998', 'v999'], total: 1000 });
    expect(await page('offset=1000&limit=5')).toMatchObject({ ids: [], total: 0 });
    expect(await page('offset=5000&limit=1000')).toMatchObject({ ids: [], total: 0 });
    expect((await page('offset=0&limit=1000')).ids).toHaveLength(1000);
  });

  it('applies filters and text as pre-filters, and ignores sort', async () => {
    const news = { filters: { and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'genre' }, values: ['news'] }] } };
    expect((await searchIds(server.owner, dataset, byValue([1, 0, 0], undefined, news), ADMIN)).ids).toEqual(['a', 'c', 'e']);
    const cats = byValue([0, 1, 0], undefined, {});
    (cats.query as any).text = { q: 'cat' };
    expect((await searchIds(server.owner, dataset, cats, ADMIN)).ids).toEqual(['d', 'b', 'a']);
    (cats as any).filters = news.filters;
    expect((await searchIds(server.owner, dataset, cats, { admin: true, query: 'limit=1' })).ids).toEqual(['a']);
    const sorted = byValue([1, 0, 0], undefined, { sort: [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'desc' }] });
    expect((await searchIds(annotator.api, dataset, sorted, {})).ids).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('refuses an unknown vector, a foreign record, and a vector of the wrong length', async () => {
    const unknown = { query: { vector: { name: 'nope', value: [1, 0, 0] } } };
    expectRule(await search(server.owner, dataset, unknown, ADMIN), `Vector \`nope\` not found in dataset \`${dataset.id}\`.`);
    expectRule(
      await search(server.owner, dataset, { query: { vector: { name: 'emb', record_id: MISSING_ID } } }, ADMIN),
      `Record with id \`${MISSING_ID}\` not found in dataset \`${dataset.id}\`.`,
    );
    const wrong = await search(server.owner, dataset, byValue([1, 0]), ADMIN);
    expect(wrong.status).toBe(422);
  });

  it('answers the missing_vector body when the reference record has no such vector', async () => {
    for (const options of [ADMIN, {}]) {
      const response = await search(server.owner, dataset, byRecord('f'), options);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        code: 'missing_vector',
        message: `Record \`${byName.f.id}\` does not have a vector for vector settings \`emb\``,
      });
    }
  });

  it('needs exactly one of record_id and value', async () => {
    const both = { query: { vector: { name: 'emb', value: [1, 0, 0], record_id: byName.a.id } } };
    const neither = { query: { vector: { name: 'emb', value: null, record_id: null } } };
    expectInvalidUnder(await search(server.owner, dataset, both, ADMIN), ['body', 'query', 'vector']);
    expectInvalidUnder(await search(server.owner, dataset, neither, ADMIN), ['body', 'query', 'vector']);
    expectInvalidUnder(await search(server.owner, dataset, byValue([1, 0, 0], 'closest'), ADMIN), ['body', 'query', 'vector', 'order']);
  });

  it('sees vector updates and deletions at once', async () => {
    const target = await makeRecordsDataset(server, { workspace });
    const records = await createRecords(
      server,
      target,
      [['p', [1, 0, 0]], ['q', [0, 1, 0]], ['r', [0, 0, 1]]].map(([name, emb]) => ({ external_id: name, fields: { text: name }, vectors: { emb } })),
    );
    const ids = async () => (await searchIds(server.owner, target, byValue([0, 0, 1]), ADMIN)).ids;
    const before = await ids();
    expect(before[0]).toBe('r');
    expect(before.slice(1).sort()).toEqual(['p', 'q']);
    await server.owner.patch(recordPath(records[0]), { vectors: { emb: [0, 0.1, 1] } });
    expect(await ids()).toEqual(['r', 'p', 'q']);
    await server.owner.delete(recordPath(records[2]));
    expect(await ids()).toEqual(['p', 'q']);
  });
});

describe('vectors near the largest numbers', () => {
  it('score and order like their scaled-down copies, with no null scores', async () => {
    const target = await makeRecordsDataset(server, { workspace });
    const huge = 1e308;
    await createRecords(server, target, [
      { external_id: 'same', fields: { text: 'x' }, vectors: { emb: [huge, 0, 0] } },
      { external_id: 'close', fields: { text: 'x' }, vectors: { emb: [huge, huge / 10, 0] } },
      { external_id: 'apart', fields: { text: 'x' }, vectors: { emb: [-huge, huge, huge] } },
    ]);
    const found = await searchIds(server.owner, target, { query: { vector: { name: 'emb', value: [huge, 0, 0] } } }, ADMIN);
    expect(found.ids).toEqual(['same', 'close', 'apart']);
    expect(found.scores.every((score) => typeof score === 'number' && score >= 0 && score <= 1)).toBe(true);
    expect(found.scores[0]).toBeCloseTo(1, 10);
  });
});
