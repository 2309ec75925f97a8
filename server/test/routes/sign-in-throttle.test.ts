import { afterEach, describe, expect, it } from 'vitest';
import { TestClock } from '../helpers/clock.js';
import { expectInvalid, expectUnauthorized } from '../helpers/expectations.js';
import { OWNER_PASSWORD, type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Password guessing at POST /api/v1/token: counted per address and username, per address and per username
 * across addresses, answered 429 with Retry-After. The server's clock is the test's, which stands still
 * unless moved: every wait below is exact, however slow the machine.
 */
let server: TestServer;
let clock: TestClock;
afterEach(() => server.close());

/** A server whose clients' addresses are the `X-Forwarded-For` the test sends (a proxy on the loopback). */
async function start(env: Record<string, string> = { GLOSS_TRUST_PROXY: '127.0.0.1' }): Promise<void> {
  clock = new TestClock();
  server = await startTestServer(env, { clock });
}

const signIn = (username: string, password: string, from?: string) =>
  server.api.request('POST', '/api/v1/token', { form: { username, password }, headers: from ? { 'x-forwarded-for': from } : {} });

const seconds = (count: number) => clock.advance(count * 1000);

function expectThrottled(response: { status: number; body: any; headers: Headers }): number {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(response.body.detail).toBe(`Too many failed sign-in attempts; try again in ${wait} seconds`);
  return wait;
}

const ATTACKER = '203.0.113.7';
const OFFICE = '198.51.100.9';

describe('failed sign-ins for one username from one address', () => {
  it('are free up to five, then make that address wait, even with the right password; the owner elsewhere signs in', async () => {
    await start();
    for (let i = 0; i < 6; i += 1) expectUnauthorized(await signIn('owner', `wrong-${i}`, ATTACKER));
    expect(expectThrottled(await signIn('owner', OWNER_PASSWORD, ATTACKER))).toBe(1);
    expect((await signIn('owner', OWNER_PASSWORD, OFFICE)).status).toBe(201);
    // Other accounts are not held up from that address either.
    const other = await server.factory.user('annotator');
    expect((await signIn(other.username, other.password, ATTACKER)).status).toBe(201);
    seconds(1);
    expect((await signIn('owner', OWNER_PASSWORD, ATTACKER)).status).toBe(201);
    // The success cleared the address's count at the username: the next failures there are free again.
    for (let i = 0; i < 5; i += 1) expectUnauthorized(await signIn('owner', `wrong-again-${i}`, ATTACKER));
    expect((await signIn('owner', OWNER_PASSWORD, ATTACKER)).status).toBe(201);
  });

  it('wait twice as long with each further failure, and not a moment longer', async () => {
    await start();
    for (let i = 0; i < 6; i += 1) await signIn('nobody-here', `wrong-${i}`, ATTACKER);
    expect(expectThrottled(await signIn('nobody-here', 'x', ATTACKER))).toBe(1);
    seconds(1);
    expectUnauthorized(await signIn('nobody-here', 'still-wrong', ATTACKER));
    expect(expectThrottled(await signIn('nobody-here', 'x', ATTACKER))).toBe(2);
    clock.advance(1_999);
    expect(expectThrottled(await signIn('nobody-here', 'x', ATTACKER))).toBe(1);
    clock.advance(1);
    expectUnauthorized(await signIn('nobody-here', 'still-wrong', ATTACKER));
    expect(expectThrottled(await signIn('nobody-here', 'x', ATTACKER))).toBe(4);
  });
});

describe('a username guessed at from many addresses', () => {
  it('does not keep its owner out: the right password from an address that has not failed signs in', async () => {
    await start();
    for (let i = 0; i < 12; i += 1) expectUnauthorized(await signIn('owner', 'a-guess', `203.0.113.${i}`));
    expect((await signIn('owner', OWNER_PASSWORD, OFFICE)).status).toBe(201);
  });

  it('makes every address that fails there wait what the username’s failures from all of them earn', async () => {
    await start();
    // Five failures from five addresses are free; each further one, from anywhere, doubles the wait.
    for (let i = 0; i < 5; i += 1) expectUnauthorized(await signIn('owner', 'a-guess', `203.0.113.${i}`));
    expectUnauthorized(await signIn('owner', 'a-guess', '203.0.113.5'));
    expect(expectThrottled(await signIn('owner', 'a-guess', '203.0.113.5'))).toBe(1);
    expectUnauthorized(await signIn('owner', 'a-guess', '203.0.113.6'));
    expect(expectThrottled(await signIn('owner', 'a-guess', '203.0.113.6'))).toBe(2);
    // An address that failed once, before, waits at its next failure as long as the username has earned.
    expectUnauthorized(await signIn('owner', 'a-guess', '203.0.113.0'));
    expect(expectThrottled(await signIn('owner', 'a-guess', '203.0.113.0'))).toBe(4);
  });
});

describe('failed sign-ins from one address', () => {
  it('are free up to twenty across usernames, then make every attempt from there wait, and none from elsewhere', async () => {
    await start();
    for (let i = 0; i < 21; i += 1) expectUnauthorized(await signIn(`guess-${i}`, 'wrong-password', ATTACKER));
    expectThrottled(await signIn('owner', OWNER_PASSWORD, ATTACKER));
    const other = await server.factory.user('annotator');
    expect((await signIn(other.username, other.password, OFFICE)).status).toBe(201);
    expect((await signIn('owner', OWNER_PASSWORD, OFFICE)).status).toBe(201);
    expectUnauthorized(await signIn('guess-0', 'wrong-password', OFFICE));
  });

  it('cannot dodge the count with X-Forwarded-For when no proxy is trusted', async () => {
    await start({});
    for (let i = 0; i < 21; i += 1) await signIn(`guess-${i}`, 'wrong-password', `203.0.113.${i}`);
    expectThrottled(await signIn('owner', OWNER_PASSWORD, OFFICE));
  });

  it('of IPv6 are counted by the /64 network, whatever address of it the attempt comes from', async () => {
    await start();
    for (let i = 0; i < 6; i += 1) expectUnauthorized(await signIn('owner', 'a-guess', `2001:db8:5:6::${i + 1}`));
    expectThrottled(await signIn('owner', OWNER_PASSWORD, '2001:db8:5:6:abcd::1'));
    expect((await signIn('owner', OWNER_PASSWORD, '2001:db8:5:7::1')).status).toBe(201);
  });
});

describe('sign-ins sent side by side', () => {
  it('have no more passwords checked than one after another would', async () => {
    await start();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn('owner', `burst-${i}`, ATTACKER)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(34);
  });

  it('across usernames from one address, have no more than the address allows checked', async () => {
    await start();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`burst-user-${i}`, 'wrong-password', ATTACKER)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(21);
  });
});

describe('the sign-in form', () => {
  it('refuses a username or password longer than any account can have, before checking it', async () => {
    await start();
    expectInvalid(await signIn('owner', 'p'.repeat(101)), ['body', 'password']);
    expectInvalid(await signIn('u'.repeat(201), 'password'), ['body', 'username']);
  });

  it('refuses a form larger than a few kilobytes with 413', async () => {
    await start();
    const response = await signIn('owner', 'p'.repeat(20_000));
    expect(response.status).toBe(413);
  });
});

describe('behind a given number of proxies', () => {
  it('count the address that many hops back, however the client fills the rest of X-Forwarded-For', async () => {
    // One proxy (the test, on the loopback) appends the address it saw; what came before is the client's own writing.
    await start({ GLOSS_TRUST_PROXY: '1' });
    for (let i = 0; i < 6; i += 1) expectUnauthorized(await signIn('owner', `wrong-${i}`, `192.0.2.${i}, ${ATTACKER}`));
    expectThrottled(await signIn('owner', OWNER_PASSWORD, `192.0.2.99, ${ATTACKER}`));
    expect((await signIn('owner', OWNER_PASSWORD, `${ATTACKER}, ${OFFICE}`)).status).toBe(201);
  });
});

