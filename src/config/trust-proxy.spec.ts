import { validateEnv } from './env';
import { isNearProxyAddress, parseTrustProxy, trustProxyOption } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['off', false],
    ['1', 1],
    [' 2 ', 2],
    ['10', 10],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8,loopback', ['::1', 'fd00::/8', 'loopback']],
    ['uniquelocal', ['uniquelocal']],
    // One address in the IPv4-mapped or -compatible space names one peer: kept.
    ['::ffff:10.0.0.5', ['::ffff:10.0.0.5']],
    ['::ffff:10.0.0.5/128', ['::ffff:10.0.0.5/128']],
    ['::1/128,fc00::/7,fe80::/10', ['::1/128', 'fc00::/7', 'fe80::/10']],
  ])('reads %j as %j', (value, expected) => {
    expect(validateEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    'true',
    'yes',
    'on',
    '11',
    '100',
    '-1',
    '1.5',
    '0.0.0.0/0',
    '::/0',
    '10.0.0.0/7',
    '10.0.0.0/33',
    'fd00::/129',
    '127.0.0.1,',
    '127.0.0.1,proxy.internal',
    '10.0.0.0/8/8',
    '*',
    // IPv6 ranges over the space where IPv4 peers appear (::ffff:a.b.c.d on a dual-stack listener).
    '::/7',
    '::/8',
    '::/64',
    '::ffff:0:0/96',
    '::ffff:0:0/95',
    '::ffff:10.0.0.0/104',
    '::ffff:203.0.113.0/120',
    '::/96',
    '::/120',
    '::1/127',
    '10.0.0.0/8,::ffff:0:0/96',
  ])('refuses %j at boot, naming the accepted forms', (value) => {
    expect(() => validateEnv({ TRUST_PROXY: value })).toThrow(
      /^TRUST_PROXY must be false, a hop count from 1 to 10 .* or a comma-separated list of proxy addresses or CIDRs such as 127\.0\.0\.1,10\.0\.0\.0\/8 .*true is not accepted/,
    );
  });

  it('says why an IPv6 range over IPv4-mapped addresses is refused, and what to write instead', () => {
    expect(() => validateEnv({ TRUST_PROXY: '::ffff:0:0/96' })).toThrow(
      /IPv4-mapped or IPv4-compatible addresses .*every IPv4 client appears as ::ffff:a\.b\.c\.d, so write an IPv4 proxy as 10\.0\.0\.5 .*\(got "::ffff:0:0\/96"\)$/,
    );
  });

  it('leaves an unparsable value as it came, for the message to show', () => {
    expect(parseTrustProxy('true')).toBe('true');
    expect(() => validateEnv({ TRUST_PROXY: 'true' })).toThrow(/\(got "true"\)$/);
  });

  it('hands an address list to Fastify as is, and no trust at all for false', () => {
    expect(trustProxyOption(['127.0.0.1', '10.0.0.0/8'])).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('walks a hop count from the right, only when the nearest peer is loopback or private', () => {
    const one = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect(one('127.0.0.1', 0)).toBe(true);
    expect(one('::ffff:10.1.2.3', 0)).toBe(true);
    expect(one('203.0.113.9', 1)).toBe(false);
    // A client on the Internet that sends X-Forwarded-For itself is not a proxy.
    expect(one('203.0.113.9', 0)).toBe(false);
    expect(one('2001:db8::1', 0)).toBe(false);
    const two = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect(two('192.168.0.5', 0)).toBe(true);
    expect(two('198.51.100.7', 1)).toBe(true);
    expect(two('203.0.113.9', 2)).toBe(false);
  });

  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.255.0.1', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['169.254.169.254', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['8.8.8.8', false],
    ['::ffff:8.8.8.8', false],
    ['2001:db8::1', false],
    ['', false],
    ['not-an-address', false],
  ])('counts %j as a near proxy: %s', (address, expected) => {
    expect(isNearProxyAddress(address)).toBe(expected);
  });
});
