import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectInvalid, expectUnauthorized } from '../helpers/expectations.js';
import type { MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  answer,
  createPlainRecords,
  getRecord,
  makeRecordsDataset,
  responsePath,
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
let outsiderAnnotator: MadeUser;
let dataset: RecordsDataset;

const BULK = '/api/v1/me/responses/bulk';
const FORBIDDEN = 'argilla.api.errors::ForbiddenOperationError(detail=Operation not allowed)';

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator, outsiderAnnotator } = await server.factory.cast());
  otherAnnotator = await server.factory.user('annotator', { workspaces: [workspace] });
  dataset = await makeRecordsDataset(server, { workspace });
});
afterAll(() => server.close());

describe('POST /api/v1/me/responses/bulk', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post(BULK, { items: [{ record_id: MISSING_ID, ...submitted() }] }));
  });

  it('validates the body: 1..100 items, each with a record id and values when submitted', async () => {
    const item = { record_id: MISSING_ID, status: 'draft', values: null };
    expectInvalid(await annotator.api.post(BULK, {}), ['body', 'items']);
    expectInvalid(await annotator.api.post(BULK, { items: [] }), ['body', 'items']);
    expectInvalid(await annotator.api.post(BULK, { items: Array.from({ length: 101 }, () => item) }), ['body', 'items']);
    expectInvalid(await annotator.api.post(BULK, { items: [{ status: 'draft', values: null }] }), ['body', 'items', 0, 'record_id']);
    expectInvalid(await annotator.api.post(BULK, { items: [item, { record_id: MISSING_ID, status: 'submitted' }] }), ['body', 'items', 1, 'values']);
  });

  it('handles each item on its own and reports failures in place, in request order', async () => {
    const records = await createPlainRecords(server, dataset, 3);
    const foreignDataset = await makeRecordsDataset(server, { workspace: (await server.factory.cast()).workspace });
    const [foreign] = await createPlainRecords(server, foreignDataset, 1);
    const response = await annotator.api.post(BULK, {
      items: [
        { record_id: records[0].id, ...submitted('positive') },
        { record_id: MISSING_ID, ...submitted() },
        { record_id: records[1].id, status: 'draft', values: { label: { value: 'maybe' } } },
        { record_id: foreign.id, ...submitted() },
        { record_id: records[2].id, status: 'discarded' },
      ],
    });
    expect(response.status).toBe(200);
    const items = response.body.items;
    expect(items).toHaveLength(5);
    expect(items[0].error).toBeNull();
    expect(items[0].item).toMatchObject({ record_id: records[0].id, user_id: annotator.id, status: 'submitted' });
    expect(items[1]).toEqual({ item: null, error: { detail: `Record with id \`${MISSING_ID}\` not found` } });
    expect(items[2]).toEqual({
      item: null,
      error: { detail: "'maybe' is not a valid label for label selection question.\nValid labels are: ['positive', 'negative', 'neutral']" },
    });
    expect(items[3]).toEqual({ item: null, error: { detail: FORBIDDEN } });
    expect(items[4].item).toMatchObject({ record_id: records[2].id, status: 'discarded', values: null });
    expect((await getRecord(server.owner, records[0])).status).toBe('completed');
    expect((await getRecord(server.owner, records[1])).responses).toEqual([]);
  });

  it("upserts the caller's response: the same response is overwritten, and others' are kept", async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    const theirs = await answer(otherAnnotator.api, record, { status: 'draft', values: { rating: { value: 1 } } });
    const first = (await annotator.api.post(BULK, { items: [{ record_id: record.id, status: 'draft', values: { rating: { value: 2 } } }] })).body.items[0].item;
    const second = (await annotator.api.post(BULK, { items: [{ record_id: record.id, ...submitted('negative') }] })).body.items[0].item;
    expect(second).toMatchObject({ id: first.id, status: 'submitted', values: { label: { value: 'negative' } } });
    expect(second.updated_at > first.updated_at).toBe(true);
    const stored = await getRecord(server.owner, record);
    expect(stored.responses).toHaveLength(2);
    expect(stored.responses.find((r: any) => r.id === theirs.id)).toMatchObject({ status: 'draft', values: { rating: { value: 1 } } });
    expect(stored.status).toBe('completed');
  });

  it('applies items for the same record in order, the last one winning', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    const response = await annotator.api.post(BULK, {
      items: [
        { record_id: record.id, status: 'draft', values: null },
        { record_id: record.id, ...submitted('neutral') },
      ],
    });
    const [first, second] = response.body.items.map((result: any) => result.item);
    expect(second.id).toBe(first.id);
    expect(first.status).toBe('draft');
    expect(second.status).toBe('submitted');
    expect((await getRecord(server.owner, record)).responses).toEqual([expect.objectContaining({ id: first.id, status: 'submitted' })]);
  });

  it('answers 200 with per-item forbidden errors to a user outside the workspace', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    const response = await outsiderAnnotator.api.post(BULK, { items: [{ record_id: record.id, ...submitted() }] });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([{ item: null, error: { detail: FORBIDDEN } }]);
  });
});

describe('record status under a distribution of two submitted responses', () => {
  let twice: RecordsDataset;
  beforeAll(async () => {
    twice = await makeRecordsDataset(server, { workspace, minSubmitted: 2 });
  });
  const statusOf = async (record: { id: string }) => (await getRecord(server.owner, record)).status;

  it('completes a record at the second submitted response, not counting drafts and discards', async () => {
    const [record] = await createPlainRecords(server, twice, 1);
    const mine = await answer(annotator.api, record, submitted());
    expect(await statusOf(record)).toBe('pending');
    const draft = await answer(admin.api, record, { status: 'draft', values: { label: { value: 'negative' } } });
    await answer(otherAnnotator.api, record, { status: 'discarded' });
    expect(await statusOf(record)).toBe('pending');
    await admin.api.put(responsePath(draft), submitted('negative'));
    expect(await statusOf(record)).toBe('completed');
    const completed = await searchIds(server.owner, twice, terms({ entity: 'record', property: 'status' }, ['completed']), { admin: true });
    expect(completed.ids).toEqual([record.external_id]);

    await annotator.api.delete(responsePath(mine));
    expect(await statusOf(record)).toBe('pending');
    await server.owner.put(responsePath(draft), { status: 'draft', values: null });
    expect(await statusOf(record)).toBe('pending');
  });

  it('reopens a completed record when one of its annotators is deleted', async () => {
    const [record] = await createPlainRecords(server, twice, 1);
    const leaving = await server.factory.user('annotator', { workspaces: [workspace] });
    await answer(leaving.api, record, submitted());
    await answer(annotator.api, record, submitted());
    expect(await statusOf(record)).toBe('completed');
    expect((await server.owner.delete(`/api/v1/users/${leaving.id}`)).status).toBe(200);
    expect(await statusOf(record)).toBe('pending');
  });

  it('creates a record already completed when the bulk call carries enough submitted responses', async () => {
    const answers = (users: MadeUser[], status: string) => users.map((user) => ({ user_id: user.id, ...submitted(), status }));
    const response = await server.owner.post(`/api/v1/datasets/${twice.id}/records/bulk`, {
      items: [
        { fields: { text: 'two submitted' }, responses: answers([annotator, admin], 'submitted') },
        { fields: { text: 'one submitted' }, responses: answers([annotator], 'submitted') },
        { fields: { text: 'two drafts' }, responses: answers([annotator, admin], 'draft') },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.body.items.map((record: any) => record.status)).toEqual(['completed', 'pending', 'pending']);
  });

  it('refuses a change of distribution once responses exist, with a code', async () => {
    const fresh = await makeRecordsDataset(server, { workspace, minSubmitted: 2 });
    const before = await server.owner.patch(`/api/v1/datasets/${fresh.id}`, { distribution: { strategy: 'overlap', min_submitted: 3 } });
    expect(before.status).toBe(200);
    const [record] = await createPlainRecords(server, fresh, 1);
    await answer(annotator.api, record, { status: 'draft', values: null });
    const refused = await server.owner.patch(`/api/v1/datasets/${fresh.id}`, { distribution: { strategy: 'overlap', min_submitted: 1 } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 'update_distribution_with_existing_responses', message: expect.any(String) });
    expect((await server.owner.get(`/api/v1/datasets/${fresh.id}`)).body.distribution).toEqual({ strategy: 'overlap', min_submitted: 3 });
  });
});
