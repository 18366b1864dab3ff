import { pbkdf2 } from 'node:crypto';
import { createSocket, Socket } from 'node:dgram';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createHostResolver, DnsTimeout, parseHosts } from './host-resolver';

/** A DNS server on loopback that reads every query and never answers. */
async function silentDnsServer(): Promise<{ server: string; queries: () => number; close: () => Promise<void> }> {
  const socket: Socket = createSocket('udp4');
  let queries = 0;
  socket.on('message', () => queries++);
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    queries: () => queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

describe('host resolver', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hosts-'));
  const hostsFile = join(dir, 'hosts');
  writeFileSync(hostsFile, '127.0.0.1 localhost receiver.test # comment\n10.0.0.7 INTERNAL.example.com\n::1 localhost\n');

  it('reads the hosts file first, case-insensitively, with a trailing dot', async () => {
    const dns = await silentDnsServer();
    try {
      const resolve = createHostResolver({ timeoutMs: 300, servers: [dns.server], hostsFile });
      expect(await resolve('receiver.test')).toEqual(['127.0.0.1']);
      expect(await resolve('internal.EXAMPLE.com.')).toEqual(['10.0.0.7']);
      expect(await resolve('localhost')).toEqual(['127.0.0.1', '::1']);
      expect(dns.queries()).toBe(0);
    } finally {
      await dns.close();
    }
  });

  it('answers loopback for names under .localhost without asking DNS', async () => {
    const dns = await silentDnsServer();
    try {
      const resolve = createHostResolver({ timeoutMs: 300, servers: [dns.server], hostsFile });
      expect(await resolve('app.localhost')).toEqual(['127.0.0.1', '::1']);
      expect(dns.queries()).toBe(0);
    } finally {
      await dns.close();
    }
  });

  it('gives up on a server that never answers within the timeout, without holding the thread pool', async () => {
    const dns = await silentDnsServer();
    try {
      const resolve = createHostResolver({ timeoutMs: 400, servers: [dns.server], hostsFile });
      const started = Date.now();
      // More hanging lookups than libuv has threads (4): getaddrinfo would queue everything behind them.
      const lookups = Array.from({ length: 16 }, (_, i) =>
        resolve(`never-answers-${i}.example.com.br`).then(
          () => null,
          (e: Error) => e,
        ),
      );
      const poolWork = await new Promise<number>((resolvePool, reject) => {
        const at = Date.now();
        pbkdf2('x', 'salt', 1, 32, 'sha256', (error) => (error ? reject(error) : resolvePool(Date.now() - at)));
      });
      const errors = await Promise.all(lookups);
      const elapsed = Date.now() - started;
      expect(dns.queries()).toBeGreaterThan(0);
      expect(poolWork).toBeLessThan(200);
      for (const error of errors) expect(error).toBeInstanceOf(DnsTimeout);
      expect(elapsed).toBeGreaterThanOrEqual(350);
      expect(elapsed).toBeLessThan(2000);
    } finally {
      await dns.close();
    }
  });

  it('parses hosts lines with aliases and comments', () => {
    const parsed = parseHosts('# all comment\n\n192.0.2.1  a.example b.example\t# c\nfe80::1%lo0 c.example\n');
    expect(Object.fromEntries(parsed)).toEqual({ 'a.example': ['192.0.2.1'], 'b.example': ['192.0.2.1'], 'c.example': ['fe80::1%lo0'] });
  });
});
