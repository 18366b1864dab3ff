import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { assertNoTransaction } from '../../database/network-guard';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=true: loopback,
 * private, link-local (cloud metadata 169.254.169.254 included), CGNAT, unspecified,
 * multicast and reserved ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 is checked as IPv4).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (may reach IPv4 private space)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['fd00:ec2::254', 128], // AWS metadata over IPv6 (inside fc00::/7, named for clarity)
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True when the literal address is in a range webhooks may not reach. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return blocked.check(mapped[1], 'ipv4');
    const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
    if (mappedHex) {
      const n = (parseInt(mappedHex[1], 16) << 16) | parseInt(mappedHex[2], 16);
      return blocked.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'), 'ipv4');
    }
    return blocked.check(address, 'ipv6');
  }
  return true; // not an address at all: refuse
}

export class DestinationRefused extends Error {}

/** Every address of a host name (DNS and /etc/hosts, as a connection would resolve it). */
export type Resolver = (host: string) => Promise<string[]>;
export const systemResolver: Resolver = async (host) => {
  assertNoTransaction(`DNS lookup of ${host}`);
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
};

/**
 * Resolves the host of `url` (every address) and throws `DestinationRefused` when any of them
 * is forbidden, so a hostname cannot smuggle a private address in; `allowPrivate` skips the
 * policy, not the lookup. Returns the addresses, for the connection to use exactly these (no
 * second lookup an attacker's DNS could answer differently). DNS failures throw as they are.
 */
export async function resolveDestination(url: URL, options: { allowPrivate?: boolean; resolve?: Resolver } = {}): Promise<string[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await (options.resolve ?? systemResolver)(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  const bad = options.allowPrivate ? undefined : addresses.find(isForbiddenAddress);
  if (bad !== undefined) {
    throw new DestinationRefused(`destination ${url.hostname} resolves to ${bad}, a private or reserved address (set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true to allow)`);
  }
  return addresses;
}

/** Throws `DestinationRefused` when the destination policy forbids `url` (see `resolveDestination`). */
export async function assertPublicDestination(url: URL, resolve?: Resolver): Promise<void> {
  await resolveDestination(url, { resolve });
}
