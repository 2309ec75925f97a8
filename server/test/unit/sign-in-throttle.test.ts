import { describe, expect, it } from 'vitest';
import { type SignInAttempt, SignInThrottle, type ThrottleRule } from '../../src/modules/auth/sign-in-throttle.js';

const RULE: ThrottleRule = { freeFailures: 2, firstDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 };

function throttleAt(rules = { username: RULE, address: { ...RULE, freeFailures: 100 } }) {
  const clock = { now: 0 };
  const throttle = new SignInThrottle(rules, () => clock.now);
  return { throttle, clock };
}

const attempt = (username = 'ada', address = '10.0.0.1'): SignInAttempt => ({ username, address });

/** The seconds to wait before `what` would be checked (0: it is admitted, and counted). */
function waitFor(throttle: SignInThrottle, what = attempt()): number {
  const admission = throttle.admit(what);
  return admission.admitted ? 0 : admission.retryAfterSeconds;
}

describe('the sign-in throttle', () => {
  it('checks the free failures and one more, then doubles the wait up to its ceiling', () => {
    const { throttle, clock } = throttleAt();
    expect([waitFor(throttle), waitFor(throttle), waitFor(throttle)]).toEqual([0, 0, 0]);
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wait = waitFor(throttle);
      waits.push(wait);
      clock.now += wait * 1000;
      expect(waitFor(throttle)).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
  });

  it('counts an attempt before its password is checked, so a burst sent at once is checked no more', () => {
    const { throttle } = throttleAt();
    const admitted = Array.from({ length: 50 }, () => throttle.admit(attempt())).filter((admission) => admission.admitted);
    expect(admitted).toHaveLength(3);
  });

  it('counts down as time passes, and forgets a quiet key', () => {
    const { throttle, clock } = throttleAt();
    expect([waitFor(throttle), waitFor(throttle), waitFor(throttle)]).toEqual([0, 0, 0]);
    expect(waitFor(throttle)).toBe(1);
    clock.now += 1_000;
    expect(waitFor(throttle)).toBe(0);
    expect(waitFor(throttle)).toBe(2);
    clock.now += 1_500;
    expect(waitFor(throttle)).toBe(1);
    clock.now += 61_000;
    expect([waitFor(throttle), waitFor(throttle)]).toEqual([0, 0]);
  });

  it('takes a right attempt back: its username starts afresh and its address loses the failure', () => {
    const { throttle } = throttleAt({ username: RULE, address: RULE });
    waitFor(throttle, attempt('ada', '10.0.0.1'));
    waitFor(throttle, attempt('ada', '10.0.0.1'));
    const right = attempt('ada', '10.0.0.1');
    expect(waitFor(throttle, right)).toBe(0);
    throttle.succeeded(right);
    // Two failures are left on the address: two more are free there, the next waits.
    expect(waitFor(throttle, attempt('grace', '10.0.0.1'))).toBe(0);
    expect(waitFor(throttle, attempt('grace', '10.0.0.1'))).toBe(1);
    expect(waitFor(throttle, attempt('ada', '10.0.0.2'))).toBe(0);
  });

  it('remembers a bounded number of keys, so a flood of made-up usernames cannot grow memory', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 3; i += 1) waitFor(throttle, attempt('victim'));
    expect(waitFor(throttle, attempt('victim'))).toBe(1);
    for (let i = 0; i < 60_000; i += 1) waitFor(throttle, attempt(`made-up-${i}`, `10.1.${i >> 8}.${i & 255}`));
    // The oldest keys went first; the server's memory stayed bounded.
    expect(waitFor(throttle, attempt('victim', '10.9.9.9'))).toBe(0);
  });
});
