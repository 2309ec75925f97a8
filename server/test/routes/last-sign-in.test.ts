import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTimestamp, expectUnauthorized } from '../helpers/expectations.js';
import type { Cast } from '../helpers/factories.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * `last_signed_in_at`, Gloss's addition to the user answer: stamped by every successful password sign-in
 * (the provider's is in oauth.test.ts), shown to owners and to the user themselves only.
 */
let server: TestServer;
let cast: Cast;

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
});
afterAll(() => server.close());

const signIn = (username: string, password: string) => server.api.request('POST', '/api/v1/token', { form: { username, password } });
const userAsOwner = async (id: string) => (await server.owner.get(`/api/v1/users/${id}`)).body;

describe('last sign-in', () => {
  it('is null for an account that never signed in', async () => {
    const fresh = await server.factory.user('annotator');
    const listed = (await server.owner.get('/api/v1/users')).body.items.find((user: { id: string }) => user.id === fresh.id);
    expect(listed).toHaveProperty('last_signed_in_at', null);
  });

  it('is stamped by a successful sign-in, without touching updated_at', async () => {
    const user = await server.factory.user('annotator');
    const before = await userAsOwner(user.id);
    expect((await signIn(user.username, user.password)).status).toBe(201);
    const after = await userAsOwner(user.id);
    expectTimestamp(after.last_signed_in_at);
    expect(after.last_signed_in_at > before.inserted_at).toBe(true);
    expect(after.updated_at).toBe(before.updated_at);

    expect((await signIn(user.username, user.password)).status).toBe(201);
    expect((await userAsOwner(user.id)).last_signed_in_at > after.last_signed_in_at).toBe(true);
  });

  it('is not stamped by a failed sign-in', async () => {
    const user = await server.factory.user('annotator');
    expectUnauthorized(await signIn(user.username, 'not-the-password'));
    expect((await userAsOwner(user.id)).last_signed_in_at).toBeNull();
  });

  it('is shown to the user themselves in /me', async () => {
    expect((await signIn(cast.annotator.username, cast.annotator.password)).status).toBe(201);
    const me = await cast.annotator.api.get('/api/v1/me');
    expectTimestamp(me.body.last_signed_in_at);
  });

  it("is not shown to an admin listing or removing their workspace's members, but for their own", async () => {
    expect((await signIn(cast.admin.username, cast.admin.password)).status).toBe(201);
    const members = await cast.admin.api.get(`/api/v1/workspaces/${cast.workspace.id}/users`);
    const withSignIn = members.body.items.filter((user: object) => 'last_signed_in_at' in user);
    expect(withSignIn.map((user: { id: string }) => user.id)).toEqual([cast.admin.id]);

    const extra = await server.factory.user('annotator', { workspaces: [cast.workspace] });
    const removed = await cast.admin.api.delete(`/api/v1/workspaces/${cast.workspace.id}/users/${extra.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).not.toHaveProperty('last_signed_in_at');
  });
});
