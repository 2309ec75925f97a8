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
let other: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let outsider: MadeUser;

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, elsewhere: other, admin, annotator, outsiderAdmin: outsider } = await server.factory.cast());
});
afterAll(() => server.close());

describe('POST /api/v1/datasets', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post('/api/v1/datasets', { name: 'x', workspace_id: workspace.id }));
  });

  it.each([
    [{ name: undefined }, ['body', 'name']],
    [{ name: '' }, ['body', 'name']],
    [{ name: 'x'.repeat(201) }, ['body', 'name']],
    [{ workspace_id: 'not-a-uuid' }, ['body', 'workspace_id']],
    [{ guidelines: '' }, ['body', 'guidelines']],
    [{ guidelines: 'x'.repeat(10001) }, ['body', 'guidelines']],
    [{ allow_extra_metadata: 'yes' }, ['body', 'allow_extra_metadata']],
    [{ distribution: { strategy: 'overlap', min_submitted: 0 } }, ['body', 'distribution', 'min_submitted']],
    [{ distribution: { strategy: 'round-robin', min_submitted: 1 } }, ['body', 'distribution', 'strategy']],
  ])('rejects %j naming %j', async (override, loc) => {
    const body = { name: unique('dataset'), workspace_id: workspace.id, ...override };
    expectInvalid(await server.owner.post('/api/v1/datasets', body), loc as string[]);
  });

  it('is forbidden to annotators and to admins outside the workspace (or for an unknown one)', async () => {
    expectForbidden(await annotator.api.post('/api/v1/datasets', { name: unique('d'), workspace_id: workspace.id }));
    expectForbidden(await outsider.api.post('/api/v1/datasets', { name: unique('d'), workspace_id: workspace.id }));
    expectForbidden(await admin.api.post('/api/v1/datasets', { name: unique('d'), workspace_id: MISSING_ID }));
  });

  it('answers 422 to an owner for an unknown workspace', async () => {
    expectRule(
      await server.owner.post('/api/v1/datasets', { name: unique('d'), workspace_id: MISSING_ID }),
      `Workspace with id \`${MISSING_ID}\` not found`,
    );
  });

  it('creates a draft with defaults, for an admin member', async () => {
    const name = unique('dataset');
    const response = await admin.api.post('/api/v1/datasets', { name, workspace_id: workspace.id });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name,
      guidelines: null,
      allow_extra_metadata: true,
      status: 'draft',
      distribution: { strategy: 'overlap', min_submitted: 1 },
      metadata: null,
      workspace_id: workspace.id,
    });
    expectId(response.body.id);
    for (const key of ['inserted_at', 'updated_at', 'last_activity_at']) expectTimestamp(response.body[key]);
    expect(response.body.last_activity_at).toBe(response.body.inserted_at);
  });

  it('keeps every given setting', async () => {
    const response = await server.owner.post('/api/v1/datasets', {
      name: unique('dataset'),
      workspace_id: workspace.id,
      guidelines: '# Guidelines',
      allow_extra_metadata: false,
      distribution: { strategy: 'overlap', min_submitted: 3 },
      metadata: { source: 'crawl', version: 2 },
    });
    expect(response.body).toMatchObject({
      guidelines: '# Guidelines',
      allow_extra_metadata: false,
      distribution: { strategy: 'overlap', min_submitted: 3 },
      metadata: { source: 'crawl', version: 2 },
    });
  });

  it('answers 409 for a name taken in the same workspace only', async () => {
    const name = unique('dataset');
    await server.factory.dataset({ workspace, name });
    expectConflict(
      await server.owner.post('/api/v1/datasets', { name, workspace_id: workspace.id }),
      `Dataset with name \`${name}\` already exists for workspace with id \`${workspace.id}\``,
    );
    const elsewhere = await server.owner.post('/api/v1/datasets', { name, workspace_id: other.id });
    expect(elsewhere.status).toBe(201);
  });
});

describe('GET /api/v1/datasets/{id}', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get(`/api/v1/datasets/${MISSING_ID}`));
  });

  it('lets members and owners read; 404 first, then 403', async () => {
    const dataset = await server.factory.dataset({ workspace });
    for (const caller of [server.owner, admin.api, annotator.api]) {
      const response = await caller.get(`/api/v1/datasets/${dataset.id}`);
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(dataset.id);
    }
    expectForbidden(await outsider.api.get(`/api/v1/datasets/${dataset.id}`));
    expectNotFound(await outsider.api.get(`/api/v1/datasets/${MISSING_ID}`), `Dataset with id \`${MISSING_ID}\` not found`);
    expectInvalid(await server.owner.get('/api/v1/datasets/nope'), ['path', 'dataset_id']);
  });
});

describe('GET /api/v1/me/datasets', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get('/api/v1/me/datasets'));
  });

  it("answers an owner's every dataset and a member's workspaces only, filtered by query", async () => {
    const mine = await server.factory.dataset({ workspace });
    const theirs = await server.factory.dataset({ workspace: other, published: true });
    const ownerIds = (await server.owner.get('/api/v1/me/datasets')).body.items.map((d: { id: string }) => d.id);
    expect(ownerIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(ownerIds.indexOf(mine.id)).toBeLessThan(ownerIds.indexOf(theirs.id));

    const annotatorIds = (await annotator.api.get('/api/v1/me/datasets')).body.items.map((d: { id: string }) => d.id);
    expect(annotatorIds).toContain(mine.id);
    expect(annotatorIds).not.toContain(theirs.id);

    const byWorkspace = await server.owner.get('/api/v1/me/datasets', { query: { workspace_id: other.id } });
    expect(byWorkspace.body.items.every((d: { workspace_id: string }) => d.workspace_id === other.id)).toBe(true);
    const byName = await server.owner.get('/api/v1/me/datasets', { query: { name: mine.name } });
    expect(byName.body.items.map((d: { id: string }) => d.id)).toEqual([mine.id]);
    const ready = await server.owner.get('/api/v1/me/datasets', { query: { status: 'ready' } });
    expect(ready.body.items.every((d: { status: string }) => d.status === 'ready')).toBe(true);
    expect(ready.body.items.map((d: { id: string }) => d.id)).toContain(theirs.id);
  });

  it('forbids filtering by a workspace the caller is not in, and validates the query', async () => {
    expectForbidden(await annotator.api.get('/api/v1/me/datasets', { query: { workspace_id: other.id } }));
    expectInvalid(await server.owner.get('/api/v1/me/datasets', { query: { status: 'archived' } }), ['query', 'status']);
    expectInvalid(await server.owner.get('/api/v1/me/datasets', { query: { workspace_id: 'x' } }), ['query', 'workspace_id']);
  });
});

describe('PATCH /api/v1/datasets/{id}', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.patch(`/api/v1/datasets/${MISSING_ID}`, { guidelines: 'x' }));
  });

  it('validates, refuses null for non-nullable keys, and checks rights', async () => {
    const dataset = await server.factory.dataset({ workspace });
    expectInvalid(await server.owner.patch(`/api/v1/datasets/${dataset.id}`, { name: '' }), ['body', 'name']);
    const nulls = await server.owner.patch(`/api/v1/datasets/${dataset.id}`, { allow_extra_metadata: null, distribution: null });
    expect(nulls.status).toBe(422);
    expect(JSON.stringify(nulls.body)).toContain('The following keys must have non-null values: allow_extra_metadata, distribution');
    expectForbidden(await annotator.api.patch(`/api/v1/datasets/${dataset.id}`, { guidelines: 'x' }));
    expectForbidden(await outsider.api.patch(`/api/v1/datasets/${dataset.id}`, { guidelines: 'x' }));
    expectNotFound(await server.owner.patch(`/api/v1/datasets/${MISSING_ID}`, { guidelines: 'x' }));
  });

  it("accepts the SDK's whole body with its unchanged name, and applies each key", async () => {
    const dataset = await server.factory.dataset({ workspace });
    const response = await admin.api.patch(`/api/v1/datasets/${dataset.id}`, {
      id: dataset.id,
      name: dataset.name,
      guidelines: 'Read carefully',
      allow_extra_metadata: false,
      distribution: { strategy: 'overlap', min_submitted: 2 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: dataset.name,
      guidelines: 'Read carefully',
      allow_extra_metadata: false,
      distribution: { strategy: 'overlap', min_submitted: 2 },
    });
    expect(response.body.updated_at > dataset.updated_at).toBe(true);
    expect(response.body.last_activity_at > dataset.last_activity_at).toBe(true);

    const cleared = await admin.api.patch(`/api/v1/datasets/${dataset.id}`, { guidelines: null });
    expect(cleared.body.guidelines).toBeNull();
    expect(cleared.body.allow_extra_metadata).toBe(false);
  });

  it('merges dataset metadata key by key, and null clears it', async () => {
    const dataset = await server.factory.dataset({ workspace });
    await server.owner.patch(`/api/v1/datasets/${dataset.id}`, { metadata: { a: 1, b: 2 } });
    const merged = await server.owner.patch(`/api/v1/datasets/${dataset.id}`, { metadata: { b: 3, c: 4 } });
    expect(merged.body.metadata).toEqual({ a: 1, b: 3, c: 4 });
    const cleared = await server.owner.patch(`/api/v1/datasets/${dataset.id}`, { metadata: null });
    expect(cleared.body.metadata).toBeNull();
  });

  it('answers 409 when renaming onto a taken name', async () => {
    const first = await server.factory.dataset({ workspace });
    const second = await server.factory.dataset({ workspace });
    expectConflict(
      await server.owner.patch(`/api/v1/datasets/${second.id}`, { name: first.name }),
      `Dataset with name \`${first.name}\` already exists for workspace with id \`${workspace.id}\``,
    );
    const renamed = await server.owner.patch(`/api/v1/datasets/${second.id}`, { name: unique('renamed') });
    expect(renamed.status).toBe(200);
  });
});

describe('PUT /api/v1/datasets/{id}/publish', () => {
  it('needs credentials and manage rights', async () => {
    const dataset = await server.factory.dataset({ workspace });
    expectUnauthorized(await server.api.put(`/api/v1/datasets/${dataset.id}/publish`));
    expectForbidden(await annotator.api.put(`/api/v1/datasets/${dataset.id}/publish`));
    expectForbidden(await outsider.api.put(`/api/v1/datasets/${dataset.id}/publish`));
    expectNotFound(await server.owner.put(`/api/v1/datasets/${MISSING_ID}/publish`));
  });

  it('needs a field, then a required question, and publishes once', async () => {
    const dataset = await server.factory.dataset({ workspace });
    const publish = () => admin.api.put(`/api/v1/datasets/${dataset.id}/publish`);
    expectRule(await publish(), 'Dataset cannot be published without fields');
    await server.factory.field(dataset);
    await server.factory.question(dataset, { required: false });
    expectRule(await publish(), 'Dataset cannot be published without required questions');
    await server.factory.question(dataset, { required: true });
    const published = await publish();
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('ready');
    expectRule(await publish(), 'Dataset has already been published');
  });
});

describe('DELETE /api/v1/datasets/{id}', () => {
  it('needs credentials and manage rights', async () => {
    const dataset = await server.factory.dataset({ workspace });
    expectUnauthorized(await server.api.delete(`/api/v1/datasets/${dataset.id}`));
    expectForbidden(await annotator.api.delete(`/api/v1/datasets/${dataset.id}`));
    expectForbidden(await outsider.api.delete(`/api/v1/datasets/${dataset.id}`));
    expectNotFound(await server.owner.delete(`/api/v1/datasets/${MISSING_ID}`));
  });

  it('deletes a published dataset with all its settings, answering 200 with it', async () => {
    const dataset = await server.factory.dataset({ workspace, published: true });
    const property = await server.factory.metadataProperty(dataset);
    const vectors = await server.factory.vectorSettings(dataset);
    const fields = (await server.owner.get(`/api/v1/datasets/${dataset.id}/fields`)).body.items;
    const response = await admin.api.delete(`/api/v1/datasets/${dataset.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: dataset.id, name: dataset.name, status: 'ready' });
    expectNotFound(await server.owner.get(`/api/v1/datasets/${dataset.id}`));
    expectNotFound(await server.owner.patch(`/api/v1/fields/${fields[0].id}`, { title: 'x' }));
    expectNotFound(await server.owner.patch(`/api/v1/metadata-properties/${property.id}`, { title: 'x' }));
    expectNotFound(await server.owner.patch(`/api/v1/vectors-settings/${vectors.id}`, { title: 'x' }));
  });
});
