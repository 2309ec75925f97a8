import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless private targets are allowed (`GLOSS_WEBHOOKS_ALLOW_PRIVATE`):
 * anything but global unicast, so a webhook cannot make the server call its own network (an internal
 * service, a cloud's metadata endpoint holding credentials). The ranges are ipaddr.js's table of the IANA
 * special-purpose registries, kept by its maintainers rather than here; an address that table calls
 * `unicast` is public (IPv6 within 2000::/3, the only block allocated for it).
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** What each of ipaddr.js's range names means, as a refusal says it. */
const KINDS: Record<string, string> = {
  unspecified: 'an unspecified ("this network") address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  private: 'a private address',
  uniqueLocal: 'a private (unique local) address',
  deprecatedSiteLocal: 'a site-local address',
  reserved: 'a reserved or documentation address',
  benchmarking: 'a reserved (benchmarking) address',
  discard: 'a discard-only address',
  rfc6145: 'an IPv4-translated address',
  rfc6052: 'a local-use NAT64 address',
  deprecatedOrchid: 'an ORCHID address',
  orchid2: 'an ORCHID address',
};

/** Cloud metadata services, which hand out the machine's credentials. */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);

/** The well-known NAT64 prefix, 64:ff9b::/96, whose last 32 bits are the IPv4 address it reaches. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
/** IPv4-compatible addresses (::a.b.c.d, deprecated): never routed, whatever they embed. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** `::a.b.c.d`, the way resolvers write IPv4-compatible addresses, which ipaddr.js reads as `::ffff:a.b.c.d`. */
const IPV4_COMPATIBLE_WRITTEN = /^::\d+\.\d+\.\d+\.\d+(?:%.*)?$/;

/** Why `address` (an IP literal, as resolved) may not be a webhook's target, or null when it may. */
export function refusalOf(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  if (IPV4_COMPATIBLE_WRITTEN.test(address)) return `${address} is a reserved (IPv4-compatible) address`;
  const why = whyNotPublic(family === 4 ? ipaddr.IPv4.parse(address) : ipaddr.IPv6.parse(address));
  return why === null ? null : `${address} ${why}`;
}

/** What makes an address other than public, said after it ("is a loopback address"), or null. */
function whyNotPublic(address: Address): string | null {
  if (METADATA_ADDRESSES.has(address.toString())) return 'is a cloud metadata address';
  if (address instanceof ipaddr.IPv4) return whyOfRange(address.range());
  const embedded = embeddedIPv4(address);
  if (embedded !== null) {
    for (const inner of embedded) {
      const why = whyNotPublic(inner);
      if (why !== null) return `stands for ${inner.toString()}, which ${why}`;
    }
    return null;
  }
  if (address.match(IPV4_COMPATIBLE) && address.range() === 'unicast') return 'is a reserved (IPv4-compatible) address';
  return whyOfRange(address.range()) ?? (address.match(GLOBAL_UNICAST_V6) ? null : 'is outside the global unicast range (2000::/3)');
}

function whyOfRange(range: string): string | null {
  if (range === 'unicast') return null;
  return `is ${KINDS[range] ?? `a special-purpose address (${range})`}`;
}

/**
 * The IPv4 addresses an IPv6 address stands for, which decide where it leads: the mapped form
 * (::ffff:a.b.c.d), the well-known NAT64 prefix, 6to4 (2002:AABB:CCDD::) and Teredo (its server, and its
 * client's address stored inverted). Null for any other address.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const parts = address.parts;
  const ipv4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const range = address.range();
  if (range === 'ipv4Mapped') return [address.toIPv4Address()];
  if (address.match(NAT64_WELL_KNOWN)) return [ipv4(parts[6], parts[7])];
  if (range === '6to4') return [ipv4(parts[1], parts[2])];
  if (range === 'teredo') return [ipv4(parts[2], parts[3]), ipv4(parts[6] ^ 0xffff, parts[7] ^ 0xffff)];
  return null;
}
