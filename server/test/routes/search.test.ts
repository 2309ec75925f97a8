import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectForbidden, expectInvalid, expectNotFound, expectRule, expectUnauthorized } from '../helpers/expectations.js';
import type { MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  type SearchOptions,
  answer,
  createRecords,
  expectInvalidUnder,
  makeRecordsDataset,
  range,
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
let outsiderAdmin: MadeUser;
let outsiderAnnotator: MadeUser;
let dataset: RecordsDataset;
/** s1..s6 by external id; s1–s3 were made in one call, s4–s6 in a later one. */
let byName: Record<string, any>;

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator, outsiderAdmin, outsiderAnnotator } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace });
  const label = (value: string, score: number | null, agent: string | null) => ({ question_id: dataset.questions.label.id, value, score, agent });
  const first = await createRecords(server, dataset, [
    {
      external_id: 's1',
      fields: { text: 'the quick brown fox', context: 'animals' },
      metadata: { genre: 'news', words: 10, score: 0.5 },
      suggestions: [label('positive', 0.9, 'model-a')],
    },
    {
      external_id: 's2',
      fields: { text: 'the lazy dog sleeps', context: 'animals and pets' },
      metadata: { genre: 'blog', words: 200, score: 1.25 },
      suggestions: [label('negative', 0.2, 'model-b')],
    },
    {
      external_id: 's3',
      fields: { text: 'quick thinking wins the race', context: 'sports' },
      metadata: { genre: 'news', words: 50 },
      suggestions: [label('positive', 0.6, 'model-a')],
    },
  ]);
  const second = await createRecords(server, dataset, [
    {
      external_id: 's4',
      fields: { text: 'world news today', context: 'politics' },
      metadata: { genre: 'forum', score: -2.5 },
      suggestions: [{ question_id: dataset.questions.rating.id, value: 3, score: 0.4, agent: 'human-x' }],
    },
    { external_id: 's5', fields: { text: 'a wordsmith writes words', context: 'writing' }, metadata: { words: 0 }, suggestions: [label('neutral', null, null)] },
    {
      external_id: 's6',
      fields: { text: 'brown bear in the forest', context: 'animals' },
      suggestions: [{ question_id: dataset.questions.labels.id, value: ['news', 'tech'], score: [0.2, 0.95] }],
    },
  ]);
  byName = Object.fromEntries([...first, ...second].map((record) => [record.external_id, record]));
  await answer(annotator.api, byName.s1, submitted('positive', { rating: 4, labels: ['news', 'tech'], comment: 'great' }));
  await answer(annotator.api, byName.s2, { status: 'draft', values: { label: { value: 'negative' } } });
  await answer(annotator.api, byName.s3, { status: 'discarded' });
  await answer(admin.api, byName.s4, submitted('neutral', { rating: 2, labels: ['sport'] }));
  await answer(admin.api, byName.s2, submitted('positive', { rating: 5 }));
});
afterAll(() => server.close());

const ADMIN: SearchOptions = { admin: true };
/** The external ids found, sorted, with the total (which must agree). */
async function found(body: unknown, as = server.owner, options: SearchOptions = ADMIN): Promise<string[]> {
  const { ids, total } = await searchIds(as, dataset, body, options);
  expect(total).toBe(ids.length);
  return [...ids].sort();
}
const text = (q: string, field?: string | null) => ({ query: { text: { q, ...(field !== undefined ? { field } : {}) } } });

describe('POST /api/v1/(me/)datasets/{dataset_id}/records/search: access and validation', () => {
  it('needs credentials on both endpoints', async () => {
    expectUnauthorized(await search(server.api, dataset, {}));
    expectUnauthorized(await search(server.api, dataset, {}, ADMIN));
  });

  it('answers 404 for an unknown dataset, then 403: members on /me, admin members on the admin endpoint', async () => {
    expectNotFound(await search(outsiderAnnotator.api, { id: MISSING_ID }, {}), `Dataset with id \`${MISSING_ID}\` not found`);
    expectNotFound(await search(outsiderAnnotator.api, { id: MISSING_ID }, {}, ADMIN), `Dataset with id \`${MISSING_ID}\` not found`);
    expectForbidden(await search(outsiderAnnotator.api, dataset, {}));
    expectForbidden(await search(outsiderAdmin.api, dataset, {}));
    expectForbidden(await search(annotator.api, dataset, {}, ADMIN));
    expectForbidden(await search(outsiderAdmin.api, dataset, {}, ADMIN));
    expect((await search(annotator.api, dataset, {})).status).toBe(200);
    expect((await search(admin.api, dataset, {}, ADMIN)).status).toBe(200);
  });

  it('validates the query string', async () => {
    expectInvalid(await search(server.owner, dataset, {}, { admin: true, query: 'offset=-1' }), ['query', 'offset']);
    expectInvalid(await search(server.owner, dataset, {}, { query: 'limit=0' }), ['query', 'limit']);
    expectInvalid(await search(server.owner, dataset, {}, { query: 'limit=1001' }), ['query', 'limit']);
    expectRule(
      await search(server.owner, dataset, {}, { query: 'include=everything' }),
      "'include' query parameter must be of the form 'key1,key2,key3' or 'key:value1,value2,value3'",
    );
  });

  it.each([
    ['an empty text', { query: { text: { q: '' } } }, ['body', 'query', 'text', 'q']],
    ['an empty and list', { filters: { and: [] } }, ['body', 'filters', 'and']],
    ['a range with no bound', { filters: { and: [{ type: 'range', scope: { entity: 'record', property: 'inserted_at' } }] } }, ['body', 'filters', 'and', 0]],
    ['a range with ge above le', range({ entity: 'metadata', metadata_property: 'words' }, { ge: 5, le: 1 }), ['body', 'filters', 'and', 0]],
    ['empty terms', terms({ entity: 'metadata', metadata_property: 'genre' }, []), ['body', 'filters', 'and', 0, 'values']],
    ['an unknown scope entity', terms({ entity: 'question', question: 'label' }, ['x']), ['body', 'filters', 'and', 0, 'scope']],
    ['an unknown record property', terms({ entity: 'record', property: 'fields' }, ['x']), ['body', 'filters', 'and', 0, 'scope']],
    ['an unknown filter type', { filters: { and: [{ type: 'exists', scope: { entity: 'record', property: 'id' } }] } }, ['body', 'filters', 'and', 0]],
    ['an empty sort', { sort: [] }, ['body', 'sort']],
    ['a sort order that is not asc or desc', { sort: [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'up' }] }, ['body', 'sort', 0, 'order']],
  ])('refuses %s as a schema error', async (_, body, loc) => {
    expectInvalidUnder(await search(server.owner, dataset, body, ADMIN), loc as (string | number)[]);
  });

  it.each([
    ['an unknown response question', terms({ entity: 'response', question: 'nope' }, ['x'])],
    ['an unknown suggestion question', terms({ entity: 'suggestion', question: 'nope', property: 'value' }, ['x'])],
    ['an unknown metadata property', terms({ entity: 'metadata', metadata_property: 'nope' }, ['x'])],
    ['a sort on an unknown metadata property', { sort: [{ scope: { entity: 'metadata', metadata_property: 'nope' }, order: 'asc' }] }],
    ['a sort on an unknown response question', { sort: [{ scope: { entity: 'response', question: 'nope' }, order: 'asc' }] }],
  ])('refuses %s with 422 naming it', async (_, body) => {
    for (const options of [ADMIN, {}]) expectRule(await search(server.owner, dataset, body, options), /nope/);
  });

  it('refuses an unknown text field with the reference message', async () => {
    expectRule(await search(server.owner, dataset, text('fox', 'nope'), ADMIN), `Field \`nope\` not found in dataset \`${dataset.id}\`.`);
  });

  it('matches everything with an empty body, and accepts the SDK body with explicit nulls', async () => {
    expect(await found({})).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    const sdk = {
      query: { text: { q: 'quick', field: null }, vector: null },
      filters: { type: 'and', and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'genre' }, values: ['news'] }] },
    };
    expect(await found(sdk)).toEqual(['s1', 's3']);
    expect(await found({ query: {}, filters: null, sort: null })).toHaveLength(6);
  });
});

describe('text search', () => {
  it.each([
    ['quick', ['s1', 's3']],
    ['QUICK', ['s1', 's3']],
    ['quick brown', ['s1']],
    ['"quick brown"', ['s1']],
    ['"brown quick"', []],
    ['brown', ['s1', 's6']],
    ['brown -fox', ['s6']],
    ['fox | dog', ['s1', 's2']],
    ['wor*', ['s4', 's5']],
    ['animals', ['s1', 's2', 's6']],
    ['animals -pets', ['s1', 's6']],
    ['-fox', ['s2', 's3', 's4', 's5', 's6']],
    ['fox | dog -lazy', ['s1']],
    ['fox!', ['s1']],
    ['zebra', []],
  ])('q=%j finds %j in any field', async (q, expected) => {
    expect(await found(text(q))).toEqual(expected);
    expect(await found(text(q), annotator.api, {})).toEqual(expected);
  });

  it('searches one field when asked', async () => {
    expect(await found(text('animals', 'context'))).toEqual(['s1', 's2', 's6']);
    expect(await found(text('animals', 'text'))).toEqual([]);
    expect(await found(text('brown', 'text'))).toEqual(['s1', 's6']);
    expect(await found(text('brown', 'context'))).toEqual([]);
  });

  it('searches chat contents and custom objects, and only the named field among many', async () => {
    const target = await server.factory.dataset({ workspace });
    const field = (name: string, settings: Record<string, unknown>) => server.factory.field(target, { name, required: false, settings });
    await field('chat', { type: 'chat' });
    await field('custom', { type: 'custom', template: '{{record.fields.custom.city}}' });
    // More text fields than any fixed set of full-text columns one might reserve.
    for (let index = 0; index < 20; index++) await field(`f${index}`, { type: 'text' });
    await server.factory.question(target);
    await server.owner.put(`/api/v1/datasets/${target.id}/publish`);
    await createRecords(server, target, [
      {
        external_id: 'many',
        fields: { chat: [{ role: 'user', content: 'hello there' }], custom: { city: 'Lisbon' }, f16: 'alpha', f17: 'beta', f19: 'gamma' },
      },
    ]);
    const ids = async (q: string, field?: string) => (await searchIds(server.owner, target, text(q, field), ADMIN)).ids;
    expect(await ids('hello', 'chat')).toEqual(['many']);
    expect(await ids('lisbon')).toEqual(['many']);
    expect(await ids('lisbon', 'custom')).toEqual(['many']);
    expect(await ids('user', 'chat')).toEqual([]);
    expect(await ids('beta', 'f17')).toEqual(['many']);
    expect(await ids('gamma', 'f19')).toEqual(['many']);
    expect(await ids('beta', 'f16')).toEqual([]);
    expect(await ids('alpha', 'f19')).toEqual([]);
  });

  it('scores matches and orders them by descending score, in both views', async () => {
    for (const [as, options] of [[server.owner, ADMIN], [annotator.api, {}]] as const) {
      const { scores } = await searchIds(as, dataset, text('the'), options);
      expect(scores).toHaveLength(4);
      for (const score of scores) expect(typeof score).toBe('number');
      expect([...scores].sort((a, b) => b! - a!)).toEqual(scores);
    }
  });

  it('gives no score and follows the sort when text is sorted', async () => {
    const sorted = { ...text('the'), sort: [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'desc' }] };
    const { ids, scores } = await searchIds(annotator.api, dataset, sorted, {});
    // s1..s3 share one insertion time, so only s6 has a fixed place.
    expect(ids[0]).toBe('s6');
    expect(ids.slice(1).sort()).toEqual(['s1', 's2', 's3']);
    expect(scores).toEqual([null, null, null, null]);
  });
});

describe('filters', () => {
  const metadata = (name: string) => ({ entity: 'metadata', metadata_property: name });
  const suggestion = (question: string, property: string) => ({ entity: 'suggestion', question, property });
  const responseStatus = { entity: 'response', property: 'status' };

  it.each([
    ['genre in [news]', terms(metadata('genre'), ['news']), ['s1', 's3']],
    ['genre in [news, forum]', terms(metadata('genre'), ['news', 'forum']), ['s1', 's3', 's4']],
    ['20 <= words <= 300', range(metadata('words'), { ge: 20, le: 300 }), ['s2', 's3']],
    ['words >= 100', range(metadata('words'), { ge: 100 }), ['s2']],
    ['words <= 10', range(metadata('words'), { le: 10 }), ['s1', 's5']],
    ['score <= 0.5', range(metadata('score'), { le: 0.5 }), ['s1', 's4']],
    ['score >= 1', range(metadata('score'), { ge: 1 }), ['s2']],
    ['-3 <= score <= 0', range(metadata('score'), { ge: -3, le: 0 }), ['s4']],
    ['status completed', terms({ entity: 'record', property: 'status' }, ['completed']), ['s1', 's2', 's4']],
    ['status pending', terms({ entity: 'record', property: 'status' }, ['pending']), ['s3', 's5', 's6']],
    ['external id', terms({ entity: 'record', property: 'external_id' }, ['s1', 's5', 'nope']), ['s1', 's5']],
    ['suggested label positive', terms(suggestion('label', 'value'), ['positive']), ['s1', 's3']],
    ['suggested label score >= 0.5', range(suggestion('label', 'score'), { ge: 0.5 }), ['s1', 's3']],
    ['suggested label score <= 0.3', range(suggestion('label', 'score'), { le: 0.3 }), ['s2']],
    ['suggestion agent model-a', terms(suggestion('label', 'agent'), ['model-a']), ['s1', 's3']],
    ['suggested rating >= 3', range(suggestion('rating', 'value'), { ge: 3 }), ['s4']],
    ['suggestion agent human-x on rating', terms(suggestion('rating', 'agent'), ['human-x']), ['s4']],
    ['a suggested multi-label among others', terms(suggestion('labels', 'value'), ['tech']), ['s6']],
    ['any score of a list of scores', range(suggestion('labels', 'score'), { ge: 0.9 }), ['s6']],
    ['no score of a list of scores', range(suggestion('labels', 'score'), { ge: 0.3, le: 0.9 }), []],
  ])('%s', async (_, body, expected) => {
    expect(await found(body)).toEqual(expected);
  });

  it('filters on the record id and on inserted_at ranges', async () => {
    expect(await found(terms({ entity: 'record', property: 'id' }, [byName.s2.id, byName.s6.id]))).toEqual(['s2', 's6']);
    const insertedAt = { entity: 'record', property: 'inserted_at' };
    expect(await found(range(insertedAt, { ge: byName.s4.inserted_at }))).toEqual(['s4', 's5', 's6']);
    expect(await found(range(insertedAt, { le: byName.s3.inserted_at }))).toEqual(['s1', 's2', 's3']);
    expect(await found(range(insertedAt, { ge: byName.s1.inserted_at, le: byName.s6.inserted_at }))).toHaveLength(6);
  });

  it('compares inserted_at bounds to the microsecond', async () => {
    const insertedAt = { entity: 'record', property: 'inserted_at' };
    const stamp: string = byName.s4.inserted_at;
    // The last microsecond of s4's millisecond: s4 (same call as s5 and s6) lies at or before it.
    const endOfMillisecond = `${stamp.slice(0, 23)}999`;
    expect(stamp <= endOfMillisecond).toBe(true);
    expect(await found(range(insertedAt, { ge: endOfMillisecond }))).toEqual(stamp === endOfMillisecond ? ['s4', 's5', 's6'] : []);
    expect(await found(range(insertedAt, { le: stamp, ge: stamp }))).toEqual(['s4', 's5', 's6']);
  });

  it('response status in the admin view counts anyone, and pending means no response at all', async () => {
    expect(await found(terms(responseStatus, ['submitted']))).toEqual(['s1', 's2', 's4']);
    expect(await found(terms(responseStatus, ['draft']))).toEqual(['s2']);
    expect(await found(terms(responseStatus, ['discarded']))).toEqual(['s3']);
    expect(await found(terms(responseStatus, ['pending']))).toEqual(['s5', 's6']);
    expect(await found(terms(responseStatus, ['pending', 'discarded']))).toEqual(['s3', 's5', 's6']);
  });

  it("response status in the /me view counts only the caller's responses", async () => {
    const mine = (values: string[], as = annotator.api) => found(terms(responseStatus, values), as, {});
    expect(await mine(['submitted'])).toEqual(['s1']);
    expect(await mine(['draft'])).toEqual(['s2']);
    expect(await mine(['discarded'])).toEqual(['s3']);
    expect(await mine(['pending'])).toEqual(['s4', 's5', 's6']);
    expect(await mine(['pending', 'draft'])).toEqual(['s2', 's4', 's5', 's6']);
    expect(await mine(['submitted'], admin.api)).toEqual(['s2', 's4']);
    expect(await mine(['pending'], admin.api)).toEqual(['s1', 's3', 's5', 's6']);
    expect(await mine(['pending'], server.owner)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
  });

  it("gives the UI's pending queue: records not completed that the caller has not answered", async () => {
    const queue = {
      filters: {
        and: [
          { type: 'terms', scope: responseStatus, values: ['pending'] },
          { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
        ],
      },
    };
    expect(await found(queue, annotator.api, {})).toEqual(['s5', 's6']);
    expect(await found(queue, admin.api, {})).toEqual(['s3', 's5', 's6']);
  });

  it('never matches text answers, whose values are not indexed', async () => {
    expect(await found(terms({ entity: 'response', question: 'comment' }, ['great']))).toEqual([]);
  });

  it('response values: label terms, multi-label terms and rating ranges, scoped to the caller in /me', async () => {
    const label = { entity: 'response', question: 'label' };
    const rating = { entity: 'response', question: 'rating' };
    const labels = { entity: 'response', question: 'labels' };
    expect(await found(terms(label, ['positive']))).toEqual(['s1', 's2']);
    expect(await found(terms(label, ['positive']), annotator.api, {})).toEqual(['s1']);
    expect(await found(terms(label, ['negative']), annotator.api, {})).toEqual(['s2']);
    expect(await found(terms(label, ['negative']), admin.api, {})).toEqual([]);
    expect(await found(range(rating, { ge: 4 }))).toEqual(['s1', 's2']);
    expect(await found(range(rating, { ge: 4 }), annotator.api, {})).toEqual(['s1']);
    expect(await found(range(rating, { le: 3 }))).toEqual(['s4']);
    expect(await found(terms(labels, ['tech']))).toEqual(['s1']);
    expect(await found(terms(labels, ['sport', 'tech']))).toEqual(['s1', 's4']);
  });

  it('sorts by response values: the average over everyone in the admin view, the caller only in /me', async () => {
    const byRating = { sort: [{ scope: { entity: 'response', question: 'rating' }, order: 'desc' }] };
    const everyone = await searchIds(server.owner, dataset, byRating, ADMIN);
    expect(everyone.ids.slice(0, 3)).toEqual(['s2', 's1', 's4']);
    const mine = await searchIds(annotator.api, dataset, byRating, {});
    expect(mine.ids[0]).toBe('s1');
    expect(mine.total).toBe(6);
  });

  it('combines filters and text with AND', async () => {
    const both = {
      filters: {
        and: [terms({ entity: 'metadata', metadata_property: 'genre' }, ['news']).filters.and[0], terms({ entity: 'response', property: 'status' }, ['submitted']).filters.and[0]],
      },
    };
    expect(await found(both)).toEqual(['s1']);
    expect(await found({ ...text('animals'), ...terms({ entity: 'metadata', metadata_property: 'genre' }, ['news', 'blog']) })).toEqual(['s1', 's2']);
  });
});
