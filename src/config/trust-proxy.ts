import { BlockList, isIP } from 'node:net';

/**
 * `TRUST_PROXY`: which peers may tell the API the client's address in `X-Forwarded-For` (the
 * rate limit keys unauthenticated requests on it). Never "every peer": a client that could
 * choose its own address would choose a fresh rate-limit bucket for each request.
 *
 * - `false` (the default; also `0`, `no`, `off`): nobody, the socket's address counts.
 * - a hop count `1`…`10`: that many proxies in front of the service; the nearest must connect
 *   from a loopback or private address (see `NEAR_PROXY_NETWORKS`), else nothing is believed.
 * - a comma-separated list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`), or the names
 *   `loopback`, `linklocal`, `uniquelocal`: only those peers are believed, hop by hop.
 *
 * `true` is refused at boot: it used to mean "believe every hop", which lets any client choose
 * its address by sending the header itself.
 */
export type TrustProxy = false | number | string[];

export const MAX_TRUSTED_HOPS = 10;
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
// A prefix shorter than these would trust (nearly) the whole Internet.
const MIN_PREFIX = { 4: 8, 6: 7 } as const;

/** What TRUST_PROXY must be (the rule of its message, `TRUST_PROXY must be …`). */
export const TRUST_PROXY_RULE =
  `false, a hop count from 1 to ${MAX_TRUSTED_HOPS} (the proxies in front of the service) or a comma-separated list of ` +
  'proxy addresses or CIDRs such as 127.0.0.1,10.0.0.0/8 (or loopback, linklocal, uniquelocal); ' +
  'true is not accepted: it would believe X-Forwarded-For from any client; ' +
  'nor an IPv6 range over IPv4-mapped or IPv4-compatible addresses (::ffff:0:0/96, ::/96, or wider such as ::/7): ' +
  'on a dual-stack listener every IPv4 client appears as ::ffff:a.b.c.d, so write an IPv4 proxy as 10.0.0.5 or 10.0.0.0/8';

/**
 * The IPv6 space where IPv4 addresses appear: IPv4-mapped (`::ffff:a.b.c.d`, how a dual-stack
 * listener reports every IPv4 peer) and IPv4-compatible (`::a.b.c.d`).
 */
const IPV4_IN_IPV6: readonly [string, number][] = [
  ['::ffff:0:0', 96],
  ['::', 96],
];

/**
 * True when an IPv6 entry covers more than one address of `IPV4_IN_IPV6`: a range there trusts
 * IPv4 clients by their mapped form (`::ffff:0:0/96` trusts every one). A single address (no
 * prefix, or /128) names one peer and is kept: `::1`, or `::ffff:10.0.0.5`, which is the proxy
 * 10.0.0.5 seen through a dual-stack listener.
 */
function spansIpv4InIpv6(address: string, bits: number): boolean {
  if (bits === 128) return false;
  return IPV4_IN_IPV6.some(([network, prefix]) => {
    const wider = new BlockList();
    // Two prefixes overlap when the wider one holds the other's first address.
    if (bits <= prefix) {
      wider.addSubnet(address, bits, 'ipv6');
      return wider.check(network, 'ipv6');
    }
    wider.addSubnet(network, prefix, 'ipv6');
    return wider.check(address, 'ipv6');
  });
}

/**
 * One entry of an address list: an IP address, a CIDR no wider than /8 (IPv4) or /7 (IPv6) and,
 * in IPv6, not spanning IPv4-mapped or -compatible addresses, or a proxy-addr range name.
 */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return false;
  const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
  if (bits < MIN_PREFIX[family as 4 | 6] || bits > (family === 4 ? 32 : 128)) return false;
  return family === 4 || !spansIpv4InIpv6(address, bits);
}

/**
 * The environment's text as a `TrustProxy`, or the text unchanged when it is none of the
 * accepted forms (validation then refuses it with `TRUST_PROXY_RULE`).
 */
export function parseTrustProxy(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : value;
}

export function isTrustProxy(value: unknown): value is TrustProxy {
  if (value === false) return true;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_TRUSTED_HOPS;
  return Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === 'string' && isProxyAddress(entry));
}

/**
 * Where the nearest proxy of a hop count may connect from: loopback, the private ranges
 * (RFC 1918, CGNAT, IPv6 unique-local) and link-local. A client reaching the API directly from
 * the Internet is not on them, so its `X-Forwarded-For` is never believed.
 */
export const NEAR_PROXY_NETWORKS: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];
const nearProxies = new BlockList();
for (const [network, prefix, type] of NEAR_PROXY_NETWORKS) nearProxies.addSubnet(network, prefix, type);

/** True when `address` (as the socket reports it, IPv4-mapped IPv6 included) is on `NEAR_PROXY_NETWORKS`. */
export function isNearProxyAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  // BlockList matches an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) against the IPv4 rules.
  return family !== 0 && nearProxies.check(address as string, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's `trustProxy` option for the setting. An address list goes to Fastify as is
 * (`@fastify/proxy-addr` compiles it). Fastify no longer takes a bare hop count (it cannot tell
 * a proxy from a client that sends the header itself), so a hop count is a trust function for
 * `@fastify/proxy-addr`: the socket's peer (hop 0) must be a near proxy, and then up to `hops`
 * addresses are walked from the right of `X-Forwarded-For`; the header is still parsed by Fastify.
 */
export function trustProxyOption(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (Array.isArray(setting)) return [...setting];
  const hops = setting;
  return (address, hop) => hop < hops && (hop > 0 || isNearProxyAddress(address));
}
