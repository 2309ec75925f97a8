import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/client.js';
import type { MadeUser } from '../helpers/factories.js';
import { unique } from '../helpers/factories.js';
import {
  type RecordsDataset,
  type SearchOptions,
  answer,
  createRecords,
  makeRecordsDataset,
  searchIds,
  submitted,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';
import { seededRandom } from '../helpers/random.js';

/**
 * Rankings read with filters beside them: text whose best matches are checked against the filters (read
 * ten times further while too few pass), and similarity whose nearest records are checked against the
 * filters (widening, then falling back to every kept record). Each result must be what the unfiltered
 * ranking, filtered in the test, gives.
 */

let server: TestServer;
let workspace: { id: string; name: string };
let annotator: MadeUser;
let otherAnnotator: MadeUser;

const ADMIN: SearchOptions = { admin: true };
const PENDING = { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] };
const RECORD_PENDING = { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] };
/** The annotation page's queue: no response of the caller yet, and the record not completed. */
const QUEUE = [PENDING, RECORD_PENDING];
const filtered = (filters: unknown[], extra: Record<string, unknown> = {}) => ({ ...extra, filters: { and: filters } });

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, annotator } = await server.factory.cast());
  otherAnnotator = await server.factory.user('annotator', { workspaces: [workspace] });
});
afterAll(() => server.close());

/** A search's ids and scores from `offset`, `limit` of them, and its total. */
const pageOf = (as: ApiClient, dataset: { id: string }, body: unknown, offset: number, limit: number, options: SearchOptions = {}) =>
  searchIds(as, dataset, body, { ...options, query: `offset=${offset}&limit=${limit}` });

describe('text search with filters', () => {
  const WORD = 'apple';
  const HIGH = 1_494;
  const LOW = 6;
  const NONE = 20;
  let dataset: RecordsDataset;
  let ids: Record<string, string>;
  const creationIndex = new Map<string, number>();
  /** The admin's unfiltered text ranking: every match, best first, with its score. */
  let ranking: { name: string; score: number }[];
  const text = { query: { text: { q: WORD } } };
  const lowNames = Array.from({ length: LOW }, (_, k) => `low-${k}`);

  beforeAll(async () => {
    dataset = await makeRecordsDataset(server, { workspace });
    const filler = Array.from({ length: 150 }, (_, k) => `filler${k % 37}`).join(' ');
    const items: Record<string, unknown>[] = [];
    for (let i = 0; i < HIGH; i += 1) {
      // Short texts with the word repeated: they make up the best 1,000 matches, with many ties.
      const text = `${`${WORD} `.repeat(2 + (i % 4))}word${i % 5} ${'pad '.repeat(i % 3)}`.trim();
      items.push({ external_id: `high-${i}`, fields: { text }, metadata: { words: i % 800 } });
      // Long texts with the word once, spread through the records: the lowest ranked matches.
      if (i % 250 === 125) {
        const k = (i - 125) / 250;
        items.push({ external_id: `low-${k}`, fields: { text: `${filler} ${WORD} ${filler}` }, metadata: { words: 950 + k } });
      }
      if (i % 75 === 0) items.push({ external_id: `none-${i / 75}`, fields: { text: `banana word${i % 5}` }, metadata: { words: 990 } });
    }
    expect(items).toHaveLength(HIGH + LOW + NONE);
    const created: any[] = [];
    for (let start = 0; start < items.length; start += 500) created.push(...(await createRecords(server, dataset, items.slice(start, start + 500))));
    ids = Object.fromEntries(created.map((record) => [record.external_id, record.id]));
    created.forEach((record, index) => creationIndex.set(record.external_id, index));

    const first = await pageOf(server.owner, dataset, text, 0, 1000, ADMIN);
    const rest = await pageOf(server.owner, dataset, text, 1000, 1000, ADMIN);
    expect(first.total).toBe(HIGH + LOW);
    ranking = [...first.ids, ...rest.ids].map((name, index) => ({ name, score: [...first.scores, ...rest.scores][index]! }));
  }, 60_000);

  it('ranks the long texts lowest, outside the best 1,000 (the data the filtered searches rely on)', () => {
    expect(ranking).toHaveLength(HIGH + LOW);
    expect(new Set(ranking.map((hit) => hit.name)).size).toBe(HIGH + LOW);
    expect(ranking.slice(-LOW).map((hit) => hit.name).sort()).toEqual(lowNames);
    for (let i = 1; i < ranking.length; i += 1) expect(ranking[i].score).toBeLessThanOrEqual(ranking[i - 1].score);
    expect(ranking[0].score).toBeGreaterThan(ranking[HIGH + LOW - 1].score);
  });

  /** The annotator's answers and the other annotator's submissions, as sets of external ids. */
  const answered = { mine: new Set<string>(), completed: new Set<string>(), anyone: new Set<string>() };
  const inQueue = (name: string) => !answered.mine.has(name) && !answered.completed.has(name);
  const expectedFrom = (keep: (name: string) => boolean) => ranking.filter((hit) => keep(hit.name));

  /** The annotator's page must be the unfiltered ranking, filtered, at that place: same ids, same scores. */
  async function expectPages(as: ApiClient, body: unknown, keep: (name: string) => boolean, pages: [number, number][], options: SearchOptions = {}) {
    const expected = expectedFrom(keep);
    for (const [offset, limit] of pages) {
      const page = await pageOf(as, dataset, body, offset, limit, options);
      const want = expected.slice(offset, offset + limit);
      expect(page.ids, `offset ${offset}, limit ${limit}`).toEqual(want.map((hit) => hit.name));
      expect(page.scores, `scores at offset ${offset}, limit ${limit}`).toEqual(want.map((hit) => hit.score));
      expect(page.total).toBe(expected.length);
    }
    return expected.length;
  }

  it('counts the pending queue of a text search as the annotator answers matching and other records', async () => {
    const queueTotal = async (as: ApiClient, filters: unknown[] = QUEUE) => (await pageOf(as, dataset, filtered(filters, text), 0, 1)).total;
    expect(await queueTotal(annotator.api)).toBe(HIGH + LOW);

    // Some of the best matches, one far down, one low match, and records that do not match at all.
    const mine: [string, 'draft' | 'submitted' | 'discarded'][] = [
      [ranking[0].name, 'draft'],
      [ranking[5].name, 'submitted'],
      [ranking[17].name, 'draft'],
      [ranking[3].name, 'submitted'],
      [ranking[40].name, 'discarded'],
      [ranking[900].name, 'draft'],
      [ranking[1300].name, 'submitted'],
      ['low-2', 'submitted'],
      ['none-0', 'submitted'],
      ['none-3', 'draft'],
    ];
    for (const [name, status] of mine) {
      await answer(annotator.api, { id: ids[name] }, status === 'submitted' ? submitted() : status === 'draft' ? { status, values: { rating: { value: 2 } } } : { status });
      answered.mine.add(name);
      answered.anyone.add(name);
      if (status === 'submitted') answered.completed.add(name);
    }
    const matchingMine = mine.filter(([name]) => !name.startsWith('none')).length;
    expect(await queueTotal(annotator.api)).toBe(HIGH + LOW - matchingMine);
    expect(await queueTotal(annotator.api, [PENDING])).toBe(HIGH + LOW - matchingMine);
    // The other annotator's queue: records completed by the first annotator's submissions leave it.
    const completedMatching = mine.filter(([name, status]) => status === 'submitted' && !name.startsWith('none')).length;
    expect(await queueTotal(otherAnnotator.api)).toBe(HIGH + LOW - completedMatching);
    expect(await queueTotal(otherAnnotator.api, [PENDING])).toBe(HIGH + LOW);

    // The other annotator completes matching records the first never answered (min_submitted 1), and one
    // the first left a draft on, and one that does not match.
    for (const name of [ranking[1].name, ranking[2].name, ranking[60].name, ranking[0].name, 'low-4', 'none-5']) {
      await answer(otherAnnotator.api, { id: ids[name] }, submitted('negative'));
      answered.completed.add(name);
      answered.anyone.add(name);
    }
    const completedElsewhere = 4; // ranking[1], [2], [60] and low-4 (ranking[0] was already in the queue's answered)
    expect(await queueTotal(annotator.api)).toBe(HIGH + LOW - matchingMine - completedElsewhere);
    // Without the record status filter, only the annotator's own answers leave their queue.
    expect(await queueTotal(annotator.api, [PENDING])).toBe(HIGH + LOW - matchingMine);
    // In the admin view, "pending" is a record nobody answered.
    const matchingAnyone = [...answered.anyone].filter((name) => !name.startsWith('none')).length;
    expect((await pageOf(server.owner, dataset, filtered([PENDING], text), 0, 1, ADMIN)).total).toBe(HIGH + LOW - matchingAnyone);
  });

  it("pages the annotator's queue (a filter keeping most matches) exactly as the ranking filtered", async () => {
    expect(answered.mine.size).toBeGreaterThan(0);
    const total = await expectPages(annotator.api, filtered(QUEUE, text), inQueue, [
      [0, 50],
      [0, 3],
      [3, 3],
      [30, 20],
      [990, 30],
      [1_450, 100],
    ]);
    expect(total).toBe(expectedFrom(inQueue).length);
    // The admin view's queue: nobody's answer yet, and not completed.
    await expectPages(server.owner, filtered(QUEUE, text), (name) => !answered.anyone.has(name), [[0, 20], [995, 10]], ADMIN);
    // A metadata filter keeping most matches, with and without the queue.
    const mostWords = { type: 'range', scope: { entity: 'metadata', metadata_property: 'words' }, ge: 100 };
    const hasMostWords = (name: string) => !name.startsWith('high-') || Number(name.slice(5)) % 800 >= 100;
    await expectPages(annotator.api, filtered([mostWords], text), hasMostWords, [[0, 40], [1_000, 50]]);
    await expectPages(annotator.api, filtered([...QUEUE, mostWords], text), (name) => hasMostWords(name) && inQueue(name), [[0, 40], [1_200, 100]]);
  });

  it('finds the few low-ranked matches a filter keeps, beyond the best 1,000', async () => {
    const manyWords = { type: 'range', scope: { entity: 'metadata', metadata_property: 'words' }, ge: 900 };
    const isLow = (name: string) => name.startsWith('low-');
    expect(await expectPages(annotator.api, filtered([manyWords], text), isLow, [[0, 50], [2, 2], [4, 10]])).toBe(LOW);
    expect(await expectPages(server.owner, filtered([manyWords], text), isLow, [[0, 50], [1, 3]], ADMIN)).toBe(LOW);
    // With the queue: low-2 was submitted by the annotator, low-4 completed by the other.
    const kept = await expectPages(annotator.api, filtered([...QUEUE, manyWords], text), (name) => isLow(name) && inQueue(name), [[0, 50], [0, 2], [2, 2], [3, 5]]);
    expect(kept).toBe(LOW - 2);
    expect(await expectPages(otherAnnotator.api, filtered([PENDING, manyWords], text), (name) => isLow(name) && name !== 'low-4', [[0, 50], [1, 1]])).toBe(LOW - 1);
    // Terms of the record's status: the completed ones only.
    const completedLow = [...answered.completed].filter(isLow);
    expect(completedLow.sort()).toEqual(['low-2', 'low-4']);
    const completedFilter = { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['completed'] };
    await expectPages(annotator.api, filtered([completedFilter, manyWords], text), (name) => completedLow.includes(name), [[0, 10]]);
  });

  it('sorts the text matches a filter keeps, ties in record order, and counts them', async () => {
    const wordsOf = (name: string) => (name.startsWith('high-') ? Number(name.slice(5)) % 800 : 950 + Number(name.slice(4)));
    for (const order of ['desc', 'asc'] as const) {
      const sign = order === 'desc' ? -1 : 1;
      const expected = ranking
        .map((hit) => hit.name)
        .filter(inQueue)
        .sort((a, b) => sign * (wordsOf(a) - wordsOf(b)) || sign * (creationIndex.get(a)! - creationIndex.get(b)!));
      const body = filtered(QUEUE, { ...text, sort: [{ scope: { entity: 'metadata', metadata_property: 'words' }, order }] });
      for (const [offset, limit] of [[0, 30], [700, 25], [expected.length - 10, 20]]) {
        const page = await pageOf(annotator.api, dataset, body, offset, limit);
        expect(page.ids, `${order}, offset ${offset}`).toEqual(expected.slice(offset, offset + limit));
        expect(page.total).toBe(expected.length);
        expect(page.scores.every((score) => score === null)).toBe(true);
      }
    }
  });
});

// ---- similarity ----

/** Cosine similarity in float64, each vector first scaled to length 1. */
function cosine(a: number[], b: number[]): number {
  const unit = (vector: number[]) => {
    const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
    return vector.map((value) => value / length);
  };
  const [x, y] = [unit(a), unit(b)];
  return x.reduce((sum, value, i) => sum + value * y[i], 0);
}

describe('similarity search with filters', () => {
  const COUNT = 400;
  const DIMENSIONS = 8;
  const GROUPS = 80;
  let dataset: { id: string };
  const vectors: number[][] = [];
  const names = Array.from({ length: COUNT }, (_, i) => `v${i}`);
  let ids: Record<string, string>;
  const groupOf = (name: string) => Number(name.slice(1)) % GROUPS;
  const answeredBy = { mine: new Set<string>() };

  beforeAll(async () => {
    const created = await server.owner.post('/api/v1/datasets', { name: unique('similar'), workspace_id: workspace.id });
    expect(created.status).toBe(201);
    dataset = created.body;
    const base = `/api/v1/datasets/${dataset.id}`;
    for (const [path, body] of [
      ['fields', { name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
      ['questions', { name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: [{ value: 'a', text: 'A' }, { value: 'b', text: 'B' }] } }],
      ['metadata-properties', { name: 'group', title: 'Group', settings: { type: 'integer', min: 0, max: 1000 } }],
      ['vectors-settings', { name: 'v8', title: 'V8', dimensions: DIMENSIONS }],
    ] as const) {
      const response = await server.owner.post(`${base}/${path}`, body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    expect((await server.owner.put(`${base}/publish`)).status).toBe(200);
    const random = seededRandom(20261125);
    for (let i = 0; i < COUNT; i += 1) vectors.push(Array.from({ length: DIMENSIONS }, () => random() * 2 - 1));
    const records = await createRecords(
      server,
      dataset,
      names.map((name, i) => ({ external_id: name, fields: { text: `vector ${name}` }, metadata: { group: groupOf(name) }, vectors: { v8: vectors[i] } })),
    );
    ids = Object.fromEntries(records.map((record) => [record.external_id, record.id]));
  });

  /** Every record the filter keeps, other than the reference, ranked by brute force. */
  function bruteForce(query: number[], order: 'most_similar' | 'least_similar', keep: (name: string) => boolean, reference?: string) {
    return names
      .filter((name) => name !== reference && keep(name))
      .map((name) => ({ name, cosine: cosine(query, vectors[Number(name.slice(1))]) }))
      .sort((a, b) => (order === 'most_similar' ? b.cosine - a.cosine : a.cosine - b.cosine));
  }

  const byRecord = (name: string, order: 'most_similar' | 'least_similar', filters?: unknown[]) => ({
    query: { vector: { name: 'v8', record_id: ids[name], order } },
    ...(filters ? { filters: { and: filters } } : {}),
  });
  const byValue = (value: number[], order: 'most_similar' | 'least_similar', filters?: unknown[]) => ({
    query: { vector: { name: 'v8', value, order } },
    ...(filters ? { filters: { and: filters } } : {}),
  });

  /**
   * As Argilla pages similarity: the best `offset + limit` kept records are ranked, the page is those after
   * `offset`, and the total is how many were ranked.
   */
  async function expectSimilar(
    as: ApiClient,
    body: any,
    expected: { name: string; cosine: number }[],
    pages: [number, number][],
    options: SearchOptions = {},
  ) {
    const order = body.query.vector.order;
    for (const [offset, limit] of pages) {
      const page = await pageOf(as, dataset, body, offset, limit, options);
      const want = expected.slice(offset, offset + limit);
      expect(page.ids, `offset ${offset}, limit ${limit}`).toEqual(want.map((hit) => hit.name));
      expect(page.total, `total at offset ${offset}, limit ${limit}`).toBe(Math.min(offset + limit, expected.length));
      page.scores.forEach((score, index) => {
        const similarity = order === 'least_similar' ? (1 - want[index].cosine) / 2 : (1 + want[index].cosine) / 2;
        expect(score).toBeCloseTo(similarity, 9);
      });
    }
  }

  it('in the pending queue, after the annotator answered some of the nearest records', async () => {
    const reference = 'v0';
    const query = vectors[0];
    const nearest = bruteForce(query, 'most_similar', () => true, reference);
    // Unfiltered first: the data gives a clear nearest order.
    await expectSimilar(annotator.api, byRecord(reference, 'most_similar'), nearest, [[0, 10]]);
    for (const hit of [nearest[0], nearest[2], nearest[3], nearest[9]]) {
      await answer(annotator.api, { id: ids[hit.name] }, { status: 'discarded' });
      answeredBy.mine.add(hit.name);
    }
    const kept = bruteForce(query, 'most_similar', (name) => !answeredBy.mine.has(name), reference);
    expect(kept).toHaveLength(COUNT - 1 - 4);
    const pages: [number, number][] = [[0, 10], [0, 1], [3, 4], [8, 5], [0, 1000]];
    await expectSimilar(annotator.api, byRecord(reference, 'most_similar', QUEUE), kept, pages);
    await expectSimilar(annotator.api, byRecord(reference, 'most_similar', [PENDING]), kept, [[0, 10]]);
    // The admin view's "pending" is nobody's answer: the same records here.
    await expectSimilar(server.owner, byRecord(reference, 'most_similar', QUEUE), kept, [[0, 10], [2, 3]], ADMIN);
    // The other annotator answered nothing.
    await expectSimilar(otherAnnotator.api, byRecord(reference, 'most_similar', QUEUE), nearest, [[0, 10]]);
    // By value, no record is left out as the reference.
    const byValueKept = bruteForce(query, 'most_similar', (name) => !answeredBy.mine.has(name));
    expect(byValueKept[0].name).toBe(reference);
    await expectSimilar(annotator.api, byValue(query, 'most_similar', QUEUE), byValueKept, [[0, 10], [5, 5]]);
  });

  it('with a metadata filter keeping five records, the reference among them and never in the results', async () => {
    const reference = 'v7';
    const group = { type: 'terms', scope: { entity: 'metadata', metadata_property: 'group' }, values: ['7'] };
    const inGroup = (name: string) => groupOf(name) === 7;
    expect(names.filter(inGroup)).toHaveLength(5);
    for (const order of ['most_similar', 'least_similar'] as const) {
      const kept = bruteForce(vectors[7], order, inGroup, reference);
      expect(kept).toHaveLength(4);
      await expectSimilar(annotator.api, byRecord(reference, order, [group]), kept, [[0, 10], [0, 2], [1, 2], [3, 5], [0, 1000]]);
      await expectSimilar(server.owner, byRecord(reference, order, [group]), kept, [[0, 10], [2, 1]], ADMIN);
      await expectSimilar(annotator.api, byRecord(reference, order, [...QUEUE, group]), kept, [[0, 10]]);
    }
    // A range keeping five other records: the reference is outside the filter.
    const range = { type: 'range', scope: { entity: 'metadata', metadata_property: 'group' }, ge: 40, le: 40 };
    const kept = bruteForce(vectors[7], 'most_similar', (name) => groupOf(name) === 40, reference);
    expect(kept).toHaveLength(5);
    await expectSimilar(annotator.api, byRecord(reference, 'most_similar', [range]), kept, [[0, 10], [1, 3]]);
  });

  it('least similar first, with the pending queue and with filters keeping a part of the records', async () => {
    const reference = 'v0';
    const farthest = bruteForce(vectors[0], 'least_similar', (name) => !answeredBy.mine.has(name), reference);
    expect(answeredBy.mine.size).toBe(4);
    await expectSimilar(annotator.api, byRecord(reference, 'least_similar', QUEUE), farthest, [[0, 10], [0, 1], [4, 4], [0, 1000]]);
    // The farthest records answered too: they leave the least-similar queue.
    for (const hit of [farthest[0], farthest[1], farthest[5]]) {
      await answer(annotator.api, { id: ids[hit.name] }, { status: 'discarded' });
      answeredBy.mine.add(hit.name);
    }
    const after = bruteForce(vectors[0], 'least_similar', (name) => !answeredBy.mine.has(name), reference);
    await expectSimilar(annotator.api, byRecord(reference, 'least_similar', QUEUE), after, [[0, 10], [2, 6]]);
    // A filter keeping 3/8 of the records: too few of the nearest pass, so the search widens.
    const lowGroups = { type: 'range', scope: { entity: 'metadata', metadata_property: 'group' }, le: 29 };
    const inLowGroups = (name: string) => groupOf(name) <= 29 && !answeredBy.mine.has(name);
    for (const order of ['most_similar', 'least_similar'] as const) {
      const kept = bruteForce(vectors[0], order, inLowGroups, reference);
      await expectSimilar(annotator.api, byRecord(reference, order, [...QUEUE, lowGroups]), kept, [[0, 1], [0, 5], [0, 20], [7, 9], [0, 1000]]);
    }
    const value = vectors[123].map((component, i) => component + (i % 2 === 0 ? 0.05 : -0.05));
    const kept = bruteForce(value, 'least_similar', (name) => groupOf(name) <= 29);
    await expectSimilar(server.owner, byValue(value, 'least_similar', [lowGroups]), kept, [[0, 10], [3, 3]], ADMIN);
  });
});
