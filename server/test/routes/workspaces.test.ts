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

describe('POST /api/v1/workspaces', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post('/api/v1/workspaces', { name: unique('ws') }));
  });

  it.each([[{}], [{ name: '' }], [{ name: 'has space' }], [{ name: 'dots.not.allowed' }], [{ name: 42 }]])(
    'names the invalid name in %j',
    async (body) => {
      expectInvalid(await server.owner.post('/api/v1/workspaces', body), ['body', 'name']);
    },
  );

  it('is forbidden to admins and annotators', async () => {
    expectForbidden(await admin.api.post('/api/v1/workspaces', { name: unique('ws') }));
    expectForbidden(await annotator.api.post('/api/v1/workspaces', { name: unique('ws') }));
  });

  it('creates a workspace, ignoring the keys the SDK adds', async () => {
    const name = unique('ws');
    const response = await server.owner.post('/api/v1/workspaces', { id: null, inserted_at: null, updated_at: null, name });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(['id', 'inserted_at', 'name', 'updated_at']);
    expect(response.body.name).toBe(name);
    expectId(response.body.id);
    expectTimestamp(response.body.inserted_at);
  });

  it('keeps a chosen id, and answers 409 when that id is taken', async () => {
    const id = '5b1d7a52-8c55-4a7e-b2a1-6f0e9d8c7b6a';
    const created = await server.owner.post('/api/v1/workspaces', { id, name: unique('ws') });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(id);
    expectConflict(
      await server.owner.post('/api/v1/workspaces', { id, name: unique('ws') }),
      `Workspace with id \`${id}\` is not unique`,
    );
  });

  it('answers 409 for a taken name', async () => {
    expectConflict(
      await server.owner.post('/api/v1/workspaces', { name: workspace.name }),
      `Workspace name \`${workspace.name}\` is not unique`,
    );
  });
});

describe('GET /api/v1/workspaces/{id}', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get(`/api/v1/workspaces/${workspace.id}`));
  });

  it('rejects a malformed id', async () => {
    expectInvalid(await server.owner.get('/api/v1/workspaces/123'), ['path', 'workspace_id']);
  });

  it('lets members and owners read, forbids others even for unknown ids', async () => {
    for (const caller of [server.owner, admin.api, annotator.api]) {
      const response = await caller.get(`/api/v1/workspaces/${workspace.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: workspace.id, name: workspace.name });
    }
    expectForbidden(await outsider.api.get(`/api/v1/workspaces/${workspace.id}`));
    expectForbidden(await annotator.api.get(`/api/v1/workspaces/${MISSING_ID}`));
    expectNotFound(await server.owner.get(`/api/v1/workspaces/${MISSING_ID}`), `Workspace with id \`${MISSING_ID}\` not found`);
  });
});

describe('GET /api/v1/me/workspaces', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get('/api/v1/me/workspaces'));
  });

  it('answers every workspace to an owner and memberships to others, in creation order', async () => {
    const all = await server.owner.get('/api/v1/me/workspaces');
    expect(all.status).toBe(200);
    const ids = all.body.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(workspace.id)).toBeLessThan(ids.indexOf(other.id));
    const mine = await annotator.api.get('/api/v1/me/workspaces');
    expect(mine.body.items.map((item: { id: string }) => item.id)).toEqual([workspace.id]);
  });
});

describe('workspace members', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get(`/api/v1/workspaces/${workspace.id}/users`));
    expectUnauthorized(await server.api.post(`/api/v1/workspaces/${workspace.id}/users`, { user_id: annotator.id }));
    expectUnauthorized(await server.api.delete(`/api/v1/workspaces/${workspace.id}/users/${annotator.id}`));
  });

  it('lists members to owners and member admins only', async () => {
    const listed = await admin.api.get(`/api/v1/workspaces/${workspace.id}/users`);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((user: { id: string }) => user.id)).toEqual([admin.id, annotator.id]);
    expectForbidden(await annotator.api.get(`/api/v1/workspaces/${workspace.id}/users`));
    expectForbidden(await outsider.api.get(`/api/v1/workspaces/${workspace.id}/users`));
    expectNotFound(await server.owner.get(`/api/v1/workspaces/${MISSING_ID}/users`));
  });

  it('adds a user (owner only), answering the user, by body and by path', async () => {
    const user = await server.factory.user('annotator');
    expectInvalid(await server.owner.post(`/api/v1/workspaces/${workspace.id}/users`, {}), ['body', 'user_id']);
    expectForbidden(await admin.api.post(`/api/v1/workspaces/${workspace.id}/users`, { user_id: user.id }));
    const added = await server.owner.post(`/api/v1/workspaces/${workspace.id}/users`, { user_id: user.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: user.id, username: user.username, role: 'annotator' });
    expectConflict(
      await server.owner.post(`/api/v1/workspaces/${workspace.id}/users`, { user_id: user.id }),
      `Workspace user with workspace_id \`${workspace.id}\` and user_id \`${user.id}\` is not unique`,
    );
    const byPath = await server.owner.post(`/api/v1/workspaces/${other.id}/users/${user.id}`);
    expect(byPath.status).toBe(201);
    const memberships = await server.owner.get(`/api/v1/users/${user.id}/workspaces`);
    expect(memberships.body.items.map((item: { id: string }) => item.id)).toEqual([workspace.id, other.id]);
  });

  it('answers 422 for an unknown user and 404 for an unknown workspace', async () => {
    expectRule(
      await server.owner.post(`/api/v1/workspaces/${workspace.id}/users`, { user_id: MISSING_ID }),
      `User with id \`${MISSING_ID}\` not found`,
    );
    expectNotFound(await server.owner.post(`/api/v1/workspaces/${MISSING_ID}/users`, { user_id: annotator.id }));
  });

  it('removes a member (owner or member admin), answering the user', async () => {
    const user = await server.factory.user('annotator', { workspaces: [workspace] });
    expectForbidden(await annotator.api.delete(`/api/v1/workspaces/${workspace.id}/users/${user.id}`));
    expectForbidden(await outsider.api.delete(`/api/v1/workspaces/${workspace.id}/users/${user.id}`));
    const removed = await admin.api.delete(`/api/v1/workspaces/${workspace.id}/users/${user.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(user.id);
    expectNotFound(
      await server.owner.delete(`/api/v1/workspaces/${workspace.id}/users/${user.id}`),
      `WorkspaceUser not found filtering by workspace_id=${workspace.id}, user_id=${user.id}`,
    );
    const mine = await user.api.get('/api/v1/me/workspaces');
    expect(mine.body.items).toEqual([]);
  });
});

describe('DELETE /api/v1/workspaces/{id}', () => {
  it('needs credentials and owner rights', async () => {
    expectUnauthorized(await server.api.delete(`/api/v1/workspaces/${workspace.id}`));
    expectForbidden(await admin.api.delete(`/api/v1/workspaces/${workspace.id}`));
  });

  it('refuses while datasets remain, then deletes', async () => {
    const target = await server.factory.workspace();
    const dataset = await server.factory.dataset({ workspace: target });
    expectConflict(
      await server.owner.delete(`/api/v1/workspaces/${target.id}`),
      `Cannot delete the workspace ${target.id}. This workspace has some datasets linked`,
    );
    await server.owner.delete(`/api/v1/datasets/${dataset.id}`);
    const deleted = await server.owner.delete(`/api/v1/workspaces/${target.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: target.id, name: target.name });
    expectNotFound(await server.owner.get(`/api/v1/workspaces/${target.id}`));
    expectNotFound(await server.owner.delete(`/api/v1/workspaces/${target.id}`));
  });
});
