import { describe, expect, it } from 'vitest';
import { networkOf } from '../../src/features/auth/client-network.js';
import { type SignInAttempt, SignInThrottle, type ThrottleRule, type ThrottleRules, delayAfter } from '../../src/features/auth/sign-in-throttle.js';
import { TestClock } from '../helpers/clock.js';

/** Small numbers, the same shape as the server's rules: free failures, then a doubling wait up to a ceiling. */
const rule = (freeFailures: number): ThrottleRule => ({ freeFailures, firstDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 });
const RULES: ThrottleRules = { pair: rule(2), address: rule(6), username: rule(3) };

function throttleAt(rules = RULES, maxKeys?: number) {
  const clock = new TestClock(0);
  return { throttle: new SignInThrottle(rules, clock.read, maxKeys), clock };
}

const attempt = (username = 'ada', address = '10.0.0.1'): SignInAttempt => ({ username, address });

/** The seconds to wait before `what` would be checked (0: it is admitted, and counted as a failure). */
function waitFor(throttle: SignInThrottle, what = attempt()): number {
  const admission = throttle.admit(what);
  return admission.admitted ? 0 : admission.retryAfterSeconds;
}

const times = (count: number, what: () => number): number[] => Array.from({ length: count }, what);

describe('the wait a rule sets', () => {
  it('is none for the free failures, then doubles from the first delay up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 60].map((failures) => delayAfter(rule(2), failures))).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});

describe('failures of one address at one username', () => {
  it('are free up to the pair’s rule, then double the wait before that address’s next attempt there', () => {
    const { throttle, clock } = throttleAt({ ...RULES, username: rule(100) });
    expect(times(3, () => waitFor(throttle))).toEqual([0, 0, 0]);
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wait = waitFor(throttle);
      waits.push(wait);
      clock.advance(wait * 1000 - 1);
      expect(waitFor(throttle)).toBe(1);
      clock.advance(1);
      expect(waitFor(throttle)).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
  });

  it('are counted before the password is checked, so a burst sent at once has no more checked', () => {
    const { throttle } = throttleAt();
    const admitted = times(50, () => waitFor(throttle)).filter((wait) => wait === 0);
    expect(admitted).toHaveLength(3);
  });

  it('count down as time passes, and are forgotten after a quiet while', () => {
    const { throttle, clock } = throttleAt();
    expect(times(3, () => waitFor(throttle))).toEqual([0, 0, 0]);
    expect(waitFor(throttle)).toBe(1);
    clock.advance(1_000);
    expect(waitFor(throttle)).toBe(0);
    expect(waitFor(throttle)).toBe(2);
    clock.advance(1_500);
    expect(waitFor(throttle)).toBe(1);
    clock.advance(61_000);
    expect(times(3, () => waitFor(throttle))).toEqual([0, 0, 0]);
  });

  it('hold up neither that username from other addresses nor other usernames from that address', () => {
    const { throttle } = throttleAt();
    times(3, () => waitFor(throttle, attempt('ada', '10.0.0.1')));
    expect(waitFor(throttle, attempt('ada', '10.0.0.1'))).toBe(1);
    expect(waitFor(throttle, attempt('ada', '10.0.0.2'))).toBe(0);
    expect(waitFor(throttle, attempt('grace', '10.0.0.1'))).toBe(0);
  });
});

describe('failures at one username from many addresses', () => {
  it('never hold up an address that has not failed there', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 40; i += 1) times(3, () => waitFor(throttle, attempt('ada', `10.1.0.${i}`)));
    expect(waitFor(throttle, attempt('ada', '10.2.0.1'))).toBe(0);
  });

  it('past the username’s free failures, make each failing address wait what all of them have earned', () => {
    const { throttle, clock } = throttleAt();
    // One failure from each address: the pair's rule alone would let each of them try again at once.
    expect(times(3, () => 0).map((_, i) => waitFor(throttle, attempt('ada', `10.1.0.${i}`)))).toEqual([0, 0, 0]);
    expect(waitFor(throttle, attempt('ada', '10.1.0.0'))).toBe(0);
    // The fourth failure at the username, past its three free ones: the address that made it waits 1 s.
    expect(waitFor(throttle, attempt('ada', '10.1.0.0'))).toBe(1);
    expect(waitFor(throttle, attempt('ada', '10.1.0.3'))).toBe(0);
    expect(waitFor(throttle, attempt('ada', '10.1.0.3'))).toBe(2);
    expect(waitFor(throttle, attempt('ada', '10.1.0.4'))).toBe(0);
    expect(waitFor(throttle, attempt('ada', '10.1.0.4'))).toBe(4);
    // Each address tried once more, and each waits longer: a guesser spread over many addresses gets one
    // attempt per address, then waits as one guesser would.
    clock.advance(1_000);
    expect(waitFor(throttle, attempt('ada', '10.1.0.0'))).toBe(0);
    expect(waitFor(throttle, attempt('ada', '10.1.0.0'))).toBe(8);
    // Other usernames are not slowed by it.
    expect(times(3, () => waitFor(throttle, attempt('grace', '10.1.0.0')))).toEqual([0, 0, 0]);
  });
});

describe('failures of one address across usernames', () => {
  it('past the address’s free ones, hold up its attempts at any username, and no other address', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 7; i += 1) expect(waitFor(throttle, attempt(`guess-${i}`, '10.0.0.1'))).toBe(0);
    expect(waitFor(throttle, attempt('ada', '10.0.0.1'))).toBe(1);
    expect(waitFor(throttle, attempt('ada', '10.0.0.2'))).toBe(0);
    expect(waitFor(throttle, attempt('guess-0', '10.0.0.2'))).toBe(0);
  });
});

describe('a right password', () => {
  it('starts its address afresh at that username, and takes those failures back from the other counts', () => {
    const { throttle } = throttleAt();
    times(2, () => waitFor(throttle, attempt('ada', '10.0.0.1')));
    const right = attempt('ada', '10.0.0.1');
    expect(waitFor(throttle, right)).toBe(0);
    throttle.succeeded(right);
    // The address's count lost all three: its six free failures are there again (no seventh wait yet).
    for (let i = 0; i < 7; i += 1) expect(waitFor(throttle, attempt(`guess-${i}`, '10.0.0.1'))).toBe(0);
    expect(waitFor(throttle, attempt('guess-7', '10.0.0.1'))).toBe(1);
    // The username's count lost them too: three free failures from elsewhere before anyone waits longer.
    expect(times(4, () => 0).map((_, i) => waitFor(throttle, attempt('ada', `10.3.0.${i}`)))).toEqual([0, 0, 0, 0]);
    expect(waitFor(throttle, attempt('ada', '10.3.0.3'))).toBe(1);
  });

  it('leaves what other addresses failed at that username', () => {
    const { throttle } = throttleAt();
    times(3, () => waitFor(throttle, attempt('ada', '10.0.0.9')));
    const right = attempt('ada', '10.0.0.1');
    expect(waitFor(throttle, right)).toBe(0);
    throttle.succeeded(right);
    expect(waitFor(throttle, attempt('ada', '10.0.0.9'))).toBe(1);
  });
});

describe('an IPv6 client', () => {
  it('is counted by its /64, so new addresses of one network are not new chances', () => {
    const { throttle } = throttleAt();
    times(3, () => 0).forEach((_, i) => waitFor(throttle, attempt('ada', `2001:db8:1:2::${i + 1}`)));
    expect(waitFor(throttle, attempt('ada', '2001:db8:1:2:ffff:ffff:ffff:ffff'))).toBe(1);
    expect(waitFor(throttle, attempt('ada', '2001:db8:1:3::1'))).toBe(0);
  });

  it('names its network the same however the address is written', () => {
    expect(networkOf('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:DB8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(networkOf('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64');
    expect(networkOf('192.0.2.7')).toBe('192.0.2.7');
    expect(networkOf('unknown')).toBe('unknown');
  });
});

describe('the memory it holds', () => {
  it('is bounded: past the most keys, those that failed longest ago are forgotten first', () => {
    const { throttle } = throttleAt(RULES, 100);
    times(3, () => waitFor(throttle, attempt('victim', '10.9.9.9')));
    expect(waitFor(throttle, attempt('victim', '10.9.9.9'))).toBe(1);
    for (let i = 0; i < 100; i += 1) waitFor(throttle, attempt(`made-up-${i}`, `10.1.${i >> 8}.${i & 255}`));
    expect(waitFor(throttle, attempt('victim', '10.9.9.9'))).toBe(0);
  });
});
