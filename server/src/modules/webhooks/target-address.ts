import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless private targets are allowed (`GLOSS_WEBHOOKS_ALLOW_PRIVATE`):
 * anything but the public internet, so a webhook cannot make the server call its own network (an internal
 * service, a cloud's metadata endpoint holding credentials).
 */
const RANGES: [network: string, prefix: number, family: 'ipv4' | 'ipv6', kind: string][] = [
  ['0.0.0.0', 8, 'ipv4', 'an unspecified ("this network") address'],
  ['10.0.0.0', 8, 'ipv4', 'a private address'],
  ['100.64.0.0', 10, 'ipv4', 'a shared (carrier-grade NAT) address'],
  ['127.0.0.0', 8, 'ipv4', 'a loopback address'],
  ['169.254.0.0', 16, 'ipv4', 'a link-local address'],
  ['172.16.0.0', 12, 'ipv4', 'a private address'],
  ['192.0.0.0', 24, 'ipv4', 'a reserved address'],
  ['192.168.0.0', 16, 'ipv4', 'a private address'],
  ['198.18.0.0', 15, 'ipv4', 'a reserved (benchmarking) address'],
  ['224.0.0.0', 4, 'ipv4', 'a multicast address'],
  ['240.0.0.0', 4, 'ipv4', 'a reserved address'],
  ['::', 128, 'ipv6', 'an unspecified address'],
  ['::1', 128, 'ipv6', 'a loopback address'],
  ['::', 96, 'ipv6', 'a reserved (IPv4-compatible) address'],
  ['fe80::', 10, 'ipv6', 'a link-local address'],
  ['fc00::', 7, 'ipv6', 'a private (unique local) address'],
  ['ff00::', 8, 'ipv6', 'a multicast address'],
];

const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);

const lists = RANGES.map(([network, prefix, family, kind]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, family, kind };
});

/** Why `address` (an IP literal, as resolved) may not be a webhook's target, or null when it may. */
export function refusalOf(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const embedded = family === 6 ? embeddedIPv4(address) : null;
  if (embedded !== null) {
    const inner = refusalOf(embedded);
    return inner === null ? null : `${address} maps ${inner}`;
  }
  if (METADATA_ADDRESSES.has(address.toLowerCase())) return `${address} is a cloud metadata address`;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const match = lists.find((entry) => entry.family === type && entry.list.check(address, type));
  return match ? `${address} is ${match.kind}` : null;
}

/** The IPv4 address inside an IPv4-mapped (`::ffff:a.b.c.d`) or NAT64 (`64:ff9b::a.b.c.d`) IPv6 address. */
function embeddedIPv4(address: string): string | null {
  const groups = expandIPv6(address);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (!mapped && !nat64) return null;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (with or without a dotted IPv4 tail). */
function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === null ? [] : parse(tail);
  const groups = tail === null ? front : [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}
