import { type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid, expectNotFound, expectTimestamp, expectUnauthorized } from '../helpers/expectations.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** Who each authorization code signs in as, at the stand-in provider; tests add their own. */
const PEOPLE: Record<string, Record<string, unknown>> = {
  'good-code': { sub: 'hf-1001', preferred_username: 'space-author', name: 'Space Author' },
};

/** A stand-in for the external sign-in provider: it knows the codes of PEOPLE and whom each signs in. */
function startFakeProvider(): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''} ${body}`);
      response.setHeader('content-type', 'application/json');
      const code = new URLSearchParams(body).get('code') ?? '';
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer token-/, '');
      if (request.url === '/oauth/token' && PEOPLE[code]) {
        response.end(JSON.stringify({ access_token: `token-${code}`, expires_in: 28800 }));
      } else if (request.url === '/oauth/userinfo' && PEOPLE[bearer]) {
        response.end(JSON.stringify(PEOPLE[bearer]));
      } else if (request.url === '/oauth/token' && code === 'garbled-code') {
        response.end('this is not json');
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

/** Where the server under test says it is reached; its real address is a loopback port. */
const PUBLIC_URL = 'https://gloss.example.com';
const CALLBACK = `${PUBLIC_URL}/oauth/huggingface/callback`;
const providerEnv = () => ({
  GLOSS_OAUTH2_HUGGINGFACE_CLIENT_ID: 'client-id',
  GLOSS_OAUTH2_HUGGINGFACE_CLIENT_SECRET: 'client-secret',
  GLOSS_OAUTH2_HUGGINGFACE_BASE_URL: provider.url,
});

let server: TestServer;
/** The server's warnings and errors: a call that answered right may still have failed unseen. */
const logLines: string[] = [];
let provider: Awaited<ReturnType<typeof startFakeProvider>>;

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startTestServer({ ...providerEnv(), GLOSS_PUBLIC_URL: PUBLIC_URL, SPACE_ID: 'space-author/gloss', SPACE_AUTHOR_NAME: 'space-author' }, { logLines });
});
afterAll(async () => {
  await server.close();
  provider.server.close();
});

/** A whole sign-in at the provider with `code`, answering Gloss's token call. */
async function signInWith(code: string) {
  const { state, cookie } = await startLogin();
  return server.api.get('/api/v1/oauth2/providers/huggingface/access-token', { query: { code, state }, headers: { cookie } });
}

async function meWith(code: string) {
  const response = await signInWith(code);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (await server.api.get('/api/v1/me', { as: { token: response.body.access_token } })).body;
}

async function startLogin(on: TestServer = server): Promise<{ state: string; cookie: string; location: URL }> {
  const response = await on.api.get('/api/v1/oauth2/providers/huggingface/authentication', {
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
    logLines.length = 0;
    const { state, cookie, location } = await startLogin();
    // Answered once: a second reply would have been logged as an error.
    expect(logLines).toEqual([]);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client-id',
      scope: 'openid profile',
      from: 'welcome',
      redirect_uri: CALLBACK,
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
    // The provider's token is kept for the person's Hub imports, never answered: not even in /me.
    const kept = await server.db.selectFrom('hub_sign_in_tokens').selectAll().where('user_id', '=', me.body.id).executeTakeFirst();
    expect(kept).toMatchObject({ token: 'token-good-code', expires_at: expect.any(String) });
    expect(JSON.stringify(me.body)).not.toContain('token-good-code');
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

  it('refuses a provider that answers nonsense or does not say who signed in', async () => {
    expectUnauthorized(await signInWith('garbled-code'));
    PEOPLE['no-subject'] = { preferred_username: 'nobody-in-particular' };
    expectUnauthorized(await signInWith('no-subject'));
  });
});

describe('accounts of people who sign in with the provider', () => {
  it('signs a returning person into the account linked to their subject id, even after a rename there', async () => {
    PEOPLE['ada-1'] = { sub: 'hf-2001', preferred_username: 'ada-hf', name: 'Ada' };
    const first = await meWith('ada-1');
    expect(first).toMatchObject({ username: 'ada-hf', role: 'annotator' });
    PEOPLE['ada-2'] = { sub: 'hf-2001', preferred_username: 'ada-renamed', name: 'Ada' };
    expect((await meWith('ada-2')).id).toBe(first.id);
  });

  it('never signs anyone into a local account that merely has their username', async () => {
    // The default owner is "owner": a provider account named so must not become it.
    PEOPLE['mallory'] = { sub: 'hf-6666', preferred_username: 'owner', name: 'Mallory' };
    const me = await meWith('mallory');
    expect(me.id).not.toBe(server.ownerUser.id);
    expect(me.username).not.toBe('owner');
    expect(me).toMatchObject({ username: 'owner-huggingface', role: 'annotator' });

    const local = await server.factory.user('admin', { username: 'grace' });
    PEOPLE['grace'] = { sub: 'hf-7777', preferred_username: 'grace', name: 'Grace' };
    const graceAtProvider = await meWith('grace');
    expect(graceAtProvider.id).not.toBe(local.id);
    expect(graceAtProvider.role).toBe('annotator');
    // A second such person gets yet another name, and each keeps their own account.
    PEOPLE['grace-2'] = { sub: 'hf-7778', preferred_username: 'grace', name: 'Another Grace' };
    const another = await meWith('grace-2');
    expect(new Set([local.id, graceAtProvider.id, another.id]).size).toBe(3);
    expect((await meWith('grace')).id).toBe(graceAtProvider.id);
  });

  it('records each sign-in as the last one, on the first visit and on every return', async () => {
    PEOPLE['stamped'] = { sub: 'hf-5001', preferred_username: 'stamped', name: 'Stamped' };
    const first = await meWith('stamped');
    expectTimestamp(first.last_signed_in_at);
    const again = await meWith('stamped');
    expect(again.last_signed_in_at > first.last_signed_in_at).toBe(true);
    const listed = await server.owner.get(`/api/v1/users/${first.id}`);
    expect(listed.body.last_signed_in_at).toBe(again.last_signed_in_at);
  });

  it('makes a valid username of one Gloss would refuse', async () => {
    PEOPLE['dotted'] = { sub: 'hf-3001', preferred_username: '.dotted.name', name: '' };
    expect(await meWith('dotted')).toMatchObject({ username: 'dotted-name', first_name: '.dotted.name' });
  });

  it('creates one account when the same person signs in twice at once', async () => {
    PEOPLE['twice'] = { sub: 'hf-4001', preferred_username: 'twice', name: 'Twice' };
    const [a, b] = await Promise.all([signInWith('twice'), signInWith('twice')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const users = (await server.owner.get('/api/v1/users')).body.items.filter((user: any) => user.username.startsWith('twice'));
    expect(users).toHaveLength(1);
  });
});

/** A GET to `on` naming another host than the server's own, as anyone may write in a request. */
function getNamingHost(on: TestServer, path: string, headers: Record<string, string>): Promise<{ status: number; location: string; cookie: string; body: any }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, on.api.baseUrl), { headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? '',
          cookie: (response.headers['set-cookie'] ?? [''])[0].split(';')[0],
          body: text ? JSON.parse(text) : undefined,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const FORGED = { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net', 'x-forwarded-proto': 'http' };

describe('the address the provider sends people back to', () => {
  let behindProxy: TestServer;
  beforeAll(async () => {
    // A server believing any proxy's X-Forwarded-* headers, as behind a load balancer.
    behindProxy = await startTestServer({ ...providerEnv(), GLOSS_PUBLIC_URL: PUBLIC_URL, GLOSS_TRUST_PROXY: 'true' });
  });
  afterAll(() => behindProxy.close());

  it('is the configured public address, whatever host the request names, on both legs of the sign-in', async () => {
    for (const on of [server, behindProxy]) {
      const started = await getNamingHost(on, '/api/v1/oauth2/providers/huggingface/authentication', FORGED);
      expect(started.status).toBe(303);
      const location = new URL(started.location);
      expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);

      PEOPLE['forged-host'] = { sub: 'hf-8001', preferred_username: 'forged-host', name: 'Forged' };
      const query = new URLSearchParams({ code: 'forged-host', state: location.searchParams.get('state')! });
      const finished = await getNamingHost(on, `/api/v1/oauth2/providers/huggingface/access-token?${query}`, { ...FORGED, cookie: started.cookie });
      expect(finished.status, JSON.stringify(finished.body)).toBe(200);
      // The code was exchanged for the same address it was issued for.
      const exchange = provider.requests.filter((line) => line.startsWith('POST /oauth/token ')).at(-1)!;
      expect(new URLSearchParams(exchange.split(' ').at(-1)).get('redirect_uri')).toBe(CALLBACK);
    }
  });

  it("is, on a Space, the Space's own host over https", async () => {
    const space = await startTestServer({
      GLOSS_OAUTH2_HUGGINGFACE_BASE_URL: provider.url,
      SPACE_ID: 'space-author/gloss',
      SPACE_HOST: 'space-author-gloss.hf.space,annotate.example.org',
      OAUTH_CLIENT_ID: 'space-client',
      OAUTH_CLIENT_SECRET: 'space-secret',
    });
    try {
      const { location } = await startLogin(space);
      expect(location.searchParams.get('redirect_uri')).toBe('https://space-author-gloss.hf.space/oauth/huggingface/callback');
      expect(location.searchParams.get('client_id')).toBe('space-client');
    } finally {
      await space.close();
    }
  });

  it('unknown, the sign-in is not offered, and starting or finishing it is refused with 503 saying why', async () => {
    const unknown = await startTestServer(providerEnv());
    try {
      expect((await unknown.api.get('/api/v1/oauth2/providers')).body).toEqual({ items: [] });
      const detail =
        'Sign-in with huggingface is not available: the server does not know its public address, to which the provider sends people back. An administrator sets it with GLOSS_PUBLIC_URL.';
      const started = await unknown.api.get('/api/v1/oauth2/providers/huggingface/authentication', { redirect: 'manual' });
      expect(started.status).toBe(503);
      expect(started.body).toEqual({ detail });
      expect(started.headers.get('set-cookie')).toBeNull();
      const finished = await unknown.api.get('/api/v1/oauth2/providers/huggingface/access-token', { query: { code: 'good-code', state: 'x'.repeat(32) } });
      expect(finished.status).toBe(503);
      expect(finished.body).toEqual({ detail });
      // A provider that is not configured at all is still unknown.
      expectNotFound(await unknown.api.get('/api/v1/oauth2/providers/elsewhere/authentication', { redirect: 'manual' }), "OAuth Provider 'elsewhere' not found");
    } finally {
      await unknown.close();
    }
  });
});
