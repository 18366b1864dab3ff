import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startTestApp, TestApp } from '../support/harness';
import { freePort } from '../support/processes';
import { entryArgs } from '../support/service-process';

// Requests without a valid token are limited per client address. Which address that is comes
// from TRUST_PROXY: the socket's peer, or what the proxies the operator named wrote in
// X-Forwarded-For; never what a client wrote there itself. The test client connects from
// 127.0.0.1 and plays the proxy, or a client talking straight to the API, by what it sends.
describe('TRUST_PROXY and the rate limit', () => {
  async function withApp(trustProxy: string, run: (t: TestApp) => Promise<void>) {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: trustProxy });
    try {
      await run(t);
    } finally {
      await t.close();
    }
  }

  /** The statuses of anonymous requests carrying each X-Forwarded-For in turn (401 until the bucket is full, then 429). */
  async function statuses(t: TestApp, forwardedFor: (string | undefined)[]): Promise<number[]> {
    const out: number[] = [];
    for (const xff of forwardedFor) {
      const res = await t.request('GET', '/api/v1/account', { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });
      out.push(res.status);
    }
    return out;
  }

  it("TRUST_PROXY=1: a forged chain in front of the proxy's entry changes nothing, the address the proxy appended counts", async () => {
    await withApp('1', async (t) => {
      // A client behind the proxy sends X-Forwarded-For of its choosing; the proxy appends the
      // address it saw. Each request forges other addresses: one bucket all the same.
      const forged = [0, 1, 2, 3].map((i) => `198.51.100.${i}, 192.0.2.${i}, 203.0.113.7`);
      expect(await statuses(t, forged)).toEqual([401, 401, 401, 429]);
      // Another client (another address appended by the proxy) and the proxy's own requests
      // (no header: the socket's address) have buckets of their own.
      expect(await statuses(t, ['203.0.113.8', undefined])).toEqual([401, 401]);
    });
  });

  it('TRUST_PROXY=2: the second address from the right counts, whatever the client wrote before it', async () => {
    await withApp('2', async (t) => {
      const forged = [0, 1, 2, 3].map((i) => `198.51.100.${i}, 203.0.113.7, 10.0.0.${i + 2}`);
      expect(await statuses(t, forged)).toEqual([401, 401, 401, 429]);
    });
  });

  it("a list of proxies without the sender: X-Forwarded-For is ignored and the socket's address counts", async () => {
    await withApp('10.0.0.0/8,192.168.0.10', async (t) => {
      const forged = [0, 1, 2, 3].map((i) => `203.0.113.${i}`);
      expect(await statuses(t, forged)).toEqual([401, 401, 401, 429]);
      // Every address the header names shares that one (full) bucket.
      expect(await statuses(t, ['198.51.100.99', undefined])).toEqual([429, 429]);
    });
  });

  it('a list of proxies with the sender: the nearest address that is not a listed proxy counts', async () => {
    await withApp('127.0.0.1, 10.0.0.0/8', async (t) => {
      // 10.0.0.5 is a listed proxy too; 203.0.113.7 is the first address from the right that is not.
      const forged = [0, 1, 2, 3].map((i) => `198.51.100.${i}, 203.0.113.7, 10.0.0.5`);
      expect(await statuses(t, forged)).toEqual([401, 401, 401, 429]);
      expect(await statuses(t, ['203.0.113.8, 10.0.0.5'])).toEqual([401]);
    });
  });

  it('an IPv6 client is one bucket for its whole /64, however many addresses of it it uses', async () => {
    await withApp('127.0.0.1', async (t) => {
      const rotating = [1, 2, 3, 4].map((i) => `2001:db8:5:6:${i}::${i * 7}`);
      expect(await statuses(t, rotating)).toEqual([401, 401, 401, 429]);
      expect(await statuses(t, ['2001:db8:5:7::1', '::ffff:203.0.113.7'])).toEqual([401, 401]);
    });
  });

  it('TRUST_PROXY=true stops the API at boot with one line naming the accepted forms', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eos-proxy-'));
    try {
      const child = spawn(process.execPath, entryArgs('main'), {
        cwd: dir,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          PORT: String(await freePort()),
          TRUST_PROXY: 'true',
          SQLITE_PATH: join(dir, 'app.sqlite'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c) => (output += c));
      child.stderr.on('data', (c) => (output += c));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output.trim().split('\n')).toEqual([
        'TRUST_PROXY must be false, a hop count from 1 to 10 (the proxies in front of the service) or a ' +
          'comma-separated list of proxy addresses or CIDRs such as 127.0.0.1,10.0.0.0/8 (or loopback, linklocal, uniquelocal); ' +
          'true is not accepted: it would believe X-Forwarded-For from any client; nor an IPv6 range over IPv4-mapped or IPv4-compatible addresses ' +
          '(::ffff:0:0/96, ::/96, or wider such as ::/7): on a dual-stack listener every IPv4 client appears as ::ffff:a.b.c.d, so write an IPv4 proxy ' +
          'as 10.0.0.5 or 10.0.0.0/8 (got "true")',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
