import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  type SearchOptions,
  answer,
  bulkPath,
  createPlainRecords,
  createRecords,
  makeRecordsDataset,
  recordPath,
  search,
  searchIds,
  submitted,
  terms,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let workspace: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let otherAnnotator: MadeUser;
let dataset: RecordsDataset;

const ADMIN: SearchOptions = { admin: true };

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator } = await server.factory.cast());
  otherAnnotator = await server.factory.user('annotator', { workspaces: [workspace] });
  dataset = await makeRecordsDataset(server, { workspace });
  // One call per record, so that each has its own insertion time.
  const rows: [string, Record<string, unknown> | null, number | null][] = [
    ['t1', { genre: 'news', words: 10, score: 0.5, secret: 'hidden', extra: 'free' }, 0.9],
    ['t2', { genre: 'blog', words: 200, score: -1.5 }, 0.1],
    ['t3', { genre: 'news', words: 50 }, 0.5],
    ['t4', { genre: 'blog', score: 2.25 }, null],
    ['t5', { genre: 'forum', words: 0 }, null],
    ['t6', { score: 0.75 }, null],
  ];
  for (const [name, metadata, score] of rows) {
    await createRecords(server, dataset, [
      {
        external_id: name,
        fields: { text: `sortable ${name}` },
        metadata,
        suggestions: score === null ? [] : [{ question_id: dataset.questions.label.id, value: 'positive', score }],
      },
    ]);
  }
});
afterAll(() => server.close());

const sortBy = (...entries: [Record<string, unknown>, string][]) => ({ sort: entries.map(([scope, order]) => ({ scope, order })) });
const insertedAt = { entity: 'record', property: 'inserted_at' };
const metadata = (name: string) => ({ entity: 'metadata', metadata_property: name });

describe('sorting', () => {
  it.each([
    ['inserted_at asc', sortBy([insertedAt, 'asc']), ['t1', 't2', 't3', 't4', 't5', 't6']],
    ['inserted_at desc', sortBy([insertedAt, 'desc']), ['t6', 't5', 't4', 't3', 't2', 't1']],
    ['integer metadata asc', sortBy([metadata('words'), 'asc']), ['t5', 't1', 't3', 't2'], ['t4', 't6']],
    ['integer metadata desc', sortBy([metadata('words'), 'desc']), ['t2', 't3', 't1', 't5'], ['t4', 't6']],
    ['float metadata asc', sortBy([metadata('score'), 'asc']), ['t2', 't1', 't6', 't4'], ['t3', 't5']],
    ['float metadata desc', sortBy([metadata('score'), 'desc']), ['t4', 't6', 't1', 't2'], ['t3', 't5']],
    ['suggestion score desc', sortBy([{ entity: 'suggestion', question: 'label', property: 'score' }, 'desc']), ['t1', 't3', 't2'], ['t4', 't5', 't6']],
    ['suggestion score asc', sortBy([{ entity: 'suggestion', question: 'label', property: 'score' }, 'asc']), ['t2', 't3', 't1'], ['t4', 't5', 't6']],
    ['terms metadata, then inserted_at desc', sortBy([metadata('genre'), 'asc'], [insertedAt, 'desc']), ['t4', 't2', 't5', 't3', 't1', 't6']],
  ])('by %s, records missing the key last, with no query score', async (_, body, head, tail: string[] = []) => {
    for (const options of [ADMIN, {}]) {
      const { ids, total, scores } = await searchIds(server.owner, dataset, body, options);
      expect(total).toBe(6);
      expect(ids.slice(0, head.length)).toEqual(head);
      expect([...ids.slice(head.length)].sort()).toEqual(tail);
      expect(scores.every((score) => score === null)).toBe(true);
    }
  });

  it('takes the sort order as asc when none is given', async () => {
    const { ids } = await searchIds(server.owner, dataset, { sort: [{ scope: metadata('words') }] }, ADMIN);
    expect(ids.slice(0, 4)).toEqual(['t5', 't1', 't3', 't2']);
  });
});

describe('paging and totals', () => {
  it('pages with offset and limit; total counts every match', async () => {
    const page = await searchIds(server.owner, dataset, sortBy([insertedAt, 'asc']), { admin: true, query: 'offset=2&limit=2' });
    expect(page).toMatchObject({ ids: ['t3', 't4'], total: 6 });
    const filtered = await searchIds(
      server.owner,
      dataset,
      { ...sortBy([metadata('words'), 'asc']), filters: { and: [{ type: 'range', scope: metadata('words'), ge: 0 }] } },
      { query: 'limit=2' },
    );
    expect(filtered).toMatchObject({ ids: ['t5', 't1'], total: 4 });
    const beyond = await searchIds(server.owner, dataset, {}, { admin: true, query: 'offset=6' });
    expect(beyond).toMatchObject({ ids: [], total: 6 });
  });

  it('answers the admin view in insertion order with a score of 1 when nothing orders it', async () => {
    const { ids, scores } = await searchIds(server.owner, dataset, {}, ADMIN);
    expect(ids).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']);
    expect(scores).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('the default /me order', () => {
  let big: RecordsDataset;
  beforeAll(async () => {
    big = await makeRecordsDataset(server, { workspace });
    await createPlainRecords(server, big, 30, 'big');
  });

  it('is stable for a user across calls and pages, and differs between users', async () => {
    const first = await searchIds(annotator.api, big, {}, { query: 'limit=30' });
    const again = await searchIds(annotator.api, big, {}, { query: 'limit=30' });
    const other = await searchIds(otherAnnotator.api, big, {}, { query: 'limit=30' });
    expect(first.total).toBe(30);
    expect(again.ids).toEqual(first.ids);
    expect(other.ids).not.toEqual(first.ids);
    expect([...other.ids].sort()).toEqual([...first.ids].sort());
    expect(new Set(first.ids).size).toBe(30);
    const page = await searchIds(annotator.api, big, {}, { query: 'offset=10&limit=10' });
    expect(page.ids).toEqual(first.ids.slice(10, 20));
    for (const score of first.scores) {
      expect(typeof score).toBe('number');
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it('gives way to an explicit sort, which carries no score', async () => {
    const sorted = await searchIds(annotator.api, big, sortBy([insertedAt, 'asc']), { query: 'limit=30' });
    const byOwner = await searchIds(server.owner, big, sortBy([insertedAt, 'asc']), { admin: true, query: 'limit=30' });
    expect(sorted.ids).toEqual(byOwner.ids);
    expect(sorted.scores.every((score) => score === null)).toBe(true);
  });
});

describe('what results carry', () => {
  let t1: any;
  beforeAll(async () => {
    t1 = (await search(server.owner, dataset, terms({ entity: 'record', property: 'external_id' }, ['t1']), ADMIN)).body.items[0].record;
    await answer(annotator.api, t1, submitted('positive'));
    await answer(admin.api, t1, { status: 'draft', values: { rating: { value: 2 } } });
  });
  const one = async (as: any, options: SearchOptions) => {
    const response = await search(as, dataset, terms({ entity: 'record', property: 'external_id' }, ['t1']), options);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.items[0].record;
  };

  it('leaves relationships out unless included', async () => {
    const record = await one(server.owner, ADMIN);
    for (const key of ['responses', 'suggestions', 'vectors']) expect(record).not.toHaveProperty(key);
    const full = await one(server.owner, { admin: true, query: 'include=responses&include=suggestions&include=vectors' });
    expect(full.responses).toHaveLength(2);
    expect(full.suggestions).toHaveLength(1);
    expect(full.vectors).toEqual({});
  });

  it("includes only the caller's own response in the /me view", async () => {
    const mine = await one(annotator.api, { query: 'include=responses' });
    expect(mine.responses.map((response: any) => response.user_id)).toEqual([annotator.id]);
    const theirs = await one(admin.api, { query: 'include=responses' });
    expect(theirs.responses.map((response: any) => response.user_id)).toEqual([admin.id]);
    const nobody = await one(otherAnnotator.api, { query: 'include=responses' });
    expect(nobody.responses).toEqual([]);
    const everyone = await one(admin.api, { admin: true, query: 'include=responses' });
    expect(everyone.responses.map((response: any) => response.user_id).sort()).toEqual([annotator.id, admin.id].sort());
  });

  it('hides hidden properties and extra metadata from annotators only', async () => {
    expect((await one(annotator.api, {})).metadata).toEqual({ genre: 'news', words: 10, score: 0.5 });
    const all = { genre: 'news', words: 10, score: 0.5, secret: 'hidden', extra: 'free' };
    expect((await one(admin.api, {})).metadata).toEqual(all);
    expect((await one(server.owner, {})).metadata).toEqual(all);
    expect((await one(admin.api, ADMIN)).metadata).toEqual(all);
  });
});

describe('read after write', () => {
  it('finds what each write changed as soon as the call returns', async () => {
    const target = await makeRecordsDataset(server, { workspace });
    const find = (body: unknown) => searchIds(server.owner, target, body, ADMIN).then((result) => result.ids);
    const word = `xylophone${Date.now()}`;
    const [record] = await createRecords(server, target, [{ external_id: 'w1', fields: { text: `a ${word} plays` }, metadata: { genre: 'news' } }]);
    expect(await find({ query: { text: { q: word } } })).toEqual(['w1']);
    expect(await find(terms(metadata('genre'), ['news']))).toEqual(['w1']);

    await server.owner.put(bulkPath(target), { items: [{ external_id: 'w1', metadata: { genre: 'blog' } }] });
    expect(await find(terms(metadata('genre'), ['news']))).toEqual([]);
    expect(await find(terms(metadata('genre'), ['blog']))).toEqual(['w1']);

    await server.owner.patch(recordPath(record), { metadata: { words: 5 } });
    expect(await find(terms(metadata('genre'), ['blog']))).toEqual([]);
    expect(await find({ filters: { and: [{ type: 'range', scope: metadata('words'), ge: 5, le: 5 }] } })).toEqual(['w1']);

    await answer(annotator.api, record, submitted());
    expect(await find(terms({ entity: 'record', property: 'status' }, ['completed']))).toEqual(['w1']);
    expect(await find(terms({ entity: 'response', property: 'status' }, ['submitted']))).toEqual(['w1']);

    await server.owner.delete(recordPath(record));
    expect(await find({ query: { text: { q: word } } })).toEqual([]);
    expect((await searchIds(server.owner, target, {}, ADMIN)).total).toBe(0);
  });
});
