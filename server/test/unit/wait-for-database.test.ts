import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError, isDatabaseNotUpYet, waitUntilReachable } from '../../src/db/wait-for-database.js';

/** A connection error as node's net module and pg raise them. */
const failure = (code: string, message = `connect ${code} 10.0.0.5:5432`) => Object.assign(new Error(message), { code });

/** A clock the test moves: each sleep advances it by what was asked. */
function fakeTime() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

/** A probe that fails with each of `errors` in turn, then answers. */
function probeFailing(...errors: unknown[]) {
  let calls = 0;
  return {
    calls: () => calls,
    probe: async () => {
      calls++;
      if (calls <= errors.length) throw errors[calls - 1];
    },
  };
}

describe('waiting for the database at start', () => {
  it('tries again while nothing listens or the name does not resolve yet, with growing pauses, and says so once', async () => {
    const time = fakeTime();
    const waiting: string[] = [];
    const { probe, calls } = probeFailing(failure('ECONNREFUSED'), failure('ENOTFOUND', 'getaddrinfo ENOTFOUND postgres'), failure('57P03', 'the database system is starting up'), failure('ECONNREFUSED'), failure('ECONNREFUSED'), failure('ECONNREFUSED'));
    await waitUntilReachable(probe, 'PostgreSQL postgres://gloss@postgres:5432/gloss', { timeoutMs: 60_000, onWaiting: (reason) => waiting.push(reason), ...time });
    expect(calls()).toBe(7);
    expect(time.sleeps).toEqual([250, 500, 1000, 2000, 2000, 2000]);
    expect(waiting).toEqual(['Waiting for PostgreSQL postgres://gloss@postgres:5432/gloss (connect ECONNREFUSED 10.0.0.5:5432)']);
  });

  it('does not wait when the first try answers', async () => {
    const time = fakeTime();
    const waiting: string[] = [];
    await waitUntilReachable(probeFailing().probe, 'PostgreSQL', { timeoutMs: 60_000, onWaiting: (reason) => waiting.push(reason), ...time });
    expect(time.sleeps).toEqual([]);
    expect(waiting).toEqual([]);
  });

  it('gives up once the time allowed has passed, saying where it looked, for how long and what to check', async () => {
    const time = fakeTime();
    const refused = Array.from({ length: 100 }, () => failure('ECONNREFUSED'));
    const { probe } = probeFailing(...refused);
    const attempt = waitUntilReachable(probe, 'PostgreSQL postgres://gloss@db:5432/gloss', { timeoutMs: 10_000, onWaiting: () => {}, ...time });
    await expect(attempt).rejects.toThrow(DatabaseUnreachableError);
    await expect(attempt).rejects.toThrow(
      /^PostgreSQL postgres:\/\/gloss@db:5432\/gloss did not answer within 10 s \(8 tries\): connect ECONNREFUSED 10\.0\.0\.5:5432\. Is it running, and does GLOSS_DATABASE_URL name it\? GLOSS_DATABASE_WAIT_SECONDS/,
    );
    // Never slept past the time allowed.
    expect(time.now()).toBeLessThanOrEqual(10_000);
  });

  it('tries once when the wait is 0', async () => {
    const time = fakeTime();
    const { probe, calls } = probeFailing(failure('ECONNREFUSED'));
    await expect(waitUntilReachable(probe, 'PostgreSQL', { timeoutMs: 0, onWaiting: () => {}, ...time })).rejects.toThrow(/^PostgreSQL did not answer: connect ECONNREFUSED/);
    expect(calls()).toBe(1);
  });

  it('fails at once on what waiting will not mend: a wrong password, a missing database', async () => {
    for (const error of [failure('28P01', 'password authentication failed for user "gloss"'), failure('3D000', 'database "glos" does not exist'), new Error('self-signed certificate')]) {
      const time = fakeTime();
      const { probe, calls } = probeFailing(error);
      await expect(waitUntilReachable(probe, 'PostgreSQL', { timeoutMs: 60_000, onWaiting: () => {}, ...time })).rejects.toBe(error);
      expect(calls()).toBe(1);
    }
  });

  it('counts a name with several addresses, each refusing, as not up yet', () => {
    expect(isDatabaseNotUpYet(new AggregateError([failure('ECONNREFUSED'), failure('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseNotUpYet(new AggregateError([failure('ECONNREFUSED'), failure('28P01')]))).toBe(false);
    expect(isDatabaseNotUpYet(new AggregateError([]))).toBe(false);
    expect(isDatabaseNotUpYet(null)).toBe(false);
    expect(isDatabaseNotUpYet('ECONNREFUSED')).toBe(false);
  });
});
