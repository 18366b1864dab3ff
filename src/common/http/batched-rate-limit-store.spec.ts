import { BatchedCounters, CounterApply } from './batched-rate-limit-store';

/** What the Redis script does, in memory: one shared counter table for several "processes". */
function sharedTable(now: () => number) {
  const table = new Map<string, { n: number; endsAt: number }>();
  let calls = 0;
  const apply: CounterApply = async (windowMs, keys, increments) => {
    calls++;
    return keys.map((key, i) => {
      let c = table.get(key);
      if (!c || c.endsAt <= now()) c = { n: 0, endsAt: now() + windowMs };
      c.n += increments[i];
      table.set(key, c);
      return [c.n, c.endsAt - now()];
    });
  };
  return { apply, table, calls: () => calls };
}

const hit = (counters: BatchedCounters, key: string, max: number, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    counters.incr(key, (e, r) => (e ? reject(e) : resolve(r!)), windowMs, max),
  );

describe('BatchedCounters', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('answers a key it has not read with the exact count, then from its own view while under half the limit', async () => {
    const shared = sharedTable(now);
    const counters = new BatchedCounters(shared.apply, 20, now);
    expect(await hit(counters, 'token:1', 100)).toEqual({ current: 1, ttl: 60_000 });
    expect(shared.calls()).toBe(1);
    const local = await Promise.all(Array.from({ length: 10 }, () => hit(counters, 'token:1', 100)));
    expect(local.map((r) => r.current)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(shared.calls()).toBe(1); // answered without Redis
    await counters.flush();
    expect(shared.calls()).toBe(2); // the ten hits in one call
    expect(shared.table.get('token:1')!.n).toBe(11);
  });

  it('holds one limit across processes: past half the limit every answer is the exact shared count', async () => {
    const shared = sharedTable(now);
    const a = new BatchedCounters(shared.apply, 20, now);
    const b = new BatchedCounters(shared.apply, 20, now);
    const statuses: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await hit(i % 2 ? b : a, 'token:7', 6);
      statuses.push(r.current <= 6);
    }
    await Promise.all([a.flush(), b.flush()]);
    expect(statuses).toEqual([true, true, true, true, true, true, false, false, false, false]);
    expect(shared.table.get('token:7')!.n).toBe(10);
  });

  it('gives each waiting hit of a batch its own count', async () => {
    const shared = sharedTable(now);
    const counters = new BatchedCounters(shared.apply, 20, now);
    const results = await Promise.all(Array.from({ length: 5 }, () => hit(counters, 'ip:1', 3)));
    expect(results.map((r) => r.current)).toEqual([1, 2, 3, 4, 5]);
    expect(shared.calls()).toBe(1);
  });

  it('starts a new window when the old one ends', async () => {
    const shared = sharedTable(now);
    const counters = new BatchedCounters(shared.apply, 20, now);
    for (let i = 0; i < 4; i++) await hit(counters, 'token:2', 4, 1000);
    expect((await hit(counters, 'token:2', 4, 1000)).current).toBe(5);
    clock += 1000;
    expect(await hit(counters, 'token:2', 4, 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('passes a Redis failure to the waiting hits (the limiter then lets them through)', async () => {
    const counters = new BatchedCounters(
      async () => {
        throw new Error('Redis is down');
      },
      20,
      now,
    );
    await expect(hit(counters, 'token:3', 10)).rejects.toThrow('Redis is down');
  });
});
