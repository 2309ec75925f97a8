import { TokenClaims } from '@gloss/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid, expectUnauthorized } from '../helpers/expectations.js';
import { TestClock } from '../helpers/clock.js';
import { AUTH_SECRET, OWNER_PASSWORD, type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
// The server's clock stands still unless a test moves it: token lifetimes are exact, however slow the machine.
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

const signIn = (form: Record<string, string>) => server.api.request('POST', '/api/v1/token', { form });

describe('POST /api/v1/token', () => {
  it('answers a bearer token for the right password, which then authenticates', async () => {
    const response = await signIn({ username: 'owner', password: OWNER_PASSWORD });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const me = await server.api.get('/api/v1/me', { as: { token: response.body.access_token } });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('owner');
  });

  it('carries the claims the web app reads', async () => {
    const { body } = await signIn({ username: 'owner', password: OWNER_PASSWORD });
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ username: 'owner', name: 'Owner', role: 'owner', identity: server.ownerUser.id });
    expect(TokenClaims.parse(claims)).toMatchObject({ sub: server.ownerUser.id, stamp: expect.any(String) });
    expect(claims.iat).toBe(clock.seconds);
    expect(claims.exp).toBe(clock.seconds + 86_400);
  });

  it('answers a token that works until its lifetime is over, and not a second longer', async () => {
    const { body } = await signIn({ username: 'owner', password: OWNER_PASSWORD });
    const me = () => server.api.get('/api/v1/me', { as: { token: body.access_token } });
    clock.advance(86_399_000);
    expect((await me()).status).toBe(200);
    clock.advance(1_000);
    const expired = await me();
    expectUnauthorized(expired);
    expect(expired.body.detail.params.detail).toBe('Invalid token');
  });

  it('answers 401 for a wrong password or an unknown user, alike', async () => {
    expectUnauthorized(await signIn({ username: 'owner', password: 'wrong-password' }));
    expectUnauthorized(await signIn({ username: 'nobody', password: OWNER_PASSWORD }));
  });

  it('names a missing form field', async () => {
    expectInvalid(await signIn({ username: 'owner' }), ['body', 'password']);
    expectInvalid(await signIn({ password: 'x' }), ['body', 'username']);
  });

  it('decodes percent-encoded credentials', async () => {
    const user = await server.factory.user('annotator');
    await server.owner.patch(`/api/v1/users/${user.id}`, { password: 'p@ss w&rd=100%' });
    const response = await signIn({ username: user.username, password: 'p@ss w&rd=100%' });
    expect(response.status).toBe(201);
  });
});

describe('GET /api/v1/me', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get('/api/v1/me'));
  });

  it('answers the user of an API key with its fields', async () => {
    const response = await server.owner.get('/api/v1/me');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(
      ['api_key', 'first_name', 'id', 'inserted_at', 'last_name', 'last_signed_in_at', 'role', 'updated_at', 'username'].sort(),
    );
    expect(response.body).toMatchObject({ id: server.ownerUser.id, role: 'owner', api_key: server.ownerUser.apiKey });
  });

  it('rejects an unknown API key', async () => {
    expectUnauthorized(await server.api.get('/api/v1/me', { as: { apiKey: 'not-a-key' } }));
  });

  it('rejects forged, malformed and expired tokens with "Invalid token"', async () => {
    const forged = await new SignJWT({ username: 'owner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(clock.seconds + 3600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({ username: 'owner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(clock.seconds - 60)
      .sign(new TextEncoder().encode(AUTH_SECRET));
    for (const token of [forged, expired, 'garbage']) {
      const response = await server.api.get('/api/v1/me', { as: { token } });
      expectUnauthorized(response);
      expect(response.body.detail.params.detail).toBe('Invalid token');
    }
  });

  it('rejects the token of a deleted user', async () => {
    const user = await server.factory.user('annotator');
    const { body } = await signIn({ username: user.username, password: user.password });
    await server.owner.delete(`/api/v1/users/${user.id}`);
    expectUnauthorized(await server.api.get('/api/v1/me', { as: { token: body.access_token } }));
  });
});

describe('every response', () => {
  it('carries a Server-Timing header', async () => {
    const response = await server.api.get('/api/v1/version');
    expect(response.headers.get('server-timing')).toMatch(/^total;dur=\d+(\.\d+)?$/);
  });

  it('answers 404 with a detail for unknown routes and trailing slashes', async () => {
    for (const path of ['/api/v1/nothing-here', '/api/v1/me/']) {
      const response = await server.owner.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers 422 for a body that is not JSON, and changes nothing', async () => {
    const before = await server.owner.get('/api/v1/me/workspaces');
    const response = await server.owner.request('POST', '/api/v1/workspaces', {
      raw: { body: '{"name": "broken"', contentType: 'application/json' },
    });
    expectInvalid(response, ['body']);
    const after = await server.owner.get('/api/v1/me/workspaces');
    expect(after.body.items).toEqual(before.body.items);
  });
});
