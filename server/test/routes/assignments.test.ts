import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectForbidden, expectInvalid, expectNotFound, expectRule, expectUnauthorized } from '../helpers/expectations.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  answer,
  createPlainRecords,
  createRecords,
  getRecord,
  makeRecordsDataset,
  searchIds,
  submitted,
  terms,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';
import { splitRecords } from '../../src/features/assignments/repository.js';

let server: TestServer;
let cast: Cast;
let second: MadeUser;
let third: MadeUser;

const base = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/assignments`;
const splitPath = (dataset: { id: string }) => `${base(dataset)}/split`;
const metricsPath = (dataset: { id: string }) => `/api/v1/me/datasets/${dataset.id}/metrics`;
const pending = terms({ entity: 'response' }, ['pending']);

/** Each record's assignees (user ids, sorted), by external id, read from the table. */
async function assigneesByRecord(dataset: { id: string }): Promise<Map<string, string[]>> {
  const rows = await server.db
    .selectFrom('record_assignments')
    .innerJoin('records', 'records.id', 'record_assignments.record_id')
    .select(['records.external_id', 'record_assignments.user_id'])
    .where('record_assignments.dataset_id', '=', dataset.id)
    .execute();
  const byRecord = new Map<string, string[]>();
  for (const row of rows) byRecord.set(row.external_id!, [...(byRecord.get(row.external_id!) ?? []), row.user_id].sort());
  return byRecord;
}

async function split(dataset: { id: string }, body: Record<string, unknown>, as = server.owner) {
  const response = await as.post(splitPath(dataset), body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function statusOf(record: { id: string }): Promise<string> {
  return (await getRecord(server.owner, record)).status;
}

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  second = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  third = await server.factory.user('annotator', { workspaces: [cast.workspace] });
});
afterAll(() => server.close());

describe('access and validation', () => {
  let dataset: RecordsDataset;
  beforeAll(async () => {
    dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
    await createPlainRecords(server, dataset, 3);
  });

  it('needs credentials, a well-formed request, the dataset, then its management', async () => {
    const body = { user_ids: [cast.annotator.id] };
    expectUnauthorized(await server.api.get(base(dataset)));
    expectUnauthorized(await server.api.post(splitPath(dataset), body));
    expectInvalid(await server.owner.get('/api/v1/datasets/nope/assignments'), ['path', 'dataset_id']);
    expectInvalid(await server.owner.post(splitPath(dataset), { user_ids: [] }), ['body', 'user_ids']);
    expectInvalid(await server.owner.post(splitPath(dataset), { user_ids: ['nope'] }), ['body', 'user_ids', 0]);
    expectInvalid(await server.owner.post(splitPath(dataset), { user_ids: [second.id, second.id] }), ['body', 'user_ids']);
    expectInvalid(await server.owner.post(splitPath(dataset), { user_ids: [second.id], per_record: 2 }), ['body', 'per_record']);
    expectInvalid(await server.owner.post(splitPath(dataset), { user_ids: [second.id], per_record: 0 }), ['body', 'per_record']);
    expectInvalid(await server.owner.post(base(dataset), { user_ids: [second.id], replace: 'yes' }), ['body', 'replace']);
    // The dataset, then the caller's rights on it, before the body is read: a malformed body to a missing
    // dataset is a 404, and to a dataset the caller may not manage a 403.
    expectNotFound(await cast.outsiderAnnotator.api.post(splitPath({ id: MISSING_ID }), { user_ids: [] }), `Dataset with id \`${MISSING_ID}\` not found`);
    expectForbidden(await cast.outsiderAnnotator.api.post(splitPath(dataset), { user_ids: [] }));
    for (const call of [
      cast.outsiderAnnotator.api.get(base({ id: MISSING_ID })),
      cast.outsiderAnnotator.api.post(splitPath({ id: MISSING_ID }), body),
      cast.outsiderAnnotator.api.post(base({ id: MISSING_ID }), body),
      cast.outsiderAnnotator.api.delete(base({ id: MISSING_ID })),
    ]) {
      expectNotFound(await call, `Dataset with id \`${MISSING_ID}\` not found`);
    }
  });

  it('is for those who manage the dataset: annotators and admins of other workspaces are refused', async () => {
    const body = { user_ids: [cast.annotator.id] };
    for (const user of [cast.annotator, cast.outsiderAdmin, cast.outsiderAnnotator]) {
      expectForbidden(await user.api.get(base(dataset)));
      expectForbidden(await user.api.post(splitPath(dataset), body));
      expectForbidden(await user.api.post(base(dataset), body));
      expectForbidden(await user.api.delete(base(dataset)));
    }
    expect((await cast.admin.api.get(base(dataset))).status).toBe(200);
    expect((await cast.admin.api.delete(base(dataset))).status).toBe(200);
    expect((await server.owner.get(base(dataset))).status).toBe(200);
  });

  it('answers an unassigned dataset as overlap', async () => {
    const response = await server.owner.get(base(dataset));
    expect(response.body).toEqual({ strategy: 'overlap', min_submitted: 1, total: 3, unassigned: 3, annotators: [], changed: 0 });
  });

  it('assigns only to users who exist and can read the dataset, naming the first who cannot', async () => {
    expectRule(await server.owner.post(splitPath(dataset), { user_ids: [second.id, MISSING_ID] }), `User with id \`${MISSING_ID}\` not found`);
    // Named by the id the caller sent: an admin learns nothing of an account outside their workspaces.
    for (const as of [server.owner, cast.admin.api]) {
      expectRule(
        await as.post(base(dataset), { user_ids: [cast.outsiderAnnotator.id] }),
        `User with id \`${cast.outsiderAnnotator.id}\` cannot be assigned records of dataset \`${dataset.name}\`: they are not a member of its workspace`,
      );
    }
    expectRule(await cast.admin.api.post(splitPath(dataset), { user_ids: [cast.outsiderAdmin.id] }), new RegExp(`^User with id \`${cast.outsiderAdmin.id}\``));
    // Owners read every dataset, members or not.
    expect((await server.owner.post(splitPath(dataset), { user_ids: [server.ownerUser.id] })).status).toBe(200);
    expect((await server.owner.delete(base(dataset))).status).toBe(200);
    expect((await server.owner.get(base(dataset))).body.strategy).toBe('overlap');
  });

  it('refuses drafts, similarity and unknown filters', async () => {
    const draft = await makeRecordsDataset(server, { workspace: cast.workspace, draft: true });
    expectRule(await server.owner.post(splitPath(draft), { user_ids: [second.id] }), 'Records of a dataset that is not published cannot be assigned');
    expectRule(await server.owner.post(base(draft), { user_ids: [second.id] }), 'Records of a dataset that is not published cannot be assigned');
    expectRule(
      await server.owner.post(base(dataset), { user_ids: [second.id], query: { vector: { name: 'emb', value: [1, 0, 0] } } }),
      'Records cannot be assigned by similarity: use a text query and filters',
    );
    expectRule(
      await server.owner.post(base(dataset), { user_ids: [second.id], ...terms({ entity: 'metadata', metadata_property: 'nope' }, ['x']) }),
      `Metadata property with name \`nope\` not found in dataset \`${dataset.id}\`.`,
    );
    expect((await server.owner.get(base(dataset))).body.strategy).toBe('overlap');
  });
});

describe('split', () => {
  it('gives each record N different annotators, each annotator the same count give or take one', async () => {
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
    const records = await createPlainRecords(server, dataset, 10, 'bal');
    const users = [cast.annotator, second, third];
    const body = await split(dataset, { user_ids: users.map((user) => user.id), per_record: 2 });
    expect(body).toMatchObject({ strategy: 'assigned', min_submitted: 1, total: 10, unassigned: 0, changed: 10 });
    const counts = Object.fromEntries(body.annotators.map((row: any) => [row.user_id, row.assigned]));
    expect(Object.values(counts).sort()).toEqual([6, 7, 7]);
    expect(body.annotators.map((row: any) => row.username)).toEqual(users.map((user) => user.username).sort());
    const byRecord = await assigneesByRecord(dataset);
    expect(byRecord.size).toBe(10);
    for (const assignees of byRecord.values()) expect(new Set(assignees).size).toBe(2);
    // In record order: the k-th record goes to annotators (2k) mod 3 and (2k + 1) mod 3.
    records.forEach((record, k) => {
      expect(byRecord.get(record.external_id)).toEqual([users[(2 * k) % 3].id, users[(2 * k + 1) % 3].id].sort());
    });
    expect((await server.owner.get(base(dataset))).body).toEqual({ ...body, changed: 0 });
  });

  it('replaces every earlier assignment unless only_unassigned, which splits the records added since', async () => {
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
    await createPlainRecords(server, dataset, 6, 'old');
    await split(dataset, { user_ids: [cast.annotator.id, second.id, third.id] });
    const before = await assigneesByRecord(dataset);
    await createPlainRecords(server, dataset, 4, 'new');
    expect((await server.owner.get(base(dataset))).body).toMatchObject({ total: 10, unassigned: 4 });

    const body = await split(dataset, { user_ids: [cast.annotator.id, second.id, third.id], only_unassigned: true });
    expect(body).toMatchObject({ total: 10, unassigned: 0, changed: 4 });
    expect(body.annotators.map((row: any) => row.assigned).sort()).toEqual([3, 3, 4]);
    const after = await assigneesByRecord(dataset);
    for (const [record, assignees] of before) expect(after.get(record)).toEqual(assignees);

    const again = await split(dataset, { user_ids: [second.id] });
    expect(again).toMatchObject({ total: 10, unassigned: 0, changed: 10, annotators: [{ user_id: second.id, username: second.username, assigned: 10 }] });
  });

  it('splits a larger dataset evenly', async () => {
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
    for (let batch = 0; batch < 3; batch += 1) {
      await createRecords(server, dataset, Array.from({ length: 500 }, (_, index) => ({ fields: { text: `r ${batch} ${index}` } })));
    }
    const body = await split(dataset, { user_ids: [cast.annotator.id, second.id, third.id, cast.admin.id], per_record: 3 });
    expect(body.changed).toBe(1500);
    expect(body.annotators.map((row: any) => row.assigned)).toEqual([1125, 1125, 1125, 1125]);
  });

  it('continues the rotation from one window of records to the next', async () => {
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
    const records = await createPlainRecords(server, dataset, 11, 'w');
    const users = [cast.annotator.id, second.id, third.id];
    const timestamp = '2026-01-01T00:00:00.000000';
    const splitOnce = (onlyUnassigned: boolean) =>
      server.db.transaction().execute((trx) => splitRecords(trx, { datasetId: dataset.id, userIds: users, perRecord: 2, onlyUnassigned, timestamp, window: 4 }));
    expect(await splitOnce(false)).toBe(11);
    const byRecord = await assigneesByRecord(dataset);
    records.forEach((record, k) => expect(byRecord.get(record.external_id)).toEqual([users[(2 * k) % 3], users[(2 * k + 1) % 3]].sort()));
    await server.db.deleteFrom('record_assignments').where('record_id', 'in', records.slice(3).map((record) => record.id)).execute();
    // Only the 8 records nobody holds, counted from the first of them.
    expect(await splitOnce(true)).toBe(8);
    const again = await assigneesByRecord(dataset);
    records.slice(3).forEach((record, k) => expect(again.get(record.external_id)).toEqual([users[(2 * k) % 3], users[(2 * k + 1) % 3]].sort()));
  });
});

describe('assignment by search and filters', () => {
  let dataset: RecordsDataset;
  beforeAll(async () => {
    dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
    await createRecords(server, dataset, [
      { external_id: 'n1', fields: { text: 'the cat sat' }, metadata: { genre: 'news' } },
      { external_id: 'n2', fields: { text: 'a dog ran' }, metadata: { genre: 'news' } },
      { external_id: 'b1', fields: { text: 'the cat slept' }, metadata: { genre: 'blog' } },
      { external_id: 'f1', fields: { text: 'birds' }, metadata: { genre: 'forum' } },
    ]);
  });

  it('adds the named annotators to the records a metadata filter keeps', async () => {
    const body = await server.owner.post(base(dataset), { user_ids: [cast.annotator.id], ...terms({ entity: 'metadata', metadata_property: 'genre' }, ['news']) });
    expect(body.status, JSON.stringify(body.body)).toBe(200);
    expect(body.body).toMatchObject({ strategy: 'assigned', total: 4, unassigned: 2, changed: 2 });
    const added = await server.owner.post(base(dataset), { user_ids: [second.id], query: { text: { q: 'cat' } } });
    expect(added.body).toMatchObject({ unassigned: 1, changed: 2 });
    expect(Object.fromEntries(await assigneesByRecord(dataset))).toEqual({
      n1: [cast.annotator.id, second.id].sort(),
      n2: [cast.annotator.id],
      b1: [second.id],
    });
  });

  it('replaces the assignees of the matching records with replace, keeping the others', async () => {
    const body = await server.owner.post(base(dataset), {
      user_ids: [third.id, second.id],
      query: { text: { q: 'cat' } },
      ...terms({ entity: 'metadata', metadata_property: 'genre' }, ['news']),
      replace: true,
    });
    expect(body.body).toMatchObject({ changed: 1, unassigned: 1 });
    expect(Object.fromEntries(await assigneesByRecord(dataset))).toEqual({
      n1: [second.id, third.id].sort(),
      n2: [cast.annotator.id],
      b1: [second.id],
    });
  });

  it('reads a filter on assignees as it stood when the call was made', async () => {
    // The records nobody holds go to the annotator; those the second annotator holds move to the third.
    const unheld = await server.owner.post(base(dataset), { user_ids: [cast.annotator.id], ...terms({ entity: 'review', property: 'assignee' }, ['none']) });
    expect(unheld.body).toMatchObject({ changed: 1, unassigned: 0 });
    const moved = await server.owner.post(base(dataset), {
      user_ids: [third.id],
      replace: true,
      ...terms({ entity: 'review', property: 'assignee' }, [second.id]),
    });
    expect(moved.body.changed).toBe(2);
    expect(Object.fromEntries(await assigneesByRecord(dataset))).toEqual({
      n1: [third.id],
      n2: [cast.annotator.id],
      b1: [third.id],
      f1: [cast.annotator.id],
    });
  });

  it('assigns nothing when nothing matches', async () => {
    const body = await server.owner.post(base(dataset), { user_ids: [second.id], query: { text: { q: 'zebra' } } });
    expect(body.status).toBe(200);
    expect(body.body.changed).toBe(0);
  });
});

describe("the annotator's queue in an assigned dataset", () => {
  let dataset: RecordsDataset;
  let records: any[];
  beforeAll(async () => {
    dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
    records = await createPlainRecords(server, dataset, 9, 'q');
    // Answered before the split, which gives records[1] to someone else: an answer on a record not theirs.
    await answer(cast.annotator.api, records[0], submitted());
    await answer(cast.annotator.api, records[1], submitted());
    // Three records each, in record order: 0, 3, 6 to the annotator; 1, 4, 7 to the second; 2, 5, 8 to the third.
    await split(dataset, { user_ids: [cast.annotator.id, second.id, third.id] });
  });

  it('holds only their records, in search, in the pending queue and in their metrics', async () => {
    const mine = await searchIds(cast.annotator.api, dataset, {}, { query: 'limit=50' });
    expect(mine.ids.sort()).toEqual(['q-0', 'q-3', 'q-6']);
    expect(mine.total).toBe(3);
    const queue = await searchIds(cast.annotator.api, dataset, pending);
    expect(queue.ids.sort()).toEqual(['q-3', 'q-6']);
    expect(queue.total).toBe(2);
    const answered = await searchIds(cast.annotator.api, dataset, terms({ entity: 'response' }, ['submitted']));
    expect(answered).toMatchObject({ ids: ['q-0'], total: 1 });
    const text = await searchIds(cast.annotator.api, dataset, { query: { text: { q: 'record' } } });
    expect(text.ids.sort()).toEqual(['q-0', 'q-3', 'q-6']);
    expect(text.total).toBe(3);
    const textPending = await searchIds(cast.annotator.api, dataset, { query: { text: { q: 'record' } }, ...pending });
    expect(textPending.total).toBe(2);
    expect((await cast.annotator.api.get(metricsPath(dataset))).body).toEqual({
      responses: { total: 3, submitted: 1, discarded: 0, draft: 0, pending: 2 },
      queue: { pending: 2 },
    });
    expect((await searchIds(third.api, dataset, pending)).ids.sort()).toEqual(['q-2', 'q-5', 'q-8']);
    // The metrics' queue is what the annotation page's pending queue (not completed, not answered) holds.
    const pageQueue = { filters: { and: [...pending.filters.and, { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] }] } };
    for (const user of [cast.annotator, second, third]) {
      const { total } = await searchIds(user.api, dataset, pageQueue);
      expect((await user.api.get(metricsPath(dataset))).body.queue.pending).toBe(total);
    }
  });

  it('leaves owners and admins without records seeing everything, and narrows those who took some', async () => {
    expect((await searchIds(cast.admin.api, dataset, pending)).total).toBe(9);
    expect((await cast.admin.api.get(metricsPath(dataset))).body.responses.total).toBe(9);
    expect((await searchIds(server.owner, dataset, {})).total).toBe(9);
    expect((await searchIds(cast.admin.api, dataset, {}, { admin: true })).total).toBe(9);
    await server.owner.post(base(dataset), { user_ids: [cast.admin.id], ...terms({ entity: 'record', property: 'external_id' }, ['q-4']) });
    expect((await searchIds(cast.admin.api, dataset, pending)).ids).toEqual(['q-4']);
    expect((await cast.admin.api.get(metricsPath(dataset))).body).toMatchObject({ responses: { total: 1, pending: 1 }, queue: { pending: 1 } });
    expect((await searchIds(cast.admin.api, dataset, {}, { admin: true })).total).toBe(9);
  });

  it('narrows sorted and similarity searches too', async () => {
    const sorted = await searchIds(cast.annotator.api, dataset, { sort: [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'desc' }] });
    expect(sorted).toMatchObject({ ids: ['q-6', 'q-3', 'q-0'], total: 3 });
    await createRecords(server, dataset, [
      { external_id: 'v-near', fields: { text: 'near' }, vectors: { emb: [1, 0, 0] } },
      { external_id: 'v-far', fields: { text: 'far' }, vectors: { emb: [0, 1, 0] } },
    ]);
    const similar = { query: { vector: { name: 'emb', value: [1, 0.1, 0] } } };
    // Nobody holds them yet: they are in nobody's queue, until one goes to the annotator.
    expect((await searchIds(cast.annotator.api, dataset, similar)).total).toBe(0);
    await server.owner.post(base(dataset), { user_ids: [cast.annotator.id], ...terms({ entity: 'record', property: 'external_id' }, ['v-far']) });
    expect(await searchIds(cast.annotator.api, dataset, similar)).toMatchObject({ ids: ['v-far'], total: 1 });
    expect((await searchIds(server.owner, dataset, similar, { admin: true })).ids).toEqual(['v-near', 'v-far']);
  });

  it('leaves an annotator without records an empty queue', async () => {
    const idle = await server.factory.user('annotator', { workspaces: [cast.workspace] });
    expect((await searchIds(idle.api, dataset, pending)).total).toBe(0);
    expect((await idle.api.get(metricsPath(dataset))).body).toEqual({ responses: { total: 0, submitted: 0, discarded: 0, draft: 0, pending: 0 }, queue: { pending: 0 } });
  });
});

describe('completion', () => {
  it('completes an assigned record once every assignee submitted; others do not count', async () => {
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace, minSubmitted: 1 });
    const [record, unheld] = await createPlainRecords(server, dataset, 2, 'c');
    await server.owner.post(base(dataset), { user_ids: [cast.annotator.id, second.id], ...terms({ entity: 'record', property: 'external_id' }, ['c-0']) });
    // An admin's answer (an annotator cannot reach a record held by others) does not complete it.
    await answer(cast.admin.api, record, submitted());
    expect(await statusOf(record)).toBe('pending');
    await answer(cast.annotator.api, record, submitted());
    expect(await statusOf(record)).toBe('pending');
    const draft = await answer(second.api, record, { status: 'draft', values: { label: { value: 'positive' } } });
    expect(await statusOf(record)).toBe('pending');
    expect((await second.api.put(`/api/v1/responses/${draft.id}`, submitted())).status).toBe(200);
    expect(await statusOf(record)).toBe('completed');
    // A record nobody holds keeps min_submitted.
    await answer(cast.admin.api, unheld, submitted());
    expect(await statusOf(unheld)).toBe('completed');
    // A new assignee who has not submitted reopens it; clearing goes back to min_submitted.
    await server.owner.post(base(dataset), { user_ids: [cast.admin.id], ...terms({ entity: 'record', property: 'external_id' }, ['c-0']) });
    expect(await statusOf(record)).toBe('completed');
    await server.owner.post(base(dataset), { user_ids: [third.id], ...terms({ entity: 'record', property: 'external_id' }, ['c-0']) });
    expect(await statusOf(record)).toBe('pending');
    expect((await server.owner.get(`/api/v1/datasets/${dataset.id}/progress`)).body).toMatchObject({ completed: 1, pending: 1 });
    const cleared = await server.owner.delete(base(dataset));
    expect(cleared.body).toMatchObject({ strategy: 'overlap', unassigned: 2, annotators: [], changed: 1 });
    expect(await statusOf(record)).toBe('completed');
  });

  it('follows min_submitted again once cleared, and recounts on a split after answers', async () => {
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace, minSubmitted: 2 });
    const [record] = await createPlainRecords(server, dataset, 1, 'm');
    await answer(cast.annotator.api, record, submitted());
    expect(await statusOf(record)).toBe('pending');
    await split(dataset, { user_ids: [cast.annotator.id] });
    expect(await statusOf(record)).toBe('completed');
    await server.owner.delete(base(dataset));
    expect(await statusOf(record)).toBe('pending');
    await answer(second.api, record, submitted());
    expect(await statusOf(record)).toBe('completed');
  });
});

describe('an assignee deleted', () => {
  it('takes their assignments along: a record the others all submitted is completed', async () => {
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace, minSubmitted: 3 });
    const [record] = await createPlainRecords(server, dataset, 1, 'd');
    const leaving = await server.factory.user('annotator', { workspaces: [cast.workspace] });
    await split(dataset, { user_ids: [second.id, leaving.id], per_record: 2 });
    await answer(second.api, record, submitted());
    expect(await statusOf(record)).toBe('pending');
    expect((await server.owner.delete(`/api/v1/users/${leaving.id}`)).status).toBe(200);
    expect(await statusOf(record)).toBe('completed');
    expect((await server.owner.get(base(dataset))).body.annotators).toEqual([{ user_id: second.id, username: second.username, assigned: 1 }]);
  });
});

describe('an assignee removed from the workspace', () => {
  it('takes their records there along: a record the others all submitted is completed, and other workspaces keep theirs', async () => {
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace, minSubmitted: 3 });
    const [record] = await createPlainRecords(server, dataset, 1, 'w');
    const otherWorkspace = (await server.owner.post('/api/v1/workspaces', { name: `elsewhere-${Date.now()}` })).body;
    const elsewhere = await makeRecordsDataset(server, { workspace: otherWorkspace });
    await createPlainRecords(server, elsewhere, 2, 'e');
    const leaving = await server.factory.user('annotator', { workspaces: [cast.workspace, otherWorkspace] });
    await split(dataset, { user_ids: [second.id, leaving.id], per_record: 2 });
    await split(elsewhere, { user_ids: [leaving.id], per_record: 1 });
    await answer(second.api, record, submitted());
    expect(await statusOf(record)).toBe('pending');

    const removed = await server.owner.delete(`/api/v1/workspaces/${cast.workspace.id}/users/${leaving.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await statusOf(record)).toBe('completed');
    expect((await server.owner.get(base(dataset))).body.annotators).toEqual([{ user_id: second.id, username: second.username, assigned: 1 }]);
    expect((await server.owner.get(base(elsewhere))).body.annotators).toEqual([{ user_id: leaving.id, username: leaving.username, assigned: 2 }]);
  });
});

describe('clearing', () => {
  it('returns the dataset to overlap: every answer exactly as before it was assigned', async () => {
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
    const records = await createPlainRecords(server, dataset, 6, 'x');
    await answer(cast.annotator.api, records[0], submitted());
    await answer(second.api, records[1], { status: 'discarded' });
    const snapshot = async () =>
      Promise.all([
        cast.annotator.api.post(`/api/v1/me/datasets/${dataset.id}/records/search?include=responses`, pending),
        cast.annotator.api.post(`/api/v1/me/datasets/${dataset.id}/records/search`, { query: { text: { q: 'record' } } }),
        cast.annotator.api.get(metricsPath(dataset)),
        server.owner.get(`/api/v1/datasets/${dataset.id}/progress`),
        server.owner.get(`/api/v1/datasets/${dataset.id}/records?include=responses`),
      ]).then((responses) => responses.map((response) => JSON.stringify([response.status, response.body])));
    const before = await snapshot();
    await split(dataset, { user_ids: [second.id, third.id] });
    expect(await snapshot()).not.toEqual(before);
    const cleared = await server.owner.delete(base(dataset));
    expect(cleared.body).toEqual({ strategy: 'overlap', min_submitted: 1, total: 6, unassigned: 6, annotators: [], changed: 6 });
    expect(await snapshot()).toEqual(before);
  });
});
