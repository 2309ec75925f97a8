import { afterEach, describe, expect, it } from 'vitest';
import { expectInvalid, expectUnauthorized } from '../helpers/expectations.js';
import { OWNER_PASSWORD, type TestServer, startTestServer } from '../helpers/server.js';

/** Password guessing at POST /api/v1/token: counted per username and per address, answered 429 with Retry-After. */
let server: TestServer;
afterEach(() => server.close());

const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
  server.api.request('POST', '/api/v1/token', { form: { username, password }, headers });

function expectThrottled(response: { status: number; body: any; headers: Headers }): number {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(response.body.detail).toBe(`Too many failed sign-in attempts; try again in ${wait} seconds`);
  return wait;
}

describe('failed sign-ins for one username', () => {
  it('are free up to five, then make the next attempt wait, even with the right password', async () => {
    server = await startTestServer();
    for (let i = 0; i < 6; i += 1) expectUnauthorized(await signIn('owner', `wrong-${i}`));
    expect(expectThrottled(await signIn('owner', OWNER_PASSWORD))).toBe(1);
    // Other accounts are not held up by someone guessing this one.
    const other = await server.factory.user('annotator');
    expect((await signIn(other.username, other.password)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn('owner', OWNER_PASSWORD)).status).toBe(201);
    // The success cleared the count: the next failures are free again.
    for (let i = 0; i < 5; i += 1) expectUnauthorized(await signIn('owner', `wrong-again-${i}`));
    expect((await signIn('owner', OWNER_PASSWORD)).status).toBe(201);
  });

  it('wait twice as long with each further failure', async () => {
    server = await startTestServer();
    for (let i = 0; i < 6; i += 1) await signIn('nobody-here', `wrong-${i}`);
    expect(expectThrottled(await signIn('nobody-here', 'x'))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expectUnauthorized(await signIn('nobody-here', 'still-wrong'));
    expect(expectThrottled(await signIn('nobody-here', 'x'))).toBe(2);
  });
});

describe('sign-ins sent side by side', () => {
  it('have no more passwords checked than one after another would', async () => {
    server = await startTestServer();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn('owner', `burst-${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(34);
  });

  it('across usernames from one address, have no more than the address allows checked', async () => {
    server = await startTestServer();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`burst-user-${i}`, 'wrong-password')));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(21);
  });
});

describe('failed sign-ins from one address', () => {
  it('are free up to twenty, across usernames, then make every attempt from there wait', async () => {
    server = await startTestServer();
    for (let i = 0; i < 21; i += 1) expectUnauthorized(await signIn(`guess-${i}`, 'wrong-password'));
    expectThrottled(await signIn('owner', OWNER_PASSWORD));
  });

  it('are told apart by X-Forwarded-For only behind a trusted proxy', async () => {
    server = await startTestServer({ GLOSS_TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < 21; i += 1) await signIn(`guess-${i}`, 'wrong-password', { 'x-forwarded-for': '203.0.113.7' });
    expectThrottled(await signIn('owner', OWNER_PASSWORD, { 'x-forwarded-for': '203.0.113.7' }));
    expect((await signIn('owner', OWNER_PASSWORD, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(201);
  });

  it('cannot dodge the count with X-Forwarded-For when no proxy is trusted', async () => {
    server = await startTestServer();
    for (let i = 0; i < 21; i += 1) await signIn(`guess-${i}`, 'wrong-password', { 'x-forwarded-for': `203.0.113.${i}` });
    expectThrottled(await signIn('owner', OWNER_PASSWORD, { 'x-forwarded-for': '198.51.100.9' }));
  });
});

describe('the sign-in form', () => {
  it('refuses a username or password longer than any account can have, before checking it', async () => {
    server = await startTestServer();
    expectInvalid(await signIn('owner', 'p'.repeat(101)), ['body', 'password']);
    expectInvalid(await signIn('u'.repeat(201), 'password'), ['body', 'username']);
  });

  it('refuses a form larger than a few kilobytes with 413', async () => {
    server = await startTestServer();
    const response = await signIn('owner', 'p'.repeat(20_000));
    expect(response.status).toBe(413);
  });
});
