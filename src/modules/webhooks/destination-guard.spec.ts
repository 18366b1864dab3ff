import { assertPublicDestination, DestinationRefused, isForbiddenAddress } from './destination-guard';

describe('destination guard', () => {
  it.each([
    '127.0.0.1', '127.5.6.7', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '100.127.255.254', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', 'fd00:ec2::254',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '200.147.67.142', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );

  it('refuses a hostname that resolves to loopback', async () => {
    await expect(assertPublicDestination(new URL('http://localhost:8080/hook'))).rejects.toBeInstanceOf(DestinationRefused);
  });

  it('refuses literal private addresses, IPv6 in brackets included', async () => {
    await expect(assertPublicDestination(new URL('http://192.168.0.10/hook'))).rejects.toBeInstanceOf(DestinationRefused);
    await expect(assertPublicDestination(new URL('http://[::1]:3000/hook'))).rejects.toBeInstanceOf(DestinationRefused);
  });

  it('lets a public literal address through', async () => {
    await expect(assertPublicDestination(new URL('https://8.8.8.8/hook'))).resolves.toBeUndefined();
  });
});
