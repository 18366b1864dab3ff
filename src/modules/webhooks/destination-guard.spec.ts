import { NetworkCallInTransaction } from '../../database/network-guard';
import {
  assertPublicDestination,
  DestinationRefused,
  DestinationUnresolved,
  embeddedIPv4,
  isForbiddenAddress,
  parseIPv6,
  resolveDestination,
  urlFormProblem,
} from './destination-guard';
import { DnsTimeout } from './host-resolver';

describe('destination guard: addresses', () => {
  // [address, what it is]
  const refused: [string, string][] = [
    ['127.0.0.1', 'IPv4 loopback'],
    ['127.5.6.7', 'IPv4 loopback, anywhere in 127/8'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, last'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local, cloud metadata'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['100.127.255.254', 'CGNAT 100.64/10, last'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['2001:4860:4860::8888%eth0', 'a public IPv6 address with a zone'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456::1', 'unique-local fd00::/8'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, uncompressed'],
    ['::FFFF:A9FE:A9FE', 'IPv4-mapped metadata, upper case'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:0:10.0.0.1', 'IPv4-translated (SIIT) private'],
    ['::127.0.0.1', 'IPv4-compatible loopback, dotted'],
    ['::7f00:1', 'IPv4-compatible loopback, hex'],
    ['::8.8.8.8', 'IPv4-compatible, deprecated: refused whole'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback, dotted'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata, hex'],
    ['64:ff9b::c0a8:101', 'NAT64 of 192.168.1.1'],
    ['64:ff9b:1::8.8.8.8', 'local-use NAT64 64:ff9b:1::/48, refused whole'],
    ['64:ff9b:1:abcd::1', 'local-use NAT64, any embedding'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 of 169.254.169.254'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo, refused whole'],
    ['2001::1', 'Teredo prefix'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['not-an-address', 'not an address at all'],
  ];
  it.each(refused)('refuses %s (%s)', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  const allowed: [string, string][] = [
    ['8.8.8.8', 'public IPv4'],
    ['1.1.1.1', 'public IPv4'],
    ['172.32.0.1', 'just past 172.16/12'],
    ['100.128.0.1', 'just past CGNAT'],
    ['200.147.67.142', 'public IPv4 (Brazil)'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public'],
    ['64:ff9b::808:808', 'NAT64 of a public address'],
    ['2002:808:808::1', '6to4 of a public address'],
    ['2001:4860:4860::8888', 'public IPv6 in 2001::/16 beyond Teredo'],
  ];
  it.each(allowed)('allows %s (%s)', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('parses every IPv6 spelling to the same bytes and finds the IPv4 inside', () => {
    const forms = [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:7f00:1',
      '0000:0000:0000:0000:0000:ffff:7f00:0001',
      '[::ffff:127.0.0.1]',
    ];
    for (const form of forms) expect(embeddedIPv4(parseIPv6(form)!)).toBe('127.0.0.1');
    expect(parseIPv6('1.2.3.4')).toBeNull();
    expect(parseIPv6('::g')).toBeNull();
  });
});

describe('destination guard: URLs', () => {
  // Every spelling of a forbidden host a tenant may write in a URL; `new URL` normalises the
  // numeric IPv4 forms and the IPv6 forms, the guard checks what is left.
  const urls: [string, string][] = [
    ['http://127.0.0.1:8080/hook', 'dotted loopback'],
    ['http://2130706433/', 'decimal loopback'],
    ['http://0177.0.0.1/', 'octal loopback'],
    ['http://0x7f.1/', 'hex loopback, short form'],
    ['http://0x7f000001/', 'hex loopback, one number'],
    ['http://127.1/', 'short dotted loopback'],
    ['http://0/', 'zero'],
    ['http://017700000001/', 'octal loopback, one number'],
    ['http://0xa9.0xfe.0xa9.0xfe/latest/meta-data', 'hex metadata'],
    ['http://[::1]:3000/hook', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped, dotted'],
    ['http://[::ffff:a9fe:a9fe]/', 'IPv4-mapped metadata, hex'],
    ['http://[::127.0.0.1]/', 'IPv4-compatible'],
    ['http://[64:ff9b::10.0.0.1]/', 'NAT64'],
    ['http://[64:ff9b:1::a00:1]/', 'local-use NAT64'],
    ['http://[2002:c0a8:101::1]/', '6to4 of 192.168.1.1'],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'Teredo'],
    ['http://[fd00:ec2::254]/', 'AWS metadata over IPv6'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://100.100.100.200/', 'CGNAT (Alibaba metadata)'],
    ['http://localhost:8080/hook', 'localhost, from the hosts file'],
    ['http://LOCALHOST./hook', 'localhost, upper case with a trailing dot'],
    ['http://api.localhost/hook', 'a name under .localhost'],
  ];
  it.each(urls)('refuses %s (%s)', async (url) => {
    await expect(assertPublicDestination(new URL(url))).rejects.toBeInstanceOf(DestinationRefused);
  });

  it('never names the address a host name resolved to', async () => {
    const resolve = async () => ['8.8.8.8', '10.11.12.13'];
    const error = await resolveDestination(new URL('https://hooks.example.com.br/x'), { resolve }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(DestinationRefused);
    expect((error as Error).message).toContain('hooks.example.com.br');
    expect((error as Error).message).not.toContain('10.11.12.13');
    expect((error as Error).message).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
  });

  it('lets a public literal address through, and a host whose every address is public', async () => {
    await expect(assertPublicDestination(new URL('https://8.8.8.8/hook'))).resolves.toBeUndefined();
    await expect(
      resolveDestination(new URL('https://hooks.example.com.br/x'), { resolve: async () => ['8.8.8.8', '2606:4700::1'] }),
    ).resolves.toEqual(['8.8.8.8', '2606:4700::1']);
  });

  it('skips the policy, not the lookup, when private networks are allowed', async () => {
    await expect(resolveDestination(new URL('http://localhost/x'), { allowPrivate: true })).resolves.toContain('127.0.0.1');
  });
});

describe('destination guard: URL forms', () => {
  // [url, what it is]: URLs a URL parser cannot read, though a looser check may take them.
  const zones: [string, string][] = [
    ['http://[fe80::1%25lo]/x', 'link-local with a zone, %25 spelled'],
    ['http://[fe80::1%25eth0]/x', 'an interface name'],
    ['http://[fe80::1%2525]/x', 'a zone that is itself an escaped %'],
    ['http://[fe80::1%lo]/x', 'a bare %'],
    ['https://user:pw@[2001:4860:4860::8888%25eth0]:8443/x', 'a public address with a zone, user and port'],
    ['HTTP://[::1%251]/', 'upper-case scheme, numeric zone'],
  ];
  it.each(zones)('names the IPv6 zone of %s (%s) as the problem', (url) => {
    expect(urlFormProblem(url)).toMatch(/must not name an IPv6 zone/);
  });

  it('refuses what a URL parser cannot read, and takes what it can', () => {
    expect(urlFormProblem('http://[fe80::1/x')).toBe('url must be an http or https URL');
    expect(urlFormProblem('http://exa mple.com/')).toBe('url must be an http or https URL');
    for (const url of ['https://hooks.example.com.br/x?conta=1', 'http://[2001:4860::8888]:8080/', 'http://93.184.216.34/hook'])
      expect(urlFormProblem(url)).toBeNull();
    // A `%` outside the host is no zone.
    expect(urlFormProblem('https://hooks.example.com.br/x%25y?q=%5B1%5D')).toBeNull();
  });
});

describe('destination guard: fails closed', () => {
  const url = new URL('https://hooks.example.com.br/x');
  const outcome = (resolve: () => Promise<string[]>, allowPrivate = false) =>
    resolveDestination(url, { resolve, allowPrivate }).then(
      (addresses) => ({ addresses }),
      (error: Error) => ({ error }),
    );

  it.each([
    ['a resolver that throws an error of its own', () => Promise.reject(new TypeError('boom'))],
    ['a resolver that answers what is not an address', () => Promise.resolve([undefined as unknown as string])],
    ['a resolver that answers what is not a list', () => Promise.resolve(null as unknown as string[])],
    ['a public address with a zone', () => Promise.resolve(['2001:4860:4860::8888%eth0'])],
  ])('refuses when the check itself fails: %s', async (_, resolve) => {
    const { error } = (await outcome(resolve)) as { error: Error };
    expect(error).toBeInstanceOf(DestinationRefused);
    expect(error.message).toContain('hooks.example.com.br');
    expect(error.message).not.toContain('boom');
  });

  it('refuses a check that fails even when private networks are allowed (the policy is skipped, not the check)', async () => {
    for (const resolve of [() => Promise.reject(new TypeError('boom')), () => Promise.resolve(['not-an-address'])]) {
      const { error } = (await outcome(resolve, true)) as { error: Error };
      expect(error).toBeInstanceOf(DestinationRefused);
      expect(error.message).toBe('destination hooks.example.com.br could not be checked, so it is refused');
    }
  });

  it('tells a host DNS has no address for apart, naming the host only: nothing can be sent to it', async () => {
    const noAddress = Object.assign(new Error('queryA ENOTFOUND hooks.example.com.br'), { code: 'ENOTFOUND' });
    const failed = Object.assign(new Error('queryA ESERVFAIL hooks.example.com.br'), { code: 'ESERVFAIL' });
    const answers: [() => Promise<string[]>, string][] = [
      [() => Promise.reject(noAddress), 'hooks.example.com.br has no address'],
      [() => Promise.resolve([]), 'hooks.example.com.br has no address'],
      [() => Promise.reject(failed), 'DNS lookup of hooks.example.com.br failed (ESERVFAIL)'],
      [() => Promise.reject(new DnsTimeout('hooks.example.com.br', 300)), 'DNS lookup of hooks.example.com.br timed out after 300 ms'],
    ];
    for (const [resolve, message] of answers) {
      const { error } = (await outcome(resolve)) as { error: Error };
      expect(error).toBeInstanceOf(DestinationUnresolved);
      expect(error.message).toBe(message);
    }
  });

  it('lets a lookup asked for inside a transaction fail as the fault it is', async () => {
    const { error } = (await outcome(() => Promise.reject(new NetworkCallInTransaction('DNS lookup of hooks.example.com.br')))) as {
      error: Error;
    };
    expect(error).toBeInstanceOf(NetworkCallInTransaction);
  });
});
