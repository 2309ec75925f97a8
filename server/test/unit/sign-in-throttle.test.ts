import { describe, expect, it } from 'vitest';
import { SignInThrottle, type ThrottleRule } from '../../src/modules/auth/sign-in-throttle.js';

const RULE: ThrottleRule = { freeFailures: 2, firstDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 };

function throttleAt(start = 0) {
  const clock = { now: start };
  const throttle = new SignInThrottle({ username: RULE, address: { ...RULE, freeFailures: 100 } }, () => clock.now);
  return { throttle, clock };
}

const attempt = (username = 'ada', address = '10.0.0.1') => ({ username, address });

describe('the sign-in throttle', () => {
  it('lets the free failures through, then doubles the wait up to its ceiling', () => {
    const { throttle } = throttleAt();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      throttle.failed(attempt());
      waits.push(throttle.retryAfterSeconds(attempt()));
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 8]);
  });

  it('counts down as time passes, and forgets a quiet key', () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 4; i += 1) throttle.failed(attempt());
    expect(throttle.retryAfterSeconds(attempt())).toBe(2);
    clock.now += 1_500;
    expect(throttle.retryAfterSeconds(attempt())).toBe(1);
    clock.now += 600;
    expect(throttle.retryAfterSeconds(attempt())).toBe(0);
    clock.now += 61_000;
    throttle.failed(attempt());
    expect(throttle.retryAfterSeconds(attempt())).toBe(0);
  });

  it('clears a username on success, but not the address', () => {
    const { throttle } = throttleAt();
    const strict = new SignInThrottle({ username: RULE, address: RULE }, () => 0);
    for (let i = 0; i < 3; i += 1) strict.failed(attempt());
    strict.succeeded(attempt());
    expect(strict.retryAfterSeconds(attempt('ada', '10.0.0.2'))).toBe(0);
    expect(strict.retryAfterSeconds(attempt('grace', '10.0.0.1'))).toBe(1);
    expect(throttle.retryAfterSeconds(attempt())).toBe(0);
  });

  it('remembers a bounded number of keys, so a flood of made-up usernames cannot grow memory', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 3; i += 1) throttle.failed(attempt('victim'));
    expect(throttle.retryAfterSeconds(attempt('victim'))).toBe(1);
    for (let i = 0; i < 60_000; i += 1) throttle.failed(attempt(`made-up-${i}`, `10.1.${i >> 8}.${i & 255}`));
    // The oldest keys went first; the server's memory stayed bounded.
    expect(throttle.retryAfterSeconds(attempt('victim', '10.9.9.9'))).toBe(0);
  });
});
