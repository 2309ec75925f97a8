import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid, expectUnauthorized } from '../helpers/expectations.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** A stand-in for the external sign-in provider: it knows one code and one signed-in person. */
function startFakeProvider(): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''} ${body}`);
      response.setHeader('content-type', 'application/json');
      if (request.url === '/oauth/token' && new URLSearchParams(body).get('code') === 'good-code') {
        response.end(JSON.stringify({ access_token: 'provider-token' }));
      } else if (request.url === '/oauth/userinfo' && request.headers.authorization === 'Bearer provider-token') {
        response.end(JSON.stringify({ preferred_username: 'space-author', name: 'Space Author' }));
      } else {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: 'invalid_grant' }));
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

let server: TestServer;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startTestServer({
    GLOSS_OAUTH2_HUGGINGFACE_CLIENT_ID: 'client-id',
    GLOSS_OAUTH2_HUGGINGFACE_CLIENT_SECRET: 'client-secret',
    GLOSS_OAUTH2_HUGGINGFACE_BASE_URL: provider.url,
    GLOSS_OAUTH2_ALLOW_HTTP_REDIRECT: 'true',
    SPACE_ID: 'space-author/gloss',
    SPACE_AUTHOR_NAME: 'space-author',
  });
});
afterAll(async () => {
  await server.close();
  provider.server.close();
});

async function startLogin(): Promise<{ state: string; cookie: string; location: URL }> {
  const response = await server.api.get('/api/v1/oauth2/providers/huggingface/authentication', {
    redirect: 'manual',
    query: { from: 'welcome' },
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  const cookie = response.headers.get('set-cookie')!;
  return { state: location.searchParams.get('state')!, cookie: cookie.split(';')[0], location };
}

describe('external sign-in', () => {
  it('lists the configured provider', async () => {
    const response = await server.api.get('/api/v1/oauth2/providers');
    expect(response.body).toEqual({ items: [{ name: 'huggingface' }] });
  });

  it("redirects to the provider's authorize page with a state kept in a short-lived cookie", async () => {
    const { state, cookie, location } = await startLogin();
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client-id',
      scope: 'openid profile',
      from: 'welcome',
      redirect_uri: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/oauth\/huggingface\/callback$/),
    });
    expect(state).toMatch(/^[A-Za-z]{32}$/);
    expect(cookie).toBe(`huggingface_oauth2_state=${state}`);
  });

  it('exchanges the code for a Gloss token, creating the Space author as an owner', async () => {
    const { state, cookie } = await startLogin();
    const response = await server.api.get('/api/v1/oauth2/providers/huggingface/access-token', {
      query: { code: 'good-code', state },
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.body.token_type).toBe('bearer');
    const me = await server.api.get('/api/v1/me', { as: { token: response.body.access_token } });
    expect(me.body).toMatchObject({ username: 'space-author', first_name: 'Space Author', role: 'owner' });
    expect(provider.requests.some((line) => line.startsWith('POST /oauth/token Basic '))).toBe(true);
  });

  it('refuses a state that does not match the cookie, a missing query, and a refused code', async () => {
    const { state, cookie } = await startLogin();
    const mismatch = await server.api.get('/api/v1/oauth2/providers/huggingface/access-token', {
      query: { code: 'good-code', state: 'x'.repeat(32) },
      headers: { cookie },
    });
    expect(mismatch.status).toBe(422);
    expectInvalid(
      await server.api.get('/api/v1/oauth2/providers/huggingface/access-token', { query: { state } }),
      ['query', 'code'],
    );
    expectUnauthorized(
      await server.api.get('/api/v1/oauth2/providers/huggingface/access-token', {
        query: { code: 'bad-code', state },
        headers: { cookie },
      }),
    );
  });
});
