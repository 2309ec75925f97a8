import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/compositions/webhooks/backoff.js';
import { refusalOf } from '../../src/compositions/webhooks/target-address.js';

describe('webhook target addresses', () => {
  // Every address here is refused unless GLOSS_WEBHOOKS_ALLOW_PRIVATE; the refusal names what it is.
  it.each([
    // IPv4 special-purpose ranges
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'cloud metadata'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.1', 'reserved'],
    ['192.0.0.192', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['192.88.99.1', 'reserved'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.175.48.1', 'special-purpose address (as112)'],
    // IPv6 special-purpose ranges
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::8.8.8.8', 'IPv4-compatible'],
    ['::a00:1', 'IPv4-compatible'],
    ['0:0:0:0:0:0:8.8.8.8', 'IPv4-compatible'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'site-local'],
    ['feff::1', 'site-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast'],
    ['100::1', 'discard'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'ORCHID'],
    ['2001:20::1', 'ORCHID'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['64:ff9b:1:ffff::808:808', 'local-use NAT64'],
    ['::ffff:0:808:808', 'IPv4-translated'],
    ['4000::1', 'outside the global unicast range'],
    ['8000::1', 'outside the global unicast range'],
    // IPv6 forms that stand for an IPv4 address: that address decides
    ['::ffff:127.0.0.1', 'stands for 127.0.0.1, which is a loopback address'],
    ['::ffff:7f00:1', 'stands for 127.0.0.1, which is a loopback address'],
    ['::ffff:a9fe:a9fe', 'stands for 169.254.169.254, which is a cloud metadata address'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['64:ff9b::a00:1', 'stands for 10.0.0.1, which is a private address'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::c0a8:101', 'private'],
    ['2002:7f00:1::1', 'stands for 127.0.0.1, which is a loopback address'],
    ['2002:c0a8:101::1', 'stands for 192.168.1.1, which is a private address'],
    ['2002:a9fe:a9fe::1', 'cloud metadata'],
    // Teredo: the server (65.54.227.120) is public, the client (192.0.2.45, stored inverted) is not.
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'stands for 192.0.2.45, which is a reserved or documentation address'],
    // A Teredo server on a private network.
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'stands for 10.0.0.1, which is a private address'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusalOf(address)).toContain(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '192.0.1.1',
    '198.20.0.1',
    '223.255.255.255',
    '2001:4860:4860::8888',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    // Teredo with a public server (65.54.227.120) and a public client (8.8.8.8 inverted: f7f7:f7f7).
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  ])('allows %s', (address) => {
    expect(refusalOf(address)).toBeNull();
  });

  it('refuses what is not an IP address', () => {
    expect(refusalOf('example.com')).toBe('example.com is not an IP address');
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
