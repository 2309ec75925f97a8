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
import { type MadeUser, unique } from '../helpers/factories.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let workspace: { id: string; name: string };
/** An admin and an annotator who are members of `workspace`. */
let admin: MadeUser;
let annotator: MadeUser;
/** An admin and an annotator of another workspace only. */
let outsiderAdmin: MadeUser;
let outsiderAnnotator: MadeUser;

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator, outsiderAdmin, outsiderAnnotator } = await server.factory.cast());
});
afterAll(() => server.close());

const draft = () => server.factory.dataset({ workspace });
const published = () => server.factory.dataset({ workspace, published: true });
const settingsOf = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/vectors-settings`;
const vectorPath = (vector: { id: string }) => `/api/v1/vectors-settings/${vector.id}`;
const newVector = (extra: Record<string, unknown> = {}) => ({
  name: unique('vector'),
  title: 'A vector',
  dimensions: 4,
  ...extra,
});
const maxReached = (datasetId: string) =>
  `The maximum number of vector settings has been reached for dataset with id \`${datasetId}\``;

describe('GET /api/v1/datasets/{dataset_id}/vectors-settings', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get(settingsOf(await draft())));
  });

  it('rejects a malformed dataset id and answers 404 for an unknown one', async () => {
    expectInvalid(await server.owner.get('/api/v1/datasets/nope/vectors-settings'), ['path', 'dataset_id']);
    expectNotFound(await server.owner.get(settingsOf({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
  });

  it('is forbidden to users who are not members of the workspace', async () => {
    const dataset = await draft();
    expectForbidden(await outsiderAdmin.api.get(settingsOf(dataset)));
    expectForbidden(await outsiderAnnotator.api.get(settingsOf(dataset)));
  });

  it('lists the vector settings in creation order to the owner and to members of any role', async () => {
    const dataset = await draft();
    const first = await server.factory.vectorSettings(dataset, { name: 'zz' });
    const second = await server.factory.vectorSettings(dataset, { name: 'aa', dimensions: 768 });
    const third = await server.factory.vectorSettings(dataset, { name: 'mm', dimensions: 1 });
    await server.factory.vectorSettings(undefined, { name: 'zz' });
    for (const caller of [server.owner, admin.api, annotator.api]) {
      const response = await caller.get(settingsOf(dataset));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ items: [first, second, third] });
    }
    expect((await server.owner.get(settingsOf(await draft()))).body).toEqual({ items: [] });
  });
});

describe('POST /api/v1/datasets/{dataset_id}/vectors-settings', () => {
  let dataset: { id: string };
  beforeAll(async () => {
    dataset = await draft();
  });
  const post = (body: unknown) => server.owner.post(settingsOf(dataset), body);

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post(settingsOf(dataset), newVector()));
  });

  it.each(['name', 'title', 'dimensions'])('names the missing %s', async (key) => {
    const body: Record<string, unknown> = newVector();
    delete body[key];
    const response = await post(body);
    expect(response.status).toBe(422);
    expect(response.body.detail.params.errors).toContainEqual({ type: 'missing', loc: ['body', key], msg: 'Field required' });
  });

  it.each([[0], [-1], [4097], [1.5], ['4'], [null]])('rejects dimensions = %j', async (dimensions) => {
    expectInvalid(await post(newVector({ dimensions })), ['body', 'dimensions']);
  });

  it('rejects bad names and titles', async () => {
    expectInvalid(await post(newVector({ name: '' })), ['body', 'name']);
    expectInvalid(await post(newVector({ name: 'v'.repeat(201) })), ['body', 'name']);
    expectInvalid(await post(newVector({ name: 5 })), ['body', 'name']);
    expectInvalid(await post(newVector({ title: '' })), ['body', 'title']);
    expectInvalid(await post(newVector({ title: 't'.repeat(501) })), ['body', 'title']);
  });

  it('decides who may call before the body is read: an annotator is refused whatever it holds', async () => {
    expectForbidden(await annotator.api.post(settingsOf(dataset), newVector({ dimensions: 0 })));
    expectInvalid(await server.owner.post(settingsOf(dataset), newVector({ dimensions: 0 })), ['body', 'dimensions']);
  });

  it('answers 404 for an unknown dataset', async () => {
    expectNotFound(
      await server.owner.post(settingsOf({ id: MISSING_ID }), newVector()),
      `Dataset with id \`${MISSING_ID}\` not found`,
    );
  });

  it('is forbidden to annotators, even members, and to admins of other workspaces', async () => {
    expectForbidden(await annotator.api.post(settingsOf(dataset), newVector()));
    expectForbidden(await outsiderAnnotator.api.post(settingsOf(dataset), newVector()));
    expectForbidden(await outsiderAdmin.api.post(settingsOf(dataset), newVector()));
  });

  it('creates vector settings, ignoring the extra keys the SDK sends', async () => {
    const own = await draft();
    const body = { ...newVector({ dimensions: 384 }), id: null, dataset_id: MISSING_ID, inserted_at: null };
    const response = await admin.api.post(settingsOf(own), body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(
      ['dataset_id', 'dimensions', 'id', 'inserted_at', 'name', 'title', 'updated_at'].sort(),
    );
    expect(response.body).toMatchObject({ name: body.name, title: 'A vector', dimensions: 384, dataset_id: own.id });
    expectId(response.body.id);
    expectTimestamp(response.body.inserted_at);
    expectTimestamp(response.body.updated_at);
  });

  it('accepts any name of 1..200 characters (no regex) and dimensions 1..4096', async () => {
    const own = await draft();
    for (const [name, dimensions] of [
      ['Has Spaces.And-Caps!', 1],
      ['v'.repeat(200), 4096],
      ['x', 2],
    ] as const) {
      const response = await server.owner.post(settingsOf(own), newVector({ name, dimensions }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body).toMatchObject({ name, dimensions });
    }
  });

  it('answers 409 for a name taken in the same dataset only', async () => {
    const own = await draft();
    const body = newVector();
    expect((await server.owner.post(settingsOf(own), body)).status).toBe(201);
    expectConflict(
      await server.owner.post(settingsOf(own), { ...body, dimensions: 8 }),
      `Vector settings with name \`${body.name}\` already exists for dataset with id \`${own.id}\``,
    );
    expect((await server.owner.post(settingsOf(await draft()), body)).status).toBe(201);
  });

  it('creates vector settings on a published dataset', async () => {
    const ready = await published();
    const response = await admin.api.post(settingsOf(ready), newVector());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.dataset_id).toBe(ready.id);
  });

  it('allows at most 5 vector settings per dataset', async () => {
    const own = await draft();
    for (let index = 0; index < 5; index++) await server.factory.vectorSettings(own);
    expectRule(await server.owner.post(settingsOf(own), newVector()), maxReached(own.id));
    expectRule(await admin.api.post(settingsOf(own), newVector()), maxReached(own.id));
    expect((await server.owner.get(settingsOf(own))).body.items).toHaveLength(5);
  });

  it('counts only live vector settings towards the limit', async () => {
    const own = await published();
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await server.factory.vectorSettings(own));
    expectRule(await server.owner.post(settingsOf(own), newVector()), maxReached(own.id));
    expect((await server.owner.delete(vectorPath(made[0]))).status).toBe(200);
    const response = await server.owner.post(settingsOf(own), newVector());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
});

describe('PATCH /api/v1/vectors-settings/{vector_settings_id}', () => {
  let dataset: { id: string };
  beforeAll(async () => {
    dataset = await draft();
  });

  it('needs credentials', async () => {
    const vector = await server.factory.vectorSettings(dataset);
    expectUnauthorized(await server.api.patch(vectorPath(vector), { title: 'X' }));
  });

  it('rejects a malformed id and answers 404 for an unknown one, before checking rights', async () => {
    expectInvalid(await server.owner.patch('/api/v1/vectors-settings/nope', { title: 'X' }), ['path', 'vector_settings_id']);
    const message = `VectorSettings with id \`${MISSING_ID}\` not found`;
    expectNotFound(await server.owner.patch(`/api/v1/vectors-settings/${MISSING_ID}`, { title: 'X' }), message);
    expectNotFound(await outsiderAdmin.api.patch(`/api/v1/vectors-settings/${MISSING_ID}`, { title: 'X' }), message);
  });

  it('is forbidden to annotators and to admins of other workspaces', async () => {
    const vector = await server.factory.vectorSettings(dataset);
    expectForbidden(await annotator.api.patch(vectorPath(vector), { title: 'X' }));
    expectForbidden(await outsiderAnnotator.api.patch(vectorPath(vector), { title: 'X' }));
    expectForbidden(await outsiderAdmin.api.patch(vectorPath(vector), { title: 'X' }));
  });

  it('refuses a null title, naming it, and validates its length', async () => {
    const vector = await server.factory.vectorSettings(dataset);
    const response = await server.owner.patch(vectorPath(vector), { title: null });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain('The following keys must have non-null values: title');
    expectInvalid(await server.owner.patch(vectorPath(vector), { title: '' }), ['body', 'title']);
    expectInvalid(await server.owner.patch(vectorPath(vector), { title: 't'.repeat(501) }), ['body', 'title']);
  });

  it('updates the title only', async () => {
    const vector = await server.factory.vectorSettings(dataset, { dimensions: 16 });
    const response = await admin.api.patch(vectorPath(vector), { title: 'New title', name: 'renamed', dimensions: 99 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ ...vector, title: 'New title', updated_at: response.body.updated_at });
    expectTimestamp(response.body.updated_at);
    expect(response.body.updated_at >= vector.updated_at).toBe(true);
    expect((await server.owner.get(settingsOf(dataset))).body.items).toContainEqual(response.body);
  });

  it('accepts the full object the server returned, as the SDK sends it', async () => {
    const vector = await server.factory.vectorSettings(dataset);
    const response = await server.owner.patch(vectorPath(vector), { ...vector, title: 'From the SDK' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ ...vector, title: 'From the SDK', updated_at: response.body.updated_at });
    const unchanged = await server.owner.patch(vectorPath(vector), response.body);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual({ ...response.body, updated_at: unchanged.body.updated_at });
  });

  it('updates vector settings of a published dataset', async () => {
    const ready = await published();
    const vector = await server.factory.vectorSettings(ready);
    const response = await server.owner.patch(vectorPath(vector), { title: 'Published' });
    expect(response.status).toBe(200);
    expect(response.body.title).toBe('Published');
  });
});

describe('DELETE /api/v1/vectors-settings/{vector_settings_id}', () => {
  it('needs credentials', async () => {
    const vector = await server.factory.vectorSettings(await draft());
    expectUnauthorized(await server.api.delete(vectorPath(vector)));
  });

  it('rejects a malformed id and answers 404 for an unknown one', async () => {
    expectInvalid(await server.owner.delete('/api/v1/vectors-settings/nope'), ['path', 'vector_settings_id']);
    expectNotFound(
      await server.owner.delete(`/api/v1/vectors-settings/${MISSING_ID}`),
      `VectorSettings with id \`${MISSING_ID}\` not found`,
    );
  });

  it('is forbidden to annotators and to admins of other workspaces', async () => {
    const vector = await server.factory.vectorSettings(await draft());
    expectForbidden(await annotator.api.delete(vectorPath(vector)));
    expectForbidden(await outsiderAnnotator.api.delete(vectorPath(vector)));
    expectForbidden(await outsiderAdmin.api.delete(vectorPath(vector)));
    expect((await server.owner.get(settingsOf({ id: vector.dataset_id }))).body.items).toEqual([vector]);
  });

  it('deletes vector settings, returning them, on draft and published datasets alike', async () => {
    for (const dataset of [await draft(), await published()]) {
      const kept = await server.factory.vectorSettings(dataset);
      for (const caller of [server.owner, admin.api]) {
        const vector = await server.factory.vectorSettings(dataset);
        const response = await caller.delete(vectorPath(vector));
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(response.body).toEqual(vector);
        expectNotFound(await caller.delete(vectorPath(vector)), `VectorSettings with id \`${vector.id}\` not found`);
      }
      expect((await server.owner.get(settingsOf(dataset))).body.items).toEqual([kept]);
    }
  });

  it('frees the name for new vector settings', async () => {
    const dataset = await draft();
    const vector = await server.factory.vectorSettings(dataset);
    expect((await server.owner.delete(vectorPath(vector))).status).toBe(200);
    const again = await server.owner.post(settingsOf(dataset), newVector({ name: vector.name }));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});
