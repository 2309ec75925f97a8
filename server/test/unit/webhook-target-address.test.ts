import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/modules/webhooks/backoff.js';
import { refusalOf } from '../../src/modules/webhooks/target-address.js';

describe('webhook target addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.1.1', 'carrier-grade'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'unique local'],
    ['fc00::1', 'unique local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::a00:1', 'private'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusalOf(address)).toContain(kind);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(refusalOf(address)).toBeNull();
  });
});

describe('webhook retry delays', () => {
  it('doubles from the base, between half and all of each step, up to an hour', () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 10_000, high))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 10_000, low))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(40, 10_000, high)).toBe(3_600_000);
  });

  it('retries for at least a day within about thirty attempts at the default base', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3_600_000) elapsed += retryDelayMs(++attempts, 10_000, () => 1);
    expect(attempts).toBeGreaterThan(20);
    expect(attempts).toBeLessThan(40);
  });
});
