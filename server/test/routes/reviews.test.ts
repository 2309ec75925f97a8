import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../helpers/client.js';
import {
  MISSING_ID,
  expectForbidden,
  expectInvalid,
  expectNotFound,
  expectRule,
  expectTimestamp,
  expectUnauthorized,
} from '../helpers/expectations.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  answer,
  createPlainRecords,
  createRecords,
  getRecord,
  makeRecordsDataset,
  recordPath,
  searchIds,
  submitted,
  terms,
} from '../helpers/records-fixtures.js';
import { commentsPath, flagPath, reviewPath, reviewSearch, reviewSearchPath, reviewersPath, setReviewers, validate } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let cast: Cast;
/** An annotator of the workspace listed as the dataset's reviewer. */
let reviewer: MadeUser;
let dataset: RecordsDataset;
let records: any[];

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  reviewer = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  records = await createPlainRecords(server, dataset, 4);
  await setReviewers(cast.admin.api, dataset, [reviewer.id]);
});
afterAll(() => server.close());

/** Each role's answer to a call: the annotator who is not a reviewer, the outsiders, then those allowed. */
async function expectReviewersOnly(call: (as: ApiClient) => Promise<ApiResponse>, success = 200) {
  expectUnauthorized(await call(server.api));
  expectForbidden(await call(cast.annotator.api));
  expectForbidden(await call(cast.outsiderAdmin.api));
  expectForbidden(await call(cast.outsiderAnnotator.api));
  for (const allowed of [reviewer.api, cast.admin.api, server.owner]) {
    const response = await call(allowed);
    expect(response.status, JSON.stringify(response.body)).toBe(success);
  }
}

describe('GET and PUT /api/v1/datasets/{dataset_id}/reviewers', () => {
  it('lists the reviewers to any member, with their usernames', async () => {
    for (const member of [cast.annotator.api, reviewer.api, cast.admin.api, server.owner]) {
      const response = await member.get(reviewersPath(dataset));
      expect(response.status).toBe(200);
      expect(response.body.items).toEqual([{ user_id: reviewer.id, username: reviewer.username, inserted_at: expect.any(String) }]);
    }
    expectUnauthorized(await server.api.get(reviewersPath(dataset)));
    expectForbidden(await cast.outsiderAdmin.api.get(reviewersPath(dataset)));
    expectInvalid(await server.owner.get('/api/v1/datasets/nope/reviewers'), ['path', 'dataset_id']);
    expectNotFound(await cast.outsiderAnnotator.api.get(reviewersPath({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
  });

  it('lets only owners and the admins of the workspace set them', async () => {
    const target = await makeRecordsDataset(server, { workspace: cast.workspace });
    for (const refused of [cast.annotator, reviewer, cast.outsiderAdmin, cast.outsiderAnnotator]) {
      expectForbidden(await refused.api.put(reviewersPath(target), { user_ids: [] }));
    }
    expectNotFound(await cast.outsiderAdmin.api.put(reviewersPath({ id: MISSING_ID }), { user_ids: [] }));
    expect((await server.owner.put(reviewersPath(target), { user_ids: [cast.annotator.id] })).body.items).toHaveLength(1);
  });

  it('replaces the list: those kept keep the time they were added, an empty list clears it', async () => {
    const target = await makeRecordsDataset(server, { workspace: cast.workspace });
    const first = await setReviewers(cast.admin.api, target, [cast.annotator.id]);
    const second = await setReviewers(cast.admin.api, target, [reviewer.id, cast.annotator.id]);
    const added = Object.fromEntries(second.items.map((item: any) => [item.user_id, item.inserted_at]));
    expect(added[cast.annotator.id]).toBe(first.items[0].inserted_at);
    expectTimestamp(added[reviewer.id]);
    expect((await setReviewers(cast.admin.api, target, [reviewer.id])).items.map((item: any) => item.user_id)).toEqual([reviewer.id]);
    expect((await setReviewers(cast.admin.api, target, [])).items).toEqual([]);
  });

  it('refuses malformed lists (422 naming the field)', async () => {
    const put = (body: unknown) => cast.admin.api.put(reviewersPath(dataset), body);
    expectInvalid(await put({}), ['body', 'user_ids']);
    expectInvalid(await put({ user_ids: 'all' }), ['body', 'user_ids']);
    expectInvalid(await put({ user_ids: ['nope'] }), ['body', 'user_ids', 0]);
    expectInvalid(await put({ user_ids: [reviewer.id, reviewer.id] }), ['body', 'user_ids']);
    expectInvalid(await put({ user_ids: Array.from({ length: 101 }, () => reviewer.id) }), ['body', 'user_ids']);
    expectInvalid(await put([]), ['body']);
  });

  it('refuses users who do not exist or cannot read the dataset, naming each (422), and changes nothing', async () => {
    const response = await cast.admin.api.put(reviewersPath(dataset), { user_ids: [cast.annotator.id, MISSING_ID, cast.outsiderAnnotator.id] });
    expectRule(
      response,
      `These users cannot review dataset \`${dataset.id}\`: \`${MISSING_ID}\` (not found), \`${cast.outsiderAnnotator.id}\` (not a member of the dataset's workspace)`,
    );
    expect((await server.owner.get(reviewersPath(dataset))).body.items.map((item: any) => item.user_id)).toEqual([reviewer.id]);
  });

  it('accepts an owner, who reads every dataset without being a member', async () => {
    const target = await makeRecordsDataset(server, { workspace: cast.workspace });
    expect((await setReviewers(cast.admin.api, target, [server.ownerUser.id])).items[0].username).toBe('owner');
  });
});

describe('PUT, GET and DELETE /api/v1/records/{record_id}/review', () => {
  const values = (label: string) => ({ values: { label: { value: label } } });

  it('validates as reviewers only, checks in the API’s order (401, 422, 404, 403)', async () => {
    const record = records[0];
    await expectReviewersOnly((as) => as.put(reviewPath(record), values('positive')));
    expectInvalid(await server.owner.put('/api/v1/records/nope/review', values('positive')), ['path', 'record_id']);
    expectInvalid(await server.owner.put(reviewPath(record), {}), ['body', 'values']);
    expectInvalid(await server.owner.put(reviewPath(record), { values: 'positive' }), ['body', 'values']);
    expectInvalid(await server.owner.put(reviewPath(record), { values: { label: 'positive' } }), ['body', 'values', 'label']);
    expectNotFound(await cast.outsiderAnnotator.api.put(reviewPath({ id: MISSING_ID }), values('positive')), `Record with id \`${MISSING_ID}\` not found`);
  });

  it('checks the final answer as a submitted response is (422 with the same message)', async () => {
    const record = records[1];
    expectRule(await cast.admin.api.put(reviewPath(record), { values: {} }), 'missing response values for submitted response');
    expectRule(await cast.admin.api.put(reviewPath(record), { values: { rating: { value: 3 } } }), "missing response value for required question with name='label'");
    expectRule(await cast.admin.api.put(reviewPath(record), values('maybe')), /'maybe' is not a valid label for label selection question/);
    expectRule(await cast.admin.api.put(reviewPath(record), { values: { label: { value: 'positive' }, nope: { value: 1 } } }), "found response value for non configured question with name='nope'");
    // And the same answer a response would be refused for is refused here.
    const asResponse = await cast.annotator.api.post(`/api/v1/records/${record.id}/responses`, { status: 'submitted', values: { label: { value: 'maybe' } } });
    const asReview = await cast.admin.api.put(reviewPath(record), values('maybe'));
    expect(asReview.body).toEqual(asResponse.body);
  });

  it('stores one final answer per record, replaced by the next validation, with who and when', async () => {
    const record = records[2];
    const first = await validate(reviewer.api, record, { label: 'negative', rating: 2 });
    expect(first).toEqual({
      record_id: record.id,
      values: { label: { value: 'negative' }, rating: { value: 2 } },
      status: 'validated',
      validated_by: reviewer.id,
      validated_by_username: reviewer.username,
      validated_at: expect.any(String),
      updated_at: first.validated_at,
    });
    const second = await validate(cast.admin.api, record, { label: 'positive' });
    expect(second).toMatchObject({ values: { label: { value: 'positive' } }, validated_by: cast.admin.id, validated_by_username: cast.admin.username });
    expect(second.validated_at > first.validated_at).toBe(true);
    // Any member reads it; outsiders may not.
    for (const member of [cast.annotator.api, reviewer.api, server.owner]) expect((await member.get(reviewPath(record))).body).toEqual(second);
    expectForbidden(await cast.outsiderAdmin.api.get(reviewPath(record)));
    expectUnauthorized(await server.api.get(reviewPath(record)));
  });

  it('answers 404 with a detail while a record has no final answer', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    const response = await cast.annotator.api.get(reviewPath(record));
    expectNotFound(response, `Record with id \`${record.id}\` has no validated final answer`);
    expectNotFound(await server.owner.get(reviewPath({ id: MISSING_ID })), `Record with id \`${MISSING_ID}\` not found`);
  });

  it('leaves the responses and the record’s status alone', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    await answer(cast.annotator.api, record, { status: 'draft', values: { label: { value: 'neutral' } } });
    await validate(cast.admin.api, record, { label: 'positive' });
    const read = await getRecord(server.owner, record);
    expect(read.status).toBe('pending');
    const responses = (await server.owner.get(`${recordPath(record)}?include=responses`)).body.responses;
    expect(responses.map((response: any) => response.status)).toEqual(['draft']);
  });

  it('takes down the record’s "needs review" flag', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    expect((await cast.annotator.api.put(flagPath(record))).status).toBe(200);
    await validate(reviewer.api, record, { label: 'positive' });
    const after = await cast.annotator.api.get(flagPath(record));
    expect([after.status, after.body]).toEqual([200, null]);
  });

  describe('reset', () => {
    it('is for reviewers only', async () => {
      const [record] = await createPlainRecords(server, dataset, 1);
      await expectReviewersOnly((as) => as.delete(reviewPath(record)));
      expectNotFound(await cast.outsiderAdmin.api.delete(reviewPath({ id: MISSING_ID })));
      expectInvalid(await server.owner.delete('/api/v1/records/nope/review'), ['path', 'record_id']);
    });

    it('drops the final answer and turns submitted and discarded responses into drafts with their values; the record is pending', async () => {
      const [record] = await createPlainRecords(server, dataset, 1);
      const mine = await answer(cast.annotator.api, record, submitted('positive', { rating: 4 }));
      await answer(reviewer.api, record, { status: 'discarded', values: { label: { value: 'neutral' } } });
      await answer(cast.admin.api, record, { status: 'draft', values: { label: { value: 'negative' } } });
      await validate(cast.admin.api, record, { label: 'positive' });
      expect((await getRecord(server.owner, record)).status).toBe('completed');

      const response = await reviewer.api.delete(reviewPath(record));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ record_id: record.id, review_removed: true, responses_reopened: 2 });

      const read = (await server.owner.get(`${recordPath(record)}?include=responses`)).body;
      expect(read.status).toBe('pending');
      expect(read.responses.map((r: any) => [r.user_id, r.status, r.values])).toEqual([
        [cast.annotator.id, 'draft', mine.values],
        [reviewer.id, 'draft', { label: { value: 'neutral' } }],
        [cast.admin.id, 'draft', { label: { value: 'negative' } }],
      ]);
      expectNotFound(await server.owner.get(reviewPath(record)));
      // Back in the annotator's Draft queue.
      const drafts = await searchIds(cast.annotator.api, dataset, terms({ entity: 'response', property: 'status' }, ['draft']), { query: 'limit=1000' });
      expect(drafts.ids).toContain(record.external_id);
      // Nothing left to reset.
      expect((await reviewer.api.delete(reviewPath(record))).body).toEqual({ record_id: record.id, review_removed: false, responses_reopened: 0 });
    });
  });
});

describe('POST /api/v1/datasets/{dataset_id}/reviews/search', () => {
  let target: RecordsDataset;
  let r: any[];

  beforeAll(async () => {
    target = await makeRecordsDataset(server, { workspace: cast.workspace });
    await setReviewers(cast.admin.api, target, [reviewer.id]);
    const q = target.questions;
    r = await createRecords(server, target, [
      { external_id: 's0', fields: { text: 'alpha' }, metadata: { genre: 'news', secret: 'x' }, suggestions: [{ question_id: q.label.id, value: 'positive', agent: 'm' }], vectors: { emb: [1, 0, 0] } },
      { external_id: 's1', fields: { text: 'beta' } },
      { external_id: 's2', fields: { text: 'gamma' } },
    ]);
    await answer(cast.annotator.api, r[0], submitted('positive'));
    await answer(cast.admin.api, r[0], submitted('negative'));
    await answer(cast.annotator.api, r[1], submitted('neutral'));
    await validate(reviewer.api, r[1], { label: 'neutral' });
    await cast.annotator.api.post(commentsPath(r[0]), { body: 'why **negative**?' });
    await cast.admin.api.post(commentsPath(r[0]), { body: 'a typo' });
    await cast.annotator.api.put(flagPath(r[2]));
    // Assignments are written by their own module; the review view only reads them.
    await server.db.insertInto('record_assignments').values({ record_id: r[2].id, user_id: cast.annotator.id, dataset_id: target.id, inserted_at: '2026-01-01T00:00:00.000000' }).execute();
  });

  it('is for reviewers only, 404 first', async () => {
    await expectReviewersOnly((as) => as.post(reviewSearchPath(target), {}));
    expectNotFound(await cast.outsiderAnnotator.api.post(reviewSearchPath({ id: MISSING_ID }), {}));
    expectInvalid(await server.owner.post('/api/v1/datasets/nope/reviews/search', {}), ['path', 'dataset_id']);
  });

  it('answers every annotator’s responses and the suggestions, with each record’s review, disagreements, assignees, comments and flag', async () => {
    const page = await reviewSearch(reviewer.api, target);
    expect(page.total).toBe(3);
    const [s0, s1, s2] = page.items;
    expect(s0.record.external_id).toBe('s0');
    expect(s0.record.responses.map((response: any) => response.user_id)).toEqual([cast.annotator.id, cast.admin.id]);
    expect(s0.record.suggestions).toHaveLength(1);
    expect(s0.record.vectors).toBeUndefined();
    expect(s0).toMatchObject({ review: null, disagreements: ['label'], assignees: [], comments: 2, flag: null });
    expect(s1).toMatchObject({ disagreements: [], comments: 0, flag: null, review: { values: { label: { value: 'neutral' } }, validated_by: reviewer.id } });
    expect(s2).toMatchObject({ review: null, disagreements: [], assignees: [cast.annotator.id], comments: 0 });
    expect(s2.flag).toMatchObject({ record_id: r[2].id, raised_by: cast.annotator.id, raised_by_username: cast.annotator.username });
    const names = [cast.annotator, cast.admin, reviewer].map((user) => ({ id: user.id, username: user.username }));
    expect([...page.users].sort((a: any, b: any) => a.id.localeCompare(b.id))).toEqual(names.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it('pages as the records search does, and adds the vectors asked for', async () => {
    const page = await reviewSearch(server.owner, target, {}, 'offset=1&limit=1&include=vectors');
    expect(page.total).toBe(3);
    expect(page.items.map((item: any) => item.record.external_id)).toEqual(['s1']);
    expect(page.items[0].record.vectors).toEqual({});
    const first = await reviewSearch(server.owner, target, {}, 'limit=1&include=vectors:emb');
    expect(first.items[0].record.vectors).toEqual({ emb: [1, 0, 0] });
    const none = await reviewSearch(server.owner, target, { query: { text: { q: 'nothing-matches' } } });
    expect(none).toEqual({ items: [], total: 0, users: [] });
  });

  it('shows an annotator reviewer only the metadata annotators see, and refuses filters on the rest', async () => {
    const asReviewer = await reviewSearch(reviewer.api, target, {}, 'limit=1');
    expect(asReviewer.items[0].record.metadata).toEqual({ genre: 'news' });
    expect((await reviewSearch(cast.admin.api, target, {}, 'limit=1')).items[0].record.metadata).toEqual({ genre: 'news', secret: 'x' });
    expectRule(await reviewer.api.post(reviewSearchPath(target), terms({ entity: 'metadata', metadata_property: 'secret' }, ['x'])), /not found/);
  });

  it('filters on anyone’s answers, as the admin view does', async () => {
    const page = await reviewSearch(reviewer.api, target, terms({ entity: 'response', question: 'label' }, ['negative']));
    expect(page.items.map((item: any) => item.record.external_id)).toEqual(['s0']);
  });

  it('finds the records most similar to a vector, with their scores', async () => {
    const page = await reviewSearch(reviewer.api, target, { query: { vector: { name: 'emb', value: [1, 0, 0] } } }, 'limit=1');
    expect(page.items[0].record.external_id).toBe('s0');
    expect(page.total).toBeGreaterThan(0);
  });

  it('refuses what it cannot do (422), never failing', async () => {
    const post = (body: unknown, query = '') => server.owner.post(`${reviewSearchPath(target)}${query}`, body);
    expectRule(await post({ query: { vector: { name: 'missing', value: [1, 0, 0] } } }), /not found/);
    expectRule(await post({}, '?include=everything'), /'include' query parameter/);
    expectInvalid(await post({}, '?limit=0'), ['query', 'limit']);
    expectInvalid(await post({ filters: { and: [] } }), ['body', 'filters', 'and']);
    expectInvalid(await post({ sort: 'asc' }), ['body', 'sort']);
    expectInvalid(await post('text'), ['body']);
  });
});

describe('deleting a record or a dataset takes its review data along', () => {
  const tables = ['record_reviews', 'record_flags', 'record_comments', 'record_disagreements'] as const;
  async function rowsOf(recordId: string) {
    const counts: Record<string, number> = {};
    for (const table of tables) counts[table] = (await server.db.selectFrom(table).select('record_id').where('record_id', '=', recordId).execute()).length;
    return counts;
  }
  async function reviewedRecord(target: RecordsDataset) {
    const [record] = await createPlainRecords(server, target, 1);
    await answer(cast.annotator.api, record, submitted('positive'));
    await answer(cast.admin.api, record, submitted('negative'));
    await validate(cast.admin.api, record, { label: 'positive' });
    await cast.annotator.api.post(commentsPath(record), { body: 'hm' });
    await cast.annotator.api.put(flagPath(record));
    expect(await rowsOf(record.id)).toEqual({ record_reviews: 1, record_flags: 1, record_comments: 1, record_disagreements: 1 });
    return record;
  }
  const none = Object.fromEntries(tables.map((table) => [table, 0]));

  it('a record', async () => {
    const record = await reviewedRecord(dataset);
    expect((await server.owner.delete(recordPath(record))).status).toBe(200);
    expect(await rowsOf(record.id)).toEqual(none);
  });

  it('a dataset, with its reviewers', async () => {
    const target = await makeRecordsDataset(server, { workspace: cast.workspace });
    await setReviewers(cast.admin.api, target, [reviewer.id]);
    const record = await reviewedRecord(target);
    expect((await server.owner.delete(`/api/v1/datasets/${target.id}`)).status).toBe(200);
    expect(await rowsOf(record.id)).toEqual(none);
    expect(await server.db.selectFrom('dataset_reviewers').select('user_id').where('dataset_id', '=', target.id).execute()).toEqual([]);
  });
});

describe('a reviewer who leaves the workspace', () => {
  it('reviews no more, though still listed', async () => {
    const leaving = await server.factory.user('annotator', { workspaces: [cast.workspace] });
    const target = await makeRecordsDataset(server, { workspace: cast.workspace });
    await setReviewers(cast.admin.api, target, [leaving.id]);
    expect((await leaving.api.post(reviewSearchPath(target), {})).status).toBe(200);
    expect((await server.owner.delete(`/api/v1/workspaces/${cast.workspace.id}/users/${leaving.id}`)).status).toBe(200);
    expectForbidden(await leaving.api.post(reviewSearchPath(target), {}));
  });
});

describe('bodies no call may fail on', () => {
  it('answers 413 or 422 to huge, empty and mistyped bodies', async () => {
    const record = records[3];
    const huge = { values: { label: { value: 'x'.repeat(5 * 1024 * 1024) } } };
    expect([413, 422]).toContain((await server.owner.put(reviewPath(record), huge)).status);
    expect((await server.owner.request('PUT', reviewPath(record), { raw: { body: '', contentType: 'application/json' } })).status).toBe(422);
    expect((await server.owner.request('PUT', reviewPath(record), { raw: { body: '{', contentType: 'application/json' } })).status).toBe(422);
    expectInvalid(await server.owner.put(reviewPath(record), { values: { label: { value: { nested: true } } } }), ['body', 'values', 'label', 'value']);
    expect((await server.owner.put(reviewersPath(dataset), { user_ids: [123] })).status).toBe(422);
    expect((await server.owner.post(reviewSearchPath(dataset), { filters: { and: [{ type: 'terms', scope: { entity: 'review', property: 'status' }, values: [null] }] } })).status).toBe(422);
  });
});
