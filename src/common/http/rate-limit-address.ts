import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit bucket of a client address: an IPv4 address as is (an IPv4-mapped IPv6
 * address, `::ffff:203.0.113.7`, is the same client as `203.0.113.7`), an IPv6 address by its
 * /64 network. One IPv6 subscriber or host holds a whole /64 and can pick any address in it,
 * so a bucket per address would be a bucket per request for whoever wants one.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return ip;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const [head, tail] = address.toLowerCase().split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
