import { destinationKey, destinationOf } from './destination-key';

describe('destination key (one webhook per destination)', () => {
  it.each([
    ['https://Example.COM.br/hook', 'https://example.com.br/hook'],
    ['HTTPS://example.com.br:443/hook', 'https://example.com.br/hook'],
    ['http://example.com.br:80/hook', 'http://example.com.br/hook'],
    ['https://example.com.br./hook', 'https://example.com.br/hook'],
    ['https://example.com.br/a/../hook', 'https://example.com.br/hook'],
    ['https://example.com.br/./hook#part', 'https://example.com.br/hook'],
    ['https://user:pass@example.com.br/hook', 'https://example.com.br/hook'],
    ['https://example.com.br', 'https://example.com.br/'],
    ['http://2130706433:8080/x', 'http://127.0.0.1:8080/x'],
    ['https://açaí.com.br/hook', 'https://xn--aa-4iaz.com.br/hook'],
  ])('%s is the destination %s', (url, normalised) => {
    expect(destinationOf(url)).toBe(normalised);
    expect(destinationKey(url)).toBe(destinationKey(normalised));
  });

  it.each([
    ['https://example.com.br/hook', 'http://example.com.br/hook'],
    ['https://example.com.br/hook', 'https://example.com.br:8443/hook'],
    ['https://example.com.br/hook', 'https://example.com.br/hook/'],
    ['https://example.com.br/hook', 'https://example.com.br/Hook'],
    ['https://example.com.br/hook?conta=1', 'https://example.com.br/hook?conta=2'],
  ])('%s and %s are two destinations', (a, b) => {
    expect(destinationKey(a)).not.toBe(destinationKey(b));
  });

  it('is 64 hex characters', () => {
    expect(destinationKey('https://example.com.br/hook')).toMatch(/^[0-9a-f]{64}$/);
  });
});
