import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cast } from '../helpers/factories.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** An API key acts as its user: it is shown to that user and to owners, to nobody else, in any answer. */
let server: TestServer;
let cast: Cast;

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  await server.owner.post(`/api/v1/workspaces/${cast.workspace.id}/users`, { user_id: server.ownerUser.id });
});
afterAll(() => server.close());

const keysIn = (users: { username: string; api_key?: string }[]) =>
  Object.fromEntries(users.filter((user) => 'api_key' in user).map((user) => [user.username, user.api_key]));

describe('workspace members listed by an admin', () => {
  it('carry no API key but the admin’s own', async () => {
    const response = await cast.admin.api.get(`/api/v1/workspaces/${cast.workspace.id}/users`);
    expect(response.status).toBe(200);
    const usernames = response.body.items.map((user: { username: string }) => user.username);
    expect(usernames).toEqual(expect.arrayContaining(['owner', cast.admin.username, cast.annotator.username]));
    expect(keysIn(response.body.items)).toEqual({ [cast.admin.username]: cast.admin.apiKey });
    expect(JSON.stringify(response.body)).not.toContain(server.ownerUser.apiKey);
  });

  it('carry every key when an owner lists them', async () => {
    const response = await server.owner.get(`/api/v1/workspaces/${cast.workspace.id}/users`);
    expect(keysIn(response.body.items)).toMatchObject({
      owner: server.ownerUser.apiKey,
      [cast.admin.username]: cast.admin.apiKey,
      [cast.annotator.username]: cast.annotator.apiKey,
    });
  });
});

describe('a member removed by an admin', () => {
  it('is answered without their API key', async () => {
    const extra = await server.factory.user('annotator', { workspaces: [cast.workspace] });
    const response = await cast.admin.api.delete(`/api/v1/workspaces/${cast.workspace.id}/users/${extra.id}`);
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(extra.username);
    expect(response.body).not.toHaveProperty('api_key');
  });
});

describe('the signed-in user', () => {
  it('sees their own key, whatever their role', async () => {
    for (const user of [cast.admin, cast.annotator, cast.outsiderAnnotator]) {
      const response = await user.api.get('/api/v1/me');
      expect(response.body.api_key).toBe(user.apiKey);
    }
  });
});
