import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectForbidden, expectRule } from '../helpers/expectations.js';
import { exportPath, fetchRaw, parseJsonLines } from '../helpers/export-files.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import { type RecordsDataset, answer, bulkPath, createRecords, getRecord, makeRecordsDataset, recordPath, submitted } from '../helpers/records-fixtures.js';
import { reviewPath, reviewSearch, validate } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

// An owner records answers on behalf of anyone who exists, a member of the dataset's workspace or not (as
// Argilla does: scripts import earlier annotations under their authors' ids); an admin only on behalf of
// people who can read the dataset. What follows from a stranger's answer: it counts where answers count,
// and nothing that lists or sums answers breaks on someone outside the team.

let server: TestServer;
let cast: Cast;
/** Someone who exists but belongs to no workspace of the dataset. */
let stranger: MadeUser;

const respond = (userId: string, label = 'positive') => ({ user_id: userId, status: 'submitted', values: { label: { value: label } } });
const path = (dataset: { id: string }, tail: string) => `/api/v1/datasets/${dataset.id}/${tail}`;

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  stranger = await server.factory.user('annotator', { workspaces: [cast.elsewhere] });
});
afterAll(() => server.close());

describe('responses written with records, on behalf of someone outside the workspace', () => {
  let dataset: RecordsDataset;
  beforeAll(async () => {
    dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  });

  it('are accepted from an owner, on create and on upsert', async () => {
    const [created] = await createRecords(server, dataset, [{ fields: { text: 'imported' }, responses: [respond(stranger.id)] }]);
    expect(created.responses).toEqual([expect.objectContaining({ user_id: stranger.id, status: 'submitted', values: { label: { value: 'positive' } } })]);
    const upserted = await server.owner.put(bulkPath(dataset), { items: [{ id: created.id, responses: [respond(stranger.id, 'negative')] }] });
    expect(upserted.status, JSON.stringify(upserted.body)).toBe(200);
    expect((await getRecord(server.owner, created)).responses).toEqual([expect.objectContaining({ user_id: stranger.id, values: { label: { value: 'negative' } } })]);
  });

  it('are still refused from an admin, naming the user, and an unknown user from anyone', async () => {
    for (const method of ['POST', 'PUT'] as const) {
      const refused = await cast.admin.api.request(method, bulkPath(dataset), { json: { items: [{ fields: { text: 'x' }, responses: [respond(stranger.id)] }] } });
      expectRule(refused, `record at position 0 is not valid because user with id=${stranger.id} is not a member of the workspace of this dataset`);
    }
    const unknown = await server.owner.post(bulkPath(dataset), { items: [{ fields: { text: 'x' }, responses: [respond('00000000-0000-4000-8000-000000000001')] }] });
    expectRule(unknown, 'record at position 0 is not valid because user with id=00000000-0000-4000-8000-000000000001 not found');
  });

  it('leave the stranger unable to read the dataset or their answer', async () => {
    const [record] = await createRecords(server, dataset, [{ fields: { text: 'theirs, unseen' }, responses: [respond(stranger.id)] }]);
    expectForbidden(await stranger.api.get(recordPath(record)));
    expectForbidden(await stranger.api.get(path(dataset, 'team/progress')));
  });
});

describe("a stranger's answer in the team's figures", () => {
  let dataset: RecordsDataset;
  let records: any[];
  beforeAll(async () => {
    dataset = await makeRecordsDataset(server, { workspace: cast.workspace, minSubmitted: 2 });
    records = await createRecords(server, dataset, [
      { external_id: 'agreed', fields: { text: 'one' }, responses: [respond(stranger.id, 'positive')] },
      { external_id: 'disagreed', fields: { text: 'two' }, responses: [respond(stranger.id, 'negative')] },
    ]);
    for (const record of records) await answer(cast.annotator.api, record, submitted('positive'));
  });

  it('completes records as any submitted answer does', async () => {
    for (const record of records) expect((await getRecord(server.owner, record)).status).toBe('completed');
  });

  it('is counted in team progress and users progress, as someone who answered', async () => {
    const team = await server.owner.get(path(dataset, 'team/progress'));
    expect(team.status).toBe(200);
    expect(team.body.members.find((member: any) => member.user_id === stranger.id)).toMatchObject({ username: stranger.username, submitted: 2, assigned: null });
    expect(team.body.disagreements).toBe(1);
    const users = await server.owner.get(path(dataset, 'users/progress'));
    expect(users.body.users.map((user: any) => user.username)).toContain(stranger.username);
  });

  it('is in the agreement report, the review queue and the export', async () => {
    const agreement = await server.owner.get(path(dataset, 'agreement'));
    expect(agreement.status, JSON.stringify(agreement.body)).toBe(200);
    expect(agreement.body.annotators.map((annotator: any) => annotator.user_id)).toContain(stranger.id);
    const review = await reviewSearch(server.owner, dataset, {});
    expect(review.users).toContainEqual({ id: stranger.id, username: stranger.username });
    await validate(server.owner, records[1], { label: 'negative' });
    expect((await server.owner.delete(reviewPath(records[1]))).status).toBe(200);
    expect((await getRecord(server.owner, records[1])).responses.map((response: any) => response.status)).toEqual(['draft', 'draft']);
    const exported = await fetchRaw(server.api.baseUrl, server.ownerUser.apiKey, 'POST', exportPath(dataset), { format: 'jsonl' });
    expect(exported.status).toBe(200);
    const rows = parseJsonLines(exported.bytes);
    expect(rows.find((row) => row.id === 'agreed')!['label.responses.users']).toEqual([stranger.id, cast.annotator.id]);
  });

  it('does not complete an assigned record for its assignee', async () => {
    const assigned = await makeRecordsDataset(server, { workspace: cast.workspace });
    const [record] = await createRecords(server, assigned, [{ fields: { text: 'assigned' } }]);
    expect((await server.owner.post(path(assigned, 'assignments/split'), { user_ids: [cast.annotator.id] })).status).toBe(200);
    await server.owner.put(bulkPath(assigned), { items: [{ id: record.id, responses: [respond(stranger.id)] }] });
    expect((await getRecord(server.owner, record)).status).toBe('pending');
    const team = await server.owner.get(path(assigned, 'team/progress'));
    expect(team.body.members.find((member: any) => member.user_id === stranger.id)).toMatchObject({ submitted: 1, assigned: 0, pending: 0 });
    await answer(cast.annotator.api, record, submitted());
    expect((await getRecord(server.owner, record)).status).toBe('completed');
  });
});
