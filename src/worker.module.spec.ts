import { evictionWarning } from './worker.module';

describe('Redis eviction policy check', () => {
  it('is quiet on noeviction', () => {
    expect(evictionWarning('noeviction')).toBeNull();
  });

  it.each(['allkeys-lru', 'volatile-lru', 'allkeys-random', undefined])('warns on %s', (policy) => {
    expect(evictionWarning(policy)).toMatch(/not "noeviction"/);
  });
});
