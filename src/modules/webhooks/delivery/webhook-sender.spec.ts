import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { closeWebhookConnections, connectionError, openWebhookPools, sendWebhook, USER_AGENT } from './webhook-sender';

// The sender over a real local HTTP server: which headers arrive, which address it connects to.
describe('sendWebhook', () => {
  let server: Server;
  let port: number;
  const seen: { headers: IncomingHttpHeaders; clientPort: number }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ headers: req.headers, clientPort: req.socket.remotePort! });
      req.resume();
      req.on('end', () => res.writeHead(200).end('ok'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await closeWebhookConnections();
    await new Promise((r) => server.close(r));
  });

  const request = (url: string) => ({ url, token: 'tok', secret: null, idEvent: 7, body: '{"a":1}' });

  it('connects to the address it checked (DNS pinning), keeping the host name in Host', async () => {
    let lookups = 0;
    // A rebinding DNS: the first answer is the checked one; a second lookup would get another.
    const resolve = async () => (++lookups === 1 ? ['127.0.0.1'] : ['10.255.255.1']);
    const result = await sendWebhook(request(`http://hooks.receiver.invalid:${port}/x`), {
      timeoutMs: 3000,
      allowPrivateNetworks: true,
      resolve,
    });
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(lookups).toBe(1);
    expect(seen.at(-1)!.headers.host).toBe(`hooks.receiver.invalid:${port}`);
  });

  it('sends only content-type, a named user-agent, token and what HTTP needs', async () => {
    await sendWebhook(request(`http://127.0.0.1:${port}/y`), { timeoutMs: 3000, allowPrivateNetworks: true });
    const headers = seen.at(-1)!.headers;
    expect(headers['user-agent']).toBe(USER_AGENT);
    expect(headers.token).toBe('tok');
    expect(Object.keys(headers).sort()).toEqual(['connection', 'content-length', 'content-type', 'host', 'token', 'user-agent']);
  });

  it('reuses the connection for the next delivery to the same host and checked address', async () => {
    const options = { timeoutMs: 3000, allowPrivateNetworks: true, resolve: async () => ['127.0.0.1'] };
    await sendWebhook(request(`http://reuse.receiver.invalid:${port}/a`), options);
    await new Promise((r) => setTimeout(r, 50)); // the connection goes back to its pool after the answer
    await sendWebhook(request(`http://reuse.receiver.invalid:${port}/b`), options);
    const [first, second] = seen.slice(-2);
    expect(second.clientPort).toBe(first.clientPort);
    expect(second.headers.host).toBe(`reuse.receiver.invalid:${port}`);
  });

  it('opens a new pool when the host resolves to other addresses (the pinning holds per answer)', async () => {
    const before = openWebhookPools();
    let answer = ['127.0.0.1'];
    const options = { timeoutMs: 3000, allowPrivateNetworks: true, resolve: async () => answer };
    await sendWebhook(request(`http://rebind.receiver.invalid:${port}/a`), options);
    const received = seen.length;
    await new Promise((r) => setTimeout(r, 50));
    answer = ['127.0.0.2'];
    const second = await sendWebhook(request(`http://rebind.receiver.invalid:${port}/b`), options);
    // The new answer gets a pool of its own that connects to 127.0.0.2, where nothing listens:
    // the open connection to 127.0.0.1 is not reused for it.
    expect(openWebhookPools()).toBe(before + 2);
    expect(second).toMatchObject({ ok: false, statusCode: null });
    expect(second.error).toBe(`connection refused by rebind.receiver.invalid:${port}`);
    expect(seen.length).toBe(received);
  });

  it('names the host as the URL wrote it in a connection error, never the address it went to; the raw text is for the log', async () => {
    const result = await sendWebhook(request(`http://pinned.receiver.invalid:${port}/x`), {
      timeoutMs: 3000,
      allowPrivateNetworks: true,
      resolve: async () => ['127.0.0.3'],
    });
    expect(result).toMatchObject({
      ok: false,
      statusCode: null,
      refused: false,
      error: `connection refused by pinned.receiver.invalid:${port}`,
    });
    expect(result.error).not.toContain('127.0.0.3');
    expect(result.cause).toMatch(/ECONNREFUSED 127\.0\.0\.3/);
  });

  it.each([
    ['ECONNREFUSED', 'connection refused by hooks.example.com'],
    ['ECONNRESET', 'connection closed by hooks.example.com'],
    ['UND_ERR_SOCKET', 'connection closed by hooks.example.com'],
    ['UND_ERR_CONNECT_TIMEOUT', 'connection to hooks.example.com timed out'],
    ['EHOSTUNREACH', 'hooks.example.com unreachable'],
    ['CERT_HAS_EXPIRED', 'connection to hooks.example.com failed (CERT_HAS_EXPIRED)'],
    ['connect 203.0.113.7:443', 'connection to hooks.example.com failed'],
    [undefined, 'connection to hooks.example.com failed'],
  ])('words the connection error %j for the delivery log as %j', (code, text) => {
    expect(connectionError(code, 'hooks.example.com')).toBe(text);
  });

  it('refuses a host that resolves to a private address, without connecting', async () => {
    const before = seen.length;
    const result = await sendWebhook(request(`http://evil.invalid:${port}/z`), {
      timeoutMs: 3000,
      allowPrivateNetworks: false,
      resolve: async () => ['127.0.0.1'],
    });
    expect(result).toMatchObject({ ok: false, refused: true });
    expect(result.error).toBe('destination evil.invalid resolves to a loopback, private, link-local or reserved address');
    // The delivery log an account reads never names the address its host resolved to.
    expect(result.error).not.toContain('127.0.0.1');
    expect(seen.length).toBe(before);
  });

  it('applies the timeout to the DNS lookup too', async () => {
    const started = Date.now();
    const result = await sendWebhook(request('http://slow-dns.invalid/'), {
      timeoutMs: 300,
      allowPrivateNetworks: false,
      resolve: () => new Promise((r) => setTimeout(() => r(['93.184.216.34']), 5000).unref()),
    });
    expect(result).toMatchObject({ ok: false, refused: false, error: 'timeout after 300 ms' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
