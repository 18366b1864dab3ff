import { BlockList, isIP } from 'node:net';

import { networkCall, NetworkCallInTransaction } from '../../database/network-guard';
import { DnsTimeout, HostResolver, isDnsFailure, resolveHost } from './host-resolver';

/**
 * The addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=true: loopback,
 * private, link-local (cloud metadata 169.254.169.254 included), CGNAT, unique-local,
 * unspecified, multicast and reserved ranges, in IPv4 and IPv6, and every IPv6 form that
 * carries an IPv4 address inside it (see `embeddedIPv4`).
 */
const blocked4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked4.addSubnet(net, prefix, 'ipv4');
}
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form (::a.b.c.d)
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): any embedding, refused whole
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: server and (obfuscated) client IPv4 inside, refused whole
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (fd00:ec2::254, AWS metadata over IPv6, is inside)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address in any textual form (`::`, a trailing dotted quad, a zone), or null. */
export function parseIPv6(text: string): Uint8Array | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(address) !== 6) return null;
  // A trailing dotted quad ("::ffff:127.0.0.1") as its two 16-bit words.
  const hex = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`,
  );
  const words = (part: string) => (part === '' ? [] : part.split(':').map((w) => parseInt(w, 16)));
  const gap = hex.indexOf('::');
  const left = words(gap < 0 ? hex : hex.slice(0, gap));
  const right = gap < 0 ? [] : words(hex.slice(gap + 2));
  const all = gap < 0 ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  if (all.length !== 8 || all.some((w) => !(w >= 0 && w <= 0xffff))) return null;
  const bytes = new Uint8Array(16);
  all.forEach((w, i) => {
    bytes[2 * i] = w >> 8;
    bytes[2 * i + 1] = w & 255;
  });
  return bytes;
}

const v4 = (b: Uint8Array, at: number) => `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;
const zero = (b: Uint8Array, from: number, to: number) => b.subarray(from, to).every((x) => x === 0);

/**
 * The IPv4 address an IPv6 address carries, in the forms a connection may reach it through:
 * IPv4-mapped `::ffff:0:0/96` (and its SIIT cousin `::ffff:0:0:0/96`), NAT64 with the
 * well-known prefix `64:ff9b::/96`, and 6to4 `2002::/16` (bits 16–48). IPv4-compatible
 * `::/96`, local-use NAT64 `64:ff9b:1::/48` and Teredo `2001::/32` are refused whole instead.
 */
export function embeddedIPv4(bytes: Uint8Array): string | null {
  if (zero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(bytes, 12); // ::ffff:a.b.c.d
  if (zero(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zero(bytes, 10, 12)) return v4(bytes, 12); // ::ffff:0:a.b.c.d
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(bytes, 4, 12)) return v4(bytes, 12); // 64:ff9b::a.b.c.d
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(bytes, 2); // 2002:AABB:CCDD::
  return null;
}

/**
 * True when the literal address is in a range webhooks may not reach (anything not an address
 * included, and any address with a zone: a zone picks one of the sending machine's interfaces).
 */
export function isForbiddenAddress(address: string): boolean {
  if (typeof address !== 'string' || address.includes('%')) return true;
  const text = address.replace(/^\[|\]$/g, '');
  const family = isIP(text);
  if (family === 4) return blocked4.check(text, 'ipv4');
  if (family !== 6) return true;
  const bytes = parseIPv6(text);
  if (!bytes) return true;
  const inner = embeddedIPv4(bytes);
  if (inner !== null && blocked4.check(inner, 'ipv4')) return true;
  const canonical = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] << 8) | bytes[2 * i + 1]).toString(16)).join(':');
  return blocked6.check(canonical, 'ipv6');
}

/**
 * Why `url` is not a URL a webhook may name, or null when it is one. The delivery sends to what
 * a URL parser reads (WHATWG's, as `fetch` and undici do), so a URL it cannot read is refused
 * here, and so is an IPv6 zone (`http://[fe80::1%25eth0]/`, however the `%` is spelled): a zone
 * picks a network interface of the machine that sends, which is the operator's, not a tenant's.
 */
export function urlFormProblem(url: string): string | null {
  const bracketed = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#[\]]*@)?\[([^\]]*)\]/i.exec(url);
  if (bracketed?.[1].includes('%'))
    return 'url must not name an IPv6 zone (the part after % in the address): a zone picks a network interface of the service’s own machine';
  if (!URL.canParse(url)) return 'url must be an http or https URL';
  return null;
}

/**
 * The destination is not allowed. Its message names the host as the URL wrote it, never the
 * address a host name resolved to: an account learns nothing of the operator's network from it.
 */
export class DestinationRefused extends Error {
  constructor(host: string, why: 'literal' | 'resolved' | 'unchecked') {
    super(
      why === 'literal'
        ? `destination ${host} is a loopback, private, link-local or reserved address`
        : why === 'resolved'
          ? `destination ${host} resolves to a loopback, private, link-local or reserved address`
          : `destination ${host} could not be checked, so it is refused`,
    );
    this.name = 'DestinationRefused';
  }
}

/**
 * The host name has no address now: DNS answered that it has none, failed, or did not answer
 * in time. Not a refusal: the destination cannot be reached at all, so nothing is sent to it; a
 * delivery tries again later, and a webhook may be saved (DNS may change). Its message names the
 * host only.
 */
export class DestinationUnresolved extends Error {
  constructor(host: string, cause?: unknown) {
    const code = isDnsFailure(cause) ? (cause as NodeJS.ErrnoException).code : undefined;
    super(
      cause instanceof DnsTimeout
        ? cause.message
        : code === undefined || code === 'ENOTFOUND' || code === 'ENODATA'
          ? `${host} has no address`
          : `DNS lookup of ${host} failed (${code})`,
    );
    this.name = 'DestinationUnresolved';
  }
}

/** Every address of a host name (see host-resolver.ts: /etc/hosts, then DNS with a timeout). */
export type Resolver = (host: string) => Promise<string[]>;

/** The default resolver, with the default timeout; the services pass one built from their settings. */
export const systemResolver: Resolver = (host) => guardedResolve(host, resolveHost);

/** Resolves through `resolver`, refusing to do so inside a database transaction. */
export function guardedResolve(host: string, resolver: HostResolver): Promise<string[]> {
  return networkCall(`DNS lookup of ${host}`, () => resolver(host));
}

/**
 * Resolves the host of `url` (every address) and throws `DestinationRefused` when any of them
 * is forbidden, so a host name cannot smuggle a private address in; `allowPrivate` skips the
 * policy, not the lookup. Returns the addresses, for the connection to use exactly these (no
 * second lookup an attacker's DNS could answer differently).
 *
 * It fails closed: the outcomes are the addresses, `DestinationRefused`, or
 * `DestinationUnresolved` when DNS gives no address (nothing can be sent then either); any other
 * error of the check is a `DestinationRefused` too, never a pass. A check asked for inside a
 * database transaction throws `NetworkCallInTransaction` as it is (a fault of the caller).
 * `new URL` has already turned decimal, octal and hex IPv4 spellings (`http://2130706433/`,
 * `http://0177.0.0.1/`, `http://0x7f.1/`) into the dotted form.
 */
export async function resolveDestination(url: URL, options: { allowPrivate?: boolean; resolve?: Resolver } = {}): Promise<string[]> {
  try {
    return await checkedAddresses(url, options);
  } catch (error) {
    if (error instanceof DestinationRefused || error instanceof DestinationUnresolved || error instanceof NetworkCallInTransaction)
      throw error;
    throw new DestinationRefused(url.hostname, 'unchecked');
  }
}

async function checkedAddresses(url: URL, options: { allowPrivate?: boolean; resolve?: Resolver }): Promise<string[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A URL parser reads no zone; a host that still carries a `%` is no host to resolve.
  if (host.includes('%')) throw new DestinationRefused(url.hostname, 'unchecked');
  const literal = isIP(host) !== 0;
  let addresses: string[];
  if (literal) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch (error) {
      if (isDnsFailure(error)) throw new DestinationUnresolved(host, error);
      throw error;
    }
  }
  if (addresses.length === 0) throw new DestinationUnresolved(host);
  // The connection goes to exactly these: anything but addresses is no answer to go by.
  if (addresses.some((a) => typeof a !== 'string' || isIP(a) === 0)) throw new DestinationRefused(url.hostname, 'unchecked');
  if (!options.allowPrivate && addresses.some(isForbiddenAddress))
    throw new DestinationRefused(url.hostname, literal ? 'literal' : 'resolved');
  return addresses;
}

/** Throws `DestinationRefused` when the destination policy forbids `url` (see `resolveDestination`). */
export async function assertPublicDestination(url: URL, resolve?: Resolver): Promise<void> {
  await resolveDestination(url, { resolve });
}
