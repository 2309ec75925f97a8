import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnauthorized } from '../helpers/expectations.js';
import type { MadeUser } from '../helpers/factories.js';
import { TestClock } from '../helpers/clock.js';
import { AUTH_SECRET, type TestServer, startTestServer } from '../helpers/server.js';

/** Sign-in tokens belong to one account and end when its password or role changes, or it is deleted. */
let server: TestServer;
// The server reads the time from this clock, and hand-made tokens are dated by it: no wall clock involved.
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

async function tokenOf(user: { username: string; password: string }): Promise<string> {
  const response = await server.api.request('POST', '/api/v1/token', { form: { username: user.username, password: user.password } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.access_token;
}

const meWith = (token: string) => server.api.get('/api/v1/me', { as: { token } });

async function expectSessionEnded(token: string): Promise<void> {
  const response = await meWith(token);
  expectUnauthorized(response);
  expect(response.body.detail.params.detail).toBe('Invalid token');
}

const sign = (claims: Record<string, unknown>, configure: (jwt: SignJWT) => SignJWT = (jwt) => jwt.setExpirationTime(clock.seconds + 3600)) =>
  configure(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })).sign(new TextEncoder().encode(AUTH_SECRET));

describe('a token names its account by id', () => {
  it('does not sign in a new account that took a deleted account’s username', async () => {
    const first = await server.factory.user('owner', { username: 'reused-name' });
    const token = await tokenOf(first);
    expect((await meWith(token)).body.id).toBe(first.id);
    expect((await server.owner.delete(`/api/v1/users/${first.id}`)).status).toBe(200);
    const second = await server.factory.user('owner', { username: 'reused-name' });
    await expectSessionEnded(token);
    expect((await meWith(await tokenOf(second))).body.id).toBe(second.id);
  });

  it('does not open an account created later with the deleted account’s id, even as another role', async () => {
    const id = randomUUID();
    const first = await server.factory.user('annotator', { id });
    const token = await tokenOf(first);
    expect((await server.owner.delete(`/api/v1/users/${id}`)).status).toBe(200);
    // As if deleted before the server retired deleted accounts' ids (an upgrade knows none of those).
    await server.db.deleteFrom('retired_user_ids').where('id', '=', id).execute();
    const second = await server.factory.user('admin', { id });
    await expectSessionEnded(token);
    expect((await meWith(await tokenOf(second))).body).toMatchObject({ id, username: second.username, role: 'admin' });
  });

  it('is refused without an expiry, without a subject, or naming the user by username only', async () => {
    const owner = (await server.owner.get('/api/v1/me')).body;
    const { security_stamp: stamp } = await server.db.selectFrom('users').select('security_stamp').where('id', '=', owner.id).executeTakeFirstOrThrow();
    const claims = { username: owner.username, identity: owner.id, role: 'owner', stamp };
    await expectSessionEnded(await sign({ ...claims, sub: owner.id }, (jwt) => jwt));
    await expectSessionEnded(await sign(claims));
    await expectSessionEnded(await sign({ username: owner.username }));
    await expectSessionEnded(await sign({ ...claims, sub: owner.id, stamp: 0 }));
    await expectSessionEnded(await sign({ ...claims, sub: owner.id, stamp: `${stamp}x` }));
    // The same claims with an expiry and the subject are accepted: the refusals above are about what lacked.
    expect((await meWith(await sign({ ...claims, sub: owner.id }))).status).toBe(200);
  });
});

describe('sessions end', () => {
  let user: MadeUser;
  let token: string;
  beforeAll(async () => {
    const workspace = await server.factory.workspace();
    user = await server.factory.user('annotator', { workspaces: [workspace] });
  });

  it('when the password changes, while the API key keeps working', async () => {
    token = await tokenOf(user);
    expect((await meWith(token)).status).toBe(200);
    expect((await server.owner.patch(`/api/v1/users/${user.id}`, { password: 'a-new-password-1' })).status).toBe(200);
    await expectSessionEnded(token);
    expect((await user.api.get('/api/v1/me')).status).toBe(200);
    user = { ...user, password: 'a-new-password-1' };
    expect((await meWith(await tokenOf(user))).status).toBe(200);
  });

  it('when the role changes', async () => {
    token = await tokenOf(user);
    expect((await server.owner.patch(`/api/v1/users/${user.id}`, { role: 'admin' })).status).toBe(200);
    await expectSessionEnded(token);
    const fresh = await meWith(await tokenOf(user));
    expect(fresh.body.role).toBe('admin');
  });

  it('not when only the name changes, or the role is set to the one it has', async () => {
    token = await tokenOf(user);
    await server.owner.patch(`/api/v1/users/${user.id}`, { first_name: 'Renamed' });
    await server.owner.put(`/api/v1/users/${user.id}`, { role: 'admin' });
    expect((await meWith(token)).body.first_name).toBe('Renamed');
  });

  it('when the user is deleted', async () => {
    token = await tokenOf(user);
    await server.owner.delete(`/api/v1/users/${user.id}`);
    await expectSessionEnded(token);
  });
});
