import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for when counting sign-in failures: an IPv4 address itself (an
 * IPv4-mapped IPv6 address as its IPv4 form), an IPv6 address's /64, since one machine or home is given
 * a whole /64 and could otherwise try from a new address at every attempt. Anything else (a proxy's
 * header naming no address) is its own network.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${prefixGroups(address.split('%')[0]!).join(':')}::/64`;
}

/** The first four 16-bit groups of a valid IPv6 address, in hexadecimal without leading zeros. */
function prefixGroups(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A dotted IPv4 ending holds two groups; the groups `::` stands for are zeros.
  const rightGroups = right.length + (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - rightGroups).fill('0'), ...right];
  return groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
}
