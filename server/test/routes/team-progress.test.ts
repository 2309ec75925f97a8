import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectForbidden, expectInvalid, expectNotFound, expectTimestamp, expectUnauthorized } from '../helpers/expectations.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import { type RecordsDataset, answer, createPlainRecords, makeRecordsDataset, submitted } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let cast: Cast;
let workspace: { id: string; name: string };
let admin: MadeUser;
let busy: MadeUser;
let reviewer: MadeUser;
let idle: MadeUser;

const path = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/team/progress`;

async function progressOf(dataset: { id: string }, as = server.owner) {
  const response = await as.get(path(dataset));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const byName = (body: any) => Object.fromEntries(body.members.map((member: any) => [member.username, member]));

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  // A workspace of its own, so that its members are exactly these.
  workspace = await server.factory.workspace();
  admin = await server.factory.user('admin', { workspaces: [workspace] });
  busy = await server.factory.user('annotator', { workspaces: [workspace] });
  reviewer = await server.factory.user('annotator', { workspaces: [workspace] });
  idle = await server.factory.user('annotator', { workspaces: [workspace] });
});
afterAll(() => server.close());

describe('GET /api/v1/datasets/{dataset_id}/team/progress', () => {
  let dataset: RecordsDataset;
  let records: any[];
  beforeAll(async () => {
    dataset = await makeRecordsDataset(server, { workspace });
    records = await createPlainRecords(server, dataset, 5, 't');
    await answer(busy.api, records[0], submitted('positive'));
    await answer(busy.api, records[1], submitted('positive'));
    await answer(busy.api, records[2], { status: 'discarded' });
    await answer(busy.api, records[3], { status: 'draft', values: { label: { value: 'neutral' } } });
    await answer(admin.api, records[1], submitted('negative'));
  });

  it('needs credentials, a well-formed id, the dataset and membership', async () => {
    expectUnauthorized(await server.api.get(path(dataset)));
    expectInvalid(await server.owner.get('/api/v1/datasets/nope/team/progress'), ['path', 'dataset_id']);
    expectNotFound(await cast.outsiderAnnotator.api.get(path({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
    expectForbidden(await cast.outsiderAnnotator.api.get(path(dataset)));
    expectForbidden(await cast.outsiderAdmin.api.get(path(dataset)));
    expectForbidden(await cast.annotator.api.get(path(dataset)));
    expect((await idle.api.get(path(dataset))).status).toBe(200);
    expect((await admin.api.get(path(dataset))).status).toBe(200);
  });

  it("counts each member's work on an overlap dataset, most submitted first", async () => {
    const body = await progressOf(dataset, idle.api);
    expect(body).toMatchObject({ strategy: 'overlap', total: 5, completed: 2, pending: 3, validated: 0, needs_review: 0 });
    // The owner is no member and answered nothing: not listed.
    expect(body.members.map((member: any) => member.username)).toEqual([busy.username, admin.username, ...[reviewer.username, idle.username].sort()]);
    const members = byName(body);
    expect(members[busy.username]).toMatchObject({
      user_id: busy.id,
      role: 'annotator',
      reviewer: false,
      assigned: null,
      submitted: 2,
      discarded: 1,
      draft: 1,
      // Of the 3 pending records (t-2, t-3, t-4) they answered two, as a discard and a draft.
      pending: 1,
      pace_per_hour: 0.13,
    });
    expectTimestamp(members[busy.username].last_activity_at);
    expect(members[admin.username]).toMatchObject({ role: 'admin', reviewer: true, submitted: 1, discarded: 0, draft: 0, pending: 3, pace_per_hour: 0.04 });
    expect(members[idle.username]).toEqual({
      user_id: idle.id,
      username: idle.username,
      role: 'annotator',
      reviewer: false,
      assigned: null,
      submitted: 0,
      discarded: 0,
      draft: 0,
      pending: 3,
      pace_per_hour: 0,
      last_activity_at: null,
    });
  });

  it('measures pace over the last 24 hours only', async () => {
    await server.db.updateTable('responses').set({ updated_at: '2020-01-01T00:00:00.000000' }).where('record_id', '=', records[0].id).execute();
    const members = byName(await progressOf(dataset));
    expect(members[busy.username].pace_per_hour).toBe(0.08);
    expect(members[busy.username].submitted).toBe(2);
  });

  it("counts reviewers, validated, flagged and disagreed records", async () => {
    const reviewers = await server.owner.put(`/api/v1/datasets/${dataset.id}/reviewers`, { user_ids: [reviewer.id] });
    expect(reviewers.status, JSON.stringify(reviewers.body)).toBe(200);
    expect((await server.owner.put(`/api/v1/records/${records[0].id}/review`, { values: { label: { value: 'positive' } } })).status).toBe(200);
    expect((await idle.api.put(`/api/v1/records/${records[4].id}/flag`)).status).toBe(200);
    const body = await progressOf(dataset);
    expect(body).toMatchObject({ validated: 1, needs_review: 1, disagreements: 1 });
    expect(byName(body)[reviewer.username].reviewer).toBe(true);
    expect(byName(body)[idle.username].reviewer).toBe(false);
  });
});

describe('an assigned dataset', () => {
  it("counts each member's records, pending only among theirs, and lists the owner once they take part", async () => {
    const dataset = await makeRecordsDataset(server, { workspace });
    const records = await createPlainRecords(server, dataset, 4, 'a');
    // In record order: busy gets a-0 and a-2, reviewer a-1 and a-3.
    const split = await server.owner.post(`/api/v1/datasets/${dataset.id}/assignments/split`, { user_ids: [busy.id, reviewer.id] });
    expect(split.status).toBe(200);
    await answer(busy.api, records[0], submitted());
    await answer(server.owner, records[1], submitted());
    const body = await progressOf(dataset, busy.api);
    // a-0 is completed by its one assignee; the owner's answer to a-1 does not count.
    expect(body).toMatchObject({ strategy: 'assigned', total: 4, completed: 1, pending: 3 });
    expect(body.members[0].username).toBe(busy.username);
    const members = byName(body);
    expect(members[busy.username]).toMatchObject({ assigned: 2, submitted: 1, pending: 1 });
    expect(members[reviewer.username]).toMatchObject({ assigned: 2, submitted: 0, pending: 2 });
    expect(members[idle.username]).toMatchObject({ assigned: 0, pending: 0 });
    expect(members.owner).toMatchObject({ role: 'owner', reviewer: true, assigned: 0, submitted: 1, pending: 0 });
    await answer(reviewer.api, records[1], submitted());
    const after = await progressOf(dataset);
    expect(after).toMatchObject({ completed: 2, pending: 2 });
    expect(byName(after)[reviewer.username]).toMatchObject({ submitted: 1, pending: 1 });
  });
});
