import type { AuthenticatedCaller } from '../common/request-context';
import { TokenCache } from './token-cache';

const caller = (tokenId: number): AuthenticatedCaller => ({
  account: { id: 1, nome: 'Buffet', timezone: 'America/Sao_Paulo' },
  token: { id: tokenId, name: 'cli' },
});

describe('TokenCache', () => {
  let now: number;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('keeps a resolved token for its TTL, then forgets it', () => {
    const cache = new TokenCache(5000, 10, clock);
    cache.set('h1', { caller: caller(7), lastUsedMs: 0 });
    now += 4999;
    expect(cache.get('h1')?.caller.token.id).toBe(7);
    now += 1;
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new TokenCache(0, 10, clock);
    cache.set('h1', { caller: caller(7), lastUsedMs: 0 });
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.enabled).toBe(false);
  });

  it('forgets every entry of a revoked token ID at once', () => {
    const cache = new TokenCache(5000, 10, clock);
    cache.set('h1', { caller: caller(7), lastUsedMs: 0 });
    cache.set('h2', { caller: caller(8), lastUsedMs: 0 });
    cache.forgetToken(7);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')?.caller.token.id).toBe(8);
  });

  it('drops the oldest entry past its bound', () => {
    const cache = new TokenCache(5000, 2, clock);
    cache.set('h1', { caller: caller(1), lastUsedMs: 0 });
    cache.set('h2', { caller: caller(2), lastUsedMs: 0 });
    cache.set('h3', { caller: caller(3), lastUsedMs: 0 });
    expect(cache.size).toBe(2);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h3')?.caller.token.id).toBe(3);
  });

  it('records a use without extending the entry', () => {
    const cache = new TokenCache(5000, 10, clock);
    cache.set('h1', { caller: caller(7), lastUsedMs: 0 });
    now += 3000;
    cache.touched('h1', now);
    expect(cache.get('h1')?.lastUsedMs).toBe(now);
    now += 2000;
    expect(cache.get('h1')).toBeUndefined();
  });
});
