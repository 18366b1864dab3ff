import * as dns from 'node:dns';
import { readFile, stat } from 'node:fs/promises';

/** Every address of a host name. */
export type HostResolver = (host: string) => Promise<string[]>;

/** The default of WEBHOOK_DNS_TIMEOUT_MS: one lookup, every server and retry included. */
export const DEFAULT_DNS_TIMEOUT_MS = 5000;

export interface HostResolverOptions {
  /** The whole lookup fails after this long (ETIMEOUT), whatever the servers do. */
  timeoutMs: number;
  /** DNS servers (`host` or `host:port`); the system's (/etc/resolv.conf) when absent. */
  servers?: string[];
  /** The hosts file read before DNS (`/etc/hosts`). */
  hostsFile?: string;
}

/** A lookup that did not finish within its timeout. */
export class DnsTimeout extends Error {
  readonly code = 'ETIMEOUT';
  constructor(host: string, ms: number) {
    super(`DNS lookup of ${host} timed out after ${ms} ms`);
  }
}

/** The error codes of DNS lookups (`ENOTFOUND`, `ESERVFAIL`, `ETIMEOUT`…), as node:dns lists them. */
const DNS_ERROR_CODES: ReadonlySet<string> = new Set(
  (Object.values(dns) as unknown[]).filter((v): v is string => typeof v === 'string' && /^E[A-Z]+$/.test(v)),
);

/** True for a lookup's own failure: DNS answered no address, failed, or did not answer in time. */
export function isDnsFailure(error: unknown): boolean {
  if (error instanceof DnsTimeout) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && DNS_ERROR_CODES.has(code);
}

/**
 * Host names resolved the way a connection to them would go, with a bound on the time taken:
 *
 * 1. the hosts file (`/etc/hosts`, re-read when it changes), as the system's resolver reads it;
 * 2. `localhost` and names under `.localhost` are loopback (RFC 6761), whatever DNS would say;
 * 3. DNS through c-ares (`dns.Resolver`: A and AAAA queries together), NOT `dns.lookup`:
 *    `getaddrinfo` runs on libuv's thread pool (4 threads by default, shared with file and
 *    crypto work) and cannot be cancelled, so a few domains whose servers never answer would
 *    hold it for everyone. c-ares works on the event loop; each lookup has its own channel,
 *    cancelled when `timeoutMs` runs out.
 *
 * What is not read: nsswitch sources other than files and DNS (mDNS, LDAP); a deployment that
 * needs them sets WEBHOOK_ALLOW_PRIVATE_NETWORKS for its own receivers or uses DNS names.
 */
export function createHostResolver(options: HostResolverOptions): HostResolver {
  const hosts = new HostsFile(options.hostsFile ?? '/etc/hosts');
  return async (name) => {
    const host = name.toLowerCase().replace(/\.$/, '');
    const listed = await hosts.lookup(host);
    if (listed.length > 0) return listed;
    if (host === 'localhost' || host.endsWith('.localhost')) return ['127.0.0.1', '::1'];
    return dnsLookup(host, options);
  };
}

/** A and AAAA through a channel of its own, cancelled at the deadline. */
async function dnsLookup(host: string, options: HostResolverOptions): Promise<string[]> {
  // c-ares doubles the timeout at each round over the servers: two tries fit in the deadline.
  const resolver = new dns.Resolver({ timeout: Math.max(50, Math.floor(options.timeoutMs / 3)), tries: 2 });
  if (options.servers) resolver.setServers(options.servers);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      resolver.cancel();
      reject(new DnsTimeout(host, options.timeoutMs));
    }, options.timeoutMs);
  });
  const query = (kind: 'resolve4' | 'resolve6') =>
    new Promise<string[]>((resolve, reject) => resolver[kind](host, (error, addresses) => (error ? reject(error) : resolve(addresses))));
  try {
    const [a, aaaa] = await Promise.race([Promise.allSettled([query('resolve4'), query('resolve6')]), deadline]);
    const addresses = [a, aaaa].flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    if (addresses.length > 0) return addresses;
    const errors = [a, aaaa].map((r) => (r.status === 'rejected' ? (r.reason as NodeJS.ErrnoException) : undefined));
    const real = errors.find((e) => e && e.code !== 'ENODATA' && e.code !== 'ENOTFOUND');
    if (real) throw real.code === 'ETIMEOUT' || real.code === 'ECANCELLED' ? new DnsTimeout(host, options.timeoutMs) : real;
    throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  } finally {
    clearTimeout(timer);
  }
}

/** The hosts file, parsed once and again whenever its modification time changes. */
class HostsFile {
  private entries = new Map<string, string[]>();
  private mtimeMs = -1;
  private checkedAt = 0;

  constructor(private readonly path: string) {}

  async lookup(host: string): Promise<string[]> {
    await this.refresh();
    return this.entries.get(host) ?? [];
  }

  private async refresh(): Promise<void> {
    const now = Date.now();
    if (now - this.checkedAt < 1000) return;
    this.checkedAt = now;
    try {
      const { mtimeMs } = await stat(this.path);
      if (mtimeMs === this.mtimeMs) return;
      this.entries = parseHosts(await readFile(this.path, 'utf8'));
      this.mtimeMs = mtimeMs;
    } catch {
      this.entries = new Map();
      this.mtimeMs = -1;
    }
  }
}

/** `address name alias…` lines; `#` starts a comment. */
export function parseHosts(text: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const [address, ...names] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!address || names.length === 0) continue;
    for (const name of names) {
      const key = name.toLowerCase().replace(/\.$/, '');
      const list = entries.get(key) ?? [];
      if (!list.includes(address)) list.push(address);
      entries.set(key, list);
    }
  }
  return entries;
}

/** The resolver with the default timeout and the system's servers. */
export const resolveHost: HostResolver = createHostResolver({ timeoutMs: DEFAULT_DNS_TIMEOUT_MS });
