import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendWebhook, USER_AGENT } from './webhook-sender';

// The sender over a real local HTTP server: which headers arrive, which address it connects to.
describe('sendWebhook', () => {
  let server: Server;
  let port: number;
  const seen: { headers: IncomingHttpHeaders }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ headers: req.headers });
      req.resume();
      req.on('end', () => res.writeHead(200).end('ok'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  const request = (url: string) => ({ url, token: 'tok', secret: null, idEvent: 7, body: '{"a":1}' });

  it('connects to the address it checked (DNS pinning), keeping the host name in Host', async () => {
    let lookups = 0;
    // A rebinding DNS: the first answer is the checked one; a second lookup would get another.
    const resolve = async () => (++lookups === 1 ? ['127.0.0.1'] : ['10.255.255.1']);
    const result = await sendWebhook(request(`http://hooks.receiver.invalid:${port}/x`), { timeoutMs: 3000, allowPrivateNetworks: true, resolve });
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

  it('refuses a host that resolves to a private address, without connecting', async () => {
    const before = seen.length;
    const result = await sendWebhook(request(`http://evil.invalid:${port}/z`), { timeoutMs: 3000, allowPrivateNetworks: false, resolve: async () => ['127.0.0.1'] });
    expect(result).toMatchObject({ ok: false, refused: true });
    expect(result.error).toMatch(/resolves to 127\.0\.0\.1/);
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
