import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectForbidden, expectInvalid, expectNotFound, expectUnauthorized } from '../helpers/expectations.js';
import type { MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  answer,
  createPlainRecords,
  createRecords,
  makeRecordsDataset,
  recordPath,
  search,
  submitted,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let workspace: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let outsiderAdmin: MadeUser;
let outsiderAnnotator: MadeUser;
let dataset: RecordsDataset;
let records: any[];

const zeros = { submitted: 0, discarded: 0, draft: 0 };

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator, outsiderAdmin, outsiderAnnotator } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace });
  records = await createPlainRecords(server, dataset, 5);
  // The annotator answers r0 (submitted), r1 (discarded) and r2 (draft); the admin submits r2 and r0 gets completed alone.
  await answer(annotator.api, records[0], submitted());
  await answer(annotator.api, records[1], { status: 'discarded' });
  await answer(annotator.api, records[2], { status: 'draft', values: { rating: { value: 3 } } });
  await answer(admin.api, records[2], submitted('negative'));
});
afterAll(() => server.close());

/** The 401 / 422 / 404 / 403 walk shared by the dataset-level endpoints, open to any member. */
function checksAccess(path: (dataset: { id: string }) => string, malformed: string) {
  it('needs credentials, a well-formed id and membership; 404 first', async () => {
    expectUnauthorized(await server.api.get(path(dataset)));
    expectInvalid(await server.owner.get(malformed), ['path', 'dataset_id']);
    expectNotFound(await outsiderAnnotator.api.get(path({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
    expectForbidden(await outsiderAnnotator.api.get(path(dataset)));
    expectForbidden(await outsiderAdmin.api.get(path(dataset)));
  });
}

describe('GET /api/v1/me/datasets/{dataset_id}/metrics', () => {
  const path = (target: { id: string }) => `/api/v1/me/datasets/${target.id}/metrics`;
  checksAccess(path, '/api/v1/me/datasets/nope/metrics');

  it("counts the caller's responses; pending is every record the caller has not answered, and the queue those not completed yet", async () => {
    const mine = await annotator.api.get(path(dataset));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ responses: { total: 5, submitted: 1, discarded: 1, draft: 1, pending: 2 }, queue: { pending: 2 } });
    // r0 was completed by the annotator's submit: it is no longer in the admin's or the owner's queue.
    expect((await admin.api.get(path(dataset))).body).toEqual({ responses: { total: 5, submitted: 1, discarded: 0, draft: 0, pending: 4 }, queue: { pending: 3 } });
    expect((await server.owner.get(path(dataset))).body).toEqual({ responses: { total: 5, submitted: 0, discarded: 0, draft: 0, pending: 5 }, queue: { pending: 3 } });
  });

  it("counts in the queue exactly the records of the caller's pending queue (the annotation page's search)", async () => {
    const queueBody = {
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
          { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
        ],
      },
    };
    for (const caller of [annotator.api, admin.api, server.owner]) {
      const queue = await search(caller, dataset, queueBody);
      expect(queue.status).toBe(200);
      expect((await caller.get(path(dataset))).body.queue.pending).toBe(queue.body.total);
    }
    // A record the team completes leaves the queue and stays pending in Argilla's count.
    const target = await makeRecordsDataset(server, { workspace });
    const [done, open] = await createPlainRecords(server, target, 2);
    await answer(admin.api, done, submitted());
    expect((await annotator.api.get(path(target))).body).toEqual({ responses: { total: 2, submitted: 0, discarded: 0, draft: 0, pending: 2 }, queue: { pending: 1 } });
    expect((await search(annotator.api, target, queueBody)).body.total).toBe(1);
    // The caller's draft on a record another completed is theirs, in neither pending count.
    await answer(annotator.api, done, { status: 'draft', values: { rating: { value: 2 } } });
    await answer(annotator.api, open, { status: 'draft', values: { rating: { value: 2 } } });
    expect((await annotator.api.get(path(target))).body).toEqual({ responses: { total: 2, submitted: 0, discarded: 0, draft: 2, pending: 0 }, queue: { pending: 0 } });
  });

  it('follows record deletions', async () => {
    const target = await makeRecordsDataset(server, { workspace });
    const [kept, doomed] = await createPlainRecords(server, target, 2);
    await answer(annotator.api, kept, { status: 'discarded' });
    await answer(annotator.api, doomed, submitted());
    await server.owner.delete(recordPath(doomed));
    expect((await annotator.api.get(path(target))).body).toEqual({ responses: { total: 1, submitted: 0, discarded: 1, draft: 0, pending: 0 }, queue: { pending: 0 } });
  });
});

describe('GET /api/v1/datasets/{dataset_id}/progress', () => {
  const path = (target: { id: string }) => `/api/v1/datasets/${target.id}/progress`;
  checksAccess(path, '/api/v1/datasets/nope/progress');

  it('counts records by status for any member, and lists who answered in order of first response', async () => {
    const response = await annotator.api.get(path(dataset));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 5, completed: 2, pending: 3 });
    expect(response.body.users.map((user: any) => user.username)).toEqual([annotator.username, admin.username]);
    for (const user of response.body.users) expect(Object.keys(user).sort()).toEqual(['completed', 'pending', 'username']);
  });

  it('answers zeros for a dataset without records', async () => {
    const empty = await makeRecordsDataset(server, { workspace });
    expect((await admin.api.get(path(empty))).body).toEqual({ total: 0, completed: 0, pending: 0, users: [] });
  });
});

describe('GET /api/v1/datasets/{dataset_id}/users/progress', () => {
  const path = (target: { id: string }) => `/api/v1/datasets/${target.id}/users/progress`;
  checksAccess(path, '/api/v1/datasets/nope/users/progress');

  it("counts each user's responses by record status, then response status", async () => {
    const response = await annotator.api.get(path(dataset));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      users: [
        { username: annotator.username, completed: { submitted: 1, discarded: 0, draft: 1 }, pending: { submitted: 0, discarded: 1, draft: 0 } },
        { username: admin.username, completed: { submitted: 1, discarded: 0, draft: 0 }, pending: zeros },
      ],
    });
  });
});

describe('GET /api/v1/metadata-properties/{metadata_property_id}/metrics', () => {
  let target: RecordsDataset;
  const path = (property: { id: string }) => `/api/v1/metadata-properties/${property.id}/metrics`;
  beforeAll(async () => {
    target = await makeRecordsDataset(server, { workspace });
    await createRecords(server, target, [
      { fields: { text: '1' }, metadata: { genre: 'news', words: 12, score: 0.123456789, secret: 'x' } },
      { fields: { text: '2' }, metadata: { genre: 'blog', words: 3, score: -2.5 } },
      { fields: { text: '3' }, metadata: { genre: 'news', words: 900 } },
      { fields: { text: '4' }, metadata: { genre: ['news', 'forum'], words: null } },
      { fields: { text: '5' }, metadata: { extra: 'not a property' } },
    ]);
  });

  it('needs credentials, an existing property and the right to see it', async () => {
    expectUnauthorized(await server.api.get(path(target.properties.genre)));
    expectInvalid(await server.owner.get('/api/v1/metadata-properties/nope/metrics'), ['path', 'metadata_property_id']);
    expectNotFound(await outsiderAnnotator.api.get(path({ id: MISSING_ID })), `MetadataProperty with id \`${MISSING_ID}\` not found`);
    expectForbidden(await outsiderAnnotator.api.get(path(target.properties.genre)));
    expectForbidden(await outsiderAdmin.api.get(path(target.properties.genre)));
    expectForbidden(await annotator.api.get(path(target.properties.secret)));
    expect((await admin.api.get(path(target.properties.secret))).body).toEqual({ type: 'terms', total: 1, values: [{ term: 'x', count: 1 }] });
  });

  it('counts terms, most frequent first', async () => {
    const response = await annotator.api.get(path(target.properties.genre));
    expect(response.status).toBe(200);
    expect(response.body.type).toBe('terms');
    expect(response.body.total).toBe(5);
    expect(response.body.values[0]).toEqual({ term: 'news', count: 3 });
    expect(response.body.values.slice(1)).toEqual(expect.arrayContaining([{ term: 'blog', count: 1 }, { term: 'forum', count: 1 }]));
    expect(response.body.values).toHaveLength(3);
  });

  it('answers the range of integer and float properties, floats rounded to 5 decimals', async () => {
    expect((await annotator.api.get(path(target.properties.words))).body).toEqual({ type: 'integer', min: 3, max: 900 });
    expect((await annotator.api.get(path(target.properties.score))).body).toEqual({ type: 'float', min: -2.5, max: 0.12346 });
  });

  it('answers nulls for a property no record has', async () => {
    const empty = await makeRecordsDataset(server, { workspace });
    expect((await server.owner.get(path(empty.properties.words))).body).toEqual({ type: 'integer', min: null, max: null });
    expect((await server.owner.get(path(empty.properties.genre))).body).toEqual({ type: 'terms', total: 0, values: [] });
  });
});

describe('metrics of numbers near the largest doubles', () => {
  it('answer the real minimum and maximum', async () => {
    const workspace = await server.factory.workspace();
    const target = await makeRecordsDataset(server, { workspace });
    await createRecords(server, target, [
      { fields: { text: '1' }, metadata: { score: 1.7e308 } },
      { fields: { text: '2' }, metadata: { score: -1.7e308 } },
    ]);
    const metrics = (await server.owner.get(`/api/v1/metadata-properties/${target.properties.score.id}/metrics`)).body;
    expect(metrics).toEqual({ type: 'float', min: -1.7e308, max: 1.7e308 });
  });
});
