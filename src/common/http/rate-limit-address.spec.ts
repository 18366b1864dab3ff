import { rateLimitAddress } from './rate-limit-address';

describe('rateLimitAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('puts %s in the bucket %s', (ip, bucket) => {
    expect(rateLimitAddress(ip)).toBe(bucket);
  });

  it('gives every address of one /64 the same bucket, and another /64 another', () => {
    const buckets = new Set(['2001:db8:a:b::1', '2001:db8:a:b:ffff::2', '2001:db8:a:b:1:2:3:4'].map(rateLimitAddress));
    expect(buckets.size).toBe(1);
    expect(rateLimitAddress('2001:db8:a:c::1')).not.toBe(rateLimitAddress('2001:db8:a:b::1'));
  });
});
