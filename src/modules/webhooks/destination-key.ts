import { createHash } from 'node:crypto';

/**
 * One webhook per destination: two URLs are the same destination when they name the same
 * scheme, host, port, path and query once normalised as a URL parser reads them: scheme and
 * host in lower case (an internationalised name as its ASCII form), no trailing dot on the host,
 * the default port dropped (`:443` on https, `:80` on http), `.` and `..` path segments resolved,
 * an empty path as `/`, and the numeric IPv4 spellings in dotted form. The fragment (never sent)
 * and the user name and password are not part of the destination. Path and query stay case- and
 * slash-sensitive: `/hook` and `/hook/` are two destinations, as they are to an HTTP server.
 */
export function destinationOf(url: string): string {
  const u = new URL(url);
  const host = u.hostname.toLowerCase().replace(/\.$/, '');
  return `${u.protocol}//${host}${u.port ? `:${u.port}` : ''}${u.pathname || '/'}${u.search}`;
}

/** The stored form of `destinationOf` (SHA-256, hex): fixed length, so a unique index can hold it. */
export function destinationKey(url: string): string {
  return createHash('sha256').update(destinationOf(url)).digest('hex');
}
