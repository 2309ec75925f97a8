import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  expectConflict,
  expectForbidden,
  expectId,
  expectInvalid,
  expectNotFound,
  expectRule,
  expectTimestamp,
  expectUnauthorized,
} from '../helpers/expectations.js';
import type { MadeUser } from '../helpers/factories.js';
import {
  EMOJI_TEXT,
  type RecordsDataset,
  answer,
  createRecords,
  expectInvalidUnder,
  getRecord,
  makeRecordsDataset,
  responsePath,
  responsesPath,
  submitted,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let workspace: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let otherAnnotator: MadeUser;
let outsiderAdmin: MadeUser;
let outsiderAnnotator: MadeUser;
let dataset: RecordsDataset;
/** The same shape, with overlapping spans allowed. */
let overlapping: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator, outsiderAdmin, outsiderAnnotator } = await server.factory.cast());
  otherAnnotator = await server.factory.user('annotator', { workspaces: [workspace] });
  dataset = await makeRecordsDataset(server, { workspace });
  overlapping = await makeRecordsDataset(server, { workspace, allowOverlapping: true });
});
afterAll(() => server.close());

const fresh = async (target: { id: string } = dataset) => (await createRecords(server, target, [{ fields: { text: EMOJI_TEXT } }]))[0];
const values = (entries: Record<string, unknown>) => Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, { value }]));

describe('POST /api/v1/records/{record_id}/responses', () => {
  let record: any;
  beforeAll(async () => {
    record = await fresh();
  });
  const post = (body: unknown, as = annotator.api, target = record) => as.post(responsesPath(target), body);

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post(responsesPath(record), submitted()));
  });

  it('validates the body against its schema', async () => {
    expectInvalid(await post({ values: values({ label: 'positive' }) }), ['body', 'status']);
    expectInvalid(await post({ ...submitted(), status: 'done' }), ['body', 'status']);
    expectInvalid(await post({ status: 'draft', values: { label: 'positive' } }), ['body', 'values', 'label']);
    expectInvalid(await post({ status: 'draft', values: values({ rating: 3.5 }) }), ['body', 'values', 'rating', 'value']);
    expectInvalid(await post({ status: 'draft', values: values({ comment: true }) }), ['body', 'values', 'comment', 'value']);
    expectInvalidUnder(await post({ status: 'draft', values: { 'Bad Name': { value: 'x' } } }), ['body', 'values']);
    expectInvalid(await server.owner.post('/api/v1/records/nope/responses', submitted()), ['path', 'record_id']);
  });

  it('answers 404 for an unknown record, and 403 to non-members', async () => {
    expectNotFound(await post(submitted(), outsiderAnnotator.api, { id: MISSING_ID }), `Record with id \`${MISSING_ID}\` not found`);
    expectForbidden(await post(submitted(), outsiderAnnotator.api));
    expectForbidden(await post(submitted(), outsiderAdmin.api));
  });

  it("creates the caller's response (201), then answers 409 to a second one by the same user", async () => {
    const target = await fresh();
    const response = await post(submitted('negative', { rating: 5 }), annotator.api, target);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      values: { label: { value: 'negative' }, rating: { value: 5 } },
      status: 'submitted',
      record_id: target.id,
      user_id: annotator.id,
    });
    expectId(response.body.id);
    expectTimestamp(response.body.inserted_at);
    expect(response.body.updated_at).toBe(response.body.inserted_at);
    const touched = (await server.owner.get(`/api/v1/datasets/${dataset.id}`)).body.last_activity_at;
    expect(touched >= response.body.inserted_at).toBe(true);
    expectConflict(
      await post({ status: 'draft', values: null }, annotator.api, target),
      `Response already exists for record with id \`${target.id}\` and by user with id \`${annotator.id}\``,
    );
    const byAdmin = await post({ status: 'discarded' }, admin.api, target);
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body).toMatchObject({ status: 'discarded', values: null, user_id: admin.id });
    const byOwner = await post({ status: 'draft', values: null }, server.owner, target);
    expect(byOwner.status).toBe(201);
    expect(byOwner.body.user_id).toBe(server.ownerUser.id);
  });

  it.each([
    ['submitted with no values', { status: 'submitted' }, 'missing response values for submitted response'],
    ['submitted with empty values', { status: 'submitted', values: {} }, 'missing response values for submitted response'],
    [
      'submitted without the required question',
      { status: 'submitted', values: values({ rating: 3 }) },
      "missing response value for required question with name='label'",
    ],
    [
      'an unknown question',
      { status: 'draft', values: values({ nope: 'x' }) },
      "found response value for non configured question with name='nope'",
    ],
    [
      'a label that is not an option',
      { status: 'draft', values: values({ label: 'maybe' }) },
      "'maybe' is not a valid label for label selection question.\nValid labels are: ['positive', 'negative', 'neutral']",
    ],
    [
      'an empty multi-label list',
      { status: 'draft', values: values({ labels: [] }) },
      "multi label selection question with name='labels' expects at least one label, found an empty list",
    ],
    [
      'a multi-label value that is not a list',
      { status: 'draft', values: values({ labels: 'news' }) },
      "multi label selection question with name='labels' expects a list of labels, found a string",
    ],
    [
      'duplicated multi-labels',
      { status: 'draft', values: values({ labels: ['news', 'tech', 'news'] }) },
      "multi label selection question with name='labels' expects unique labels, but duplicates were found: ['news']",
    ],
    [
      'unknown multi-labels',
      { status: 'draft', values: values({ labels: ['zzz', 'news', 'aaa'] }) },
      "['aaa', 'zzz'] are not valid labels for multi label selection question with name='labels'.\nValid labels are: ['news', 'sport', 'tech']",
    ],
    [
      'a rating sent as a string',
      { status: 'draft', values: values({ rating: '3' }) },
      "'3' is not a valid rating for rating question with name='rating'.\nValid ratings are: [1, 2, 3, 4, 5]",
    ],
    [
      'a rating that is not an option',
      { status: 'draft', values: values({ rating: 7 }) },
      "7 is not a valid rating for rating question with name='rating'.\nValid ratings are: [1, 2, 3, 4, 5]",
    ],
    [
      'a text answer that is not a string',
      { status: 'draft', values: values({ comment: 5 }) },
      "text question with name='comment' expects a string, found an integer",
    ],
    [
      'an incomplete submitted ranking',
      submitted('positive', { ranking: [{ value: 'first', rank: 1 }, { value: 'second', rank: 2 }] }),
      "ranking question with name='ranking' expects a list containing 3 values, found a list of 2 values",
    ],
    [
      'a submitted rank out of range',
      submitted('positive', { ranking: [{ value: 'first', rank: 1 }, { value: 'second', rank: 2 }, { value: 'third', rank: 4 }] }),
      "[4] are not valid ranks for ranking question with name='ranking'.\nValid ranks are: [1, 2, 3]",
    ],
    [
      'an unknown ranking value',
      { status: 'draft', values: values({ ranking: [{ value: 'zz', rank: 1 }] }) },
      "['zz'] are not valid values for ranking question with name='ranking'.\nValid values are: ['first', 'second', 'third']",
    ],
    [
      'a span ending one code point past the text',
      { status: 'draft', values: values({ entities: [{ label: 'LOC', start: 16, end: 21 }] }) },
      "span at index 0 of span question with name='entities' must have an 'end' lower than or equal to 20, the length of record field 'text'",
    ],
    [
      'a span starting at the end of the text',
      { status: 'draft', values: values({ entities: [{ label: 'LOC', start: 20, end: 21 }] }) },
      "span at index 0 of span question with name='entities' must have a 'start' lower than 20, the length of record field 'text'",
    ],
    [
      'a span label that is not an option',
      { status: 'draft', values: values({ entities: [{ label: 'MISC', start: 2, end: 5 }] }) },
      "undefined label 'MISC' for span question with name='entities'.\nValid labels are: ['PER', 'LOC', 'ORG']",
    ],
    [
      'overlapping spans',
      {
        status: 'draft',
        values: values({ entities: [{ label: 'PER', start: 2, end: 5 }, { label: 'LOC', start: 15, end: 20 }, { label: 'ORG', start: 4, end: 9 }] }),
      },
      "overlapping values found between spans at index idx=0 and idx=2 of span question with name='entities'",
    ],
  ])('refuses %s with the rule message', async (_, body, message) => {
    expectRule(await post(body), message);
  });

  it('refuses a span whose end is not after its start, as a schema error under the answer', async () => {
    const spans = [{ label: 'PER', start: 5, end: 5 }];
    expectInvalidUnder(await post({ status: 'draft', values: values({ entities: spans }) }), ['body', 'values', 'entities', 'value']);
  });

  it('accepts drafts and discards with partial values, and unranked draft rankings', async () => {
    expect((await post({ status: 'draft', values: values({ rating: 2 }) }, annotator.api, await fresh())).status).toBe(201);
    expect((await post({ status: 'discarded', values: null }, annotator.api, await fresh())).status).toBe(201);
    const partial = { status: 'draft', values: values({ ranking: [{ value: 'second', rank: null }, { value: 'first' }] }) };
    expect((await post(partial, annotator.api, await fresh())).status).toBe(201);
  });

  it('accepts a complete submitted ranking with ties, and a full answer to every question', async () => {
    const full = submitted('neutral', {
      labels: ['tech', 'news'],
      rating: 1,
      ranking: [{ value: 'third', rank: 1 }, { value: 'first', rank: 1 }, { value: 'second', rank: 3 }],
      comment: '',
      entities: [{ label: 'PER', start: 2, end: 5 }, { label: 'LOC', start: 15, end: 20 }],
    });
    const response = await post(full, annotator.api, await fresh());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.values).toEqual(full.values);
  });

  it('measures span offsets in code points: "Paris" is 15..20 after the emoji', async () => {
    const response = await post({ status: 'draft', values: values({ entities: [{ label: 'LOC', start: 15, end: 20 }] }) }, annotator.api, await fresh());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const touching = [{ label: 'PER', start: 0, end: 2 }, { label: 'PER', start: 2, end: 5 }];
    expect((await post({ status: 'draft', values: values({ entities: touching }) }, annotator.api, await fresh())).status).toBe(201);
  });

  it('accepts overlapping spans when the question allows them', async () => {
    const spans = [{ label: 'PER', start: 2, end: 5 }, { label: 'ORG', start: 2, end: 20 }];
    const response = await post({ status: 'draft', values: values({ entities: spans }) }, annotator.api, await fresh(overlapping));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
});

describe('PUT /api/v1/responses/{response_id}', () => {
  it('needs credentials and a valid body', async () => {
    const response = await answer(annotator.api, await fresh(), submitted());
    expectUnauthorized(await server.api.put(responsePath(response), submitted()));
    expectInvalid(await annotator.api.put(responsePath(response), { status: 'submitted' }), ['body', 'values']);
    expectInvalid(await annotator.api.put(responsePath(response), { status: 'done', values: null }), ['body', 'status']);
    expectInvalid(await annotator.api.put('/api/v1/responses/nope', submitted()), ['path', 'response_id']);
    expectNotFound(await annotator.api.put(responsePath({ id: MISSING_ID }), submitted()), `Response with id \`${MISSING_ID}\` not found`);
  });

  it('lets the author, admin members and owners change it; not other annotators or outsiders', async () => {
    const response = await answer(annotator.api, await fresh(), submitted());
    expectForbidden(await otherAnnotator.api.put(responsePath(response), submitted('negative')));
    expectForbidden(await outsiderAdmin.api.put(responsePath(response), submitted('negative')));
    for (const [caller, label] of [[annotator.api, 'negative'], [admin.api, 'neutral'], [server.owner, 'positive']] as const) {
      const updated = await caller.put(responsePath(response), submitted(label));
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: response.id, user_id: annotator.id, values: { label: { value: label } } });
    }
  });

  it('replaces the values wholesale and checks them for the new status', async () => {
    const record = await fresh();
    const response = await answer(annotator.api, record, submitted('positive', { rating: 4, comment: 'fine' }));
    const updated = await annotator.api.put(responsePath(response), { status: 'draft', values: values({ rating: 2 }) });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'draft', values: { rating: { value: 2 } } });
    expect(updated.body.updated_at > response.updated_at).toBe(true);
    expect((await getRecord(server.owner, record)).status).toBe('pending');
    expectRule(
      await annotator.api.put(responsePath(response), { status: 'submitted', values: values({ rating: 2 }) }),
      "missing response value for required question with name='label'",
    );
    const cleared = await annotator.api.put(responsePath(response), { status: 'discarded', values: null });
    expect(cleared.body).toMatchObject({ status: 'discarded', values: null });
  });
});

describe('If-Match on PUT and DELETE /api/v1/responses/{response_id}: a write made against an older version is refused', () => {
  const tag = (response: { updated_at: string }) => `"${response.updated_at}"`;
  const ifMatch = (value: string) => ({ headers: { 'If-Match': value } });

  it('names the version in an ETag and the body, and writes when If-Match names the current one (or *)', async () => {
    const created = await annotator.api.post(responsesPath(await fresh()), submitted());
    expect(created.headers.get('etag')).toBe(tag(created.body));
    const updated = await annotator.api.put(responsePath(created.body), submitted('negative'), ifMatch(tag(created.body)));
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe(tag(updated.body));
    expect(updated.body.updated_at > created.body.updated_at).toBe(true);
    const any = await annotator.api.put(responsePath(created.body), submitted('neutral'), ifMatch('*'));
    expect(any.status).toBe(200);
    // One of several tags is enough.
    expect((await annotator.api.put(responsePath(created.body), submitted(), ifMatch(`"old", ${tag(any.body)}`))).status).toBe(200);
  });

  it('answers 412 with the current version when another client changed it since, and changes nothing', async () => {
    const record = await fresh();
    const read = await answer(annotator.api, record, submitted('positive'));
    const newer = await annotator.api.put(responsePath(read), submitted('negative'));
    for (const refused of [
      await annotator.api.put(responsePath(read), submitted('neutral'), ifMatch(tag(read))),
      await annotator.api.delete(responsePath(read), ifMatch(tag(read))),
      // A weak tag never matches: the comparison is strong.
      await annotator.api.put(responsePath(read), submitted('neutral'), ifMatch(`W/${tag(newer.body)}`)),
    ]) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(412);
      expect(refused.body).toEqual({ detail: `Response with id \`${read.id}\` was changed since; its current version is ${tag(newer.body)}` });
    }
    const stored = (await getRecord(server.owner, record)).responses;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: read.id, status: 'submitted', values: { label: { value: 'negative' } }, updated_at: newer.body.updated_at });
    // Without the header the write goes through, as Argilla's does (the SDK never sends one).
    expect((await annotator.api.put(responsePath(read), submitted('neutral'))).status).toBe(200);
    expect((await annotator.api.delete(responsePath(read), ifMatch(tag((await getRecord(server.owner, record)).responses[0])))).status).toBe(200);
  });

  it('checks the header before the rules, and refuses one that cannot be a version', async () => {
    const response = await answer(annotator.api, await fresh(), submitted());
    expectInvalid(await annotator.api.put(responsePath(response), submitted(), ifMatch('x'.repeat(1001))), ['header', 'if-match']);
    expectUnauthorized(await server.api.put(responsePath(response), submitted(), ifMatch(tag(response))));
    expectForbidden(await otherAnnotator.api.delete(responsePath(response), ifMatch(tag(response))));
    expectNotFound(await annotator.api.put(responsePath({ id: MISSING_ID }), submitted(), ifMatch('"2024-01-01T00:00:00"')));
  });

  it('lets one of two changes made against the same version win, and refuses the other', async () => {
    for (let round = 0; round < 5; round += 1) {
      const read = await answer(annotator.api, await fresh(), submitted('positive'));
      const answers = await Promise.all(
        ['negative', 'neutral'].map((label) => annotator.api.put(responsePath(read), submitted(label), ifMatch(tag(read)))),
      );
      expect(answers.map((each) => each.status).sort(), JSON.stringify(answers.map((each) => each.body))).toEqual([200, 412]);
    }
  });
});

describe('DELETE /api/v1/responses/{response_id}', () => {
  it('needs credentials, an existing response and author or admin rights', async () => {
    const response = await answer(annotator.api, await fresh(), submitted());
    expectUnauthorized(await server.api.delete(responsePath(response)));
    expectNotFound(await annotator.api.delete(responsePath({ id: MISSING_ID })), `Response with id \`${MISSING_ID}\` not found`);
    expectForbidden(await otherAnnotator.api.delete(responsePath(response)));
    expectForbidden(await outsiderAdmin.api.delete(responsePath(response)));
    expect((await admin.api.delete(responsePath(response))).status).toBe(200);
  });

  it('answers the deleted response and puts the record back to pending', async () => {
    const record = await fresh();
    const response = await answer(annotator.api, record, submitted());
    expect((await getRecord(server.owner, record)).status).toBe('completed');
    const deleted = await annotator.api.delete(responsePath(response));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(response);
    const after = await getRecord(server.owner, record);
    expect(after.status).toBe('pending');
    expect(after.responses).toEqual([]);
    expectNotFound(await annotator.api.delete(responsePath(response)));
    expect((await annotator.api.post(responsesPath(record), submitted())).status).toBe(201);
  });
});
