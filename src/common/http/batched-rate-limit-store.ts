import type Redis from 'ioredis';

/** Adds `increments[i]` to the counter `keys[i]` (a window of `windowMs` starting at its first hit); answers `[count, ttl ms]` per key. */
export type CounterApply = (windowMs: number, keys: string[], increments: number[]) => Promise<[number, number][]>;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Waiter {
  /** Which local hit of the batch this is (1-based): its own count is the batch's result less the hits after it. */
  position: number;
  cb: Callback;
}

interface Counter {
  windowMs: number;
  /** The count in Redis as last read (every process's hits), and when that window ends (ms since the epoch). */
  known: number;
  endsAt: number;
  /** Hits of this process not sent to Redis yet. */
  pending: number;
  waiters: Waiter[];
}

/**
 * The rate limit's counters shared through Redis without a round trip per request. Each API
 * process counts its hits locally and adds them to Redis in one script call per batch (every
 * `flushMs`, or on the next tick when a request is waiting for an exact answer), reading back
 * every process's count. A request is answered from the local view (the last count read plus
 * this process's hits since) while that view is at most half the limit; past half, and for a
 * key this process has not seen in its current window, the request waits for the batch and is
 * answered with the exact count. So the limit holds across processes (a view is never older
 * than one batch), and a well-behaved client never waits for Redis.
 */
export class BatchedCounters {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | null = null;
  private immediate = false;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly apply: CounterApply,
    private readonly flushMs = 20,
    private readonly now: () => number = Date.now,
  ) {}

  incr(key: string, cb: Callback, windowMs: number, max: number): void {
    const now = this.now();
    let counter = this.counters.get(key);
    if (!counter || counter.endsAt <= now || counter.windowMs !== windowMs) {
      // A window this process has not read yet: the answer waits for Redis.
      const carried = counter?.pending ?? 0;
      const waiters = counter?.waiters ?? [];
      counter = { windowMs, known: 0, endsAt: 0, pending: carried, waiters };
      this.counters.set(key, counter);
    }
    counter.pending++;
    const estimate = counter.known + counter.pending;
    if (counter.endsAt > now && estimate * 2 <= max) {
      this.schedule(false);
      cb(null, { current: estimate, ttl: counter.endsAt - now });
      return;
    }
    counter.waiters.push({ position: counter.pending, cb });
    this.schedule(true);
  }

  /** The count as this process sees it, without a hit. */
  read(key: string, cb: Callback): void {
    const counter = this.counters.get(key);
    const now = this.now();
    if (!counter || counter.endsAt <= now) cb(null, { current: counter?.pending ?? 0, ttl: 0 });
    else cb(null, { current: counter.known + counter.pending, ttl: counter.endsAt - now });
  }

  /** Sends what is pending; resolves when Redis has answered. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => this.flush());
    const batch = [...this.counters.entries()].filter(([, c]) => c.pending > 0);
    this.dropExpired();
    if (batch.length === 0) return Promise.resolve();
    const sent = batch.map(([key, c]) => {
      const entry = { key, counter: c, count: c.pending, waiters: c.waiters };
      c.pending = 0;
      c.waiters = [];
      return entry;
    });
    const byWindow = new Map<number, typeof sent>();
    for (const entry of sent) byWindow.set(entry.counter.windowMs, [...(byWindow.get(entry.counter.windowMs) ?? []), entry]);
    this.flushing = Promise.all(
      [...byWindow.entries()].map(async ([windowMs, entries]) => {
        try {
          const results = await this.apply(
            windowMs,
            entries.map((e) => e.key),
            entries.map((e) => e.count),
          );
          const now = this.now();
          entries.forEach((e, i) => {
            const [count, ttl] = results[i];
            // Hits made while the batch was out are not in `count`: they stay pending.
            e.counter.known = count;
            e.counter.endsAt = now + Math.max(0, ttl);
            for (const w of e.waiters) w.cb(null, { current: count - (e.count - w.position), ttl: Math.max(0, ttl) });
          });
        } catch (error) {
          // Not counted: the limiter lets these requests through (skipOnError) and the hits are not retried.
          for (const e of entries) for (const w of e.waiters) w.cb(error as Error);
        }
      }),
    ).then(
      () => {
        this.flushing = null;
      },
      () => {
        this.flushing = null;
      },
    );
    return this.flushing;
  }

  /** Stops the timer and sends what is pending. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private schedule(urgent: boolean): void {
    if (urgent && !this.immediate) {
      this.immediate = true;
      setImmediate(() => {
        this.immediate = false;
        void this.flush();
      });
    }
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.flushMs);
      this.timer.unref();
    }
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [key, c] of this.counters) if (c.endsAt <= now && c.pending === 0 && c.waiters.length === 0) this.counters.delete(key);
  }
}

const BATCH_SCRIPT = `
local out = {}
local window = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local current = redis.call('INCRBY', key, tonumber(ARGV[i + 1]))
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  out[#out + 1] = current
  out[#out + 1] = ttl
end
return out`;

/** The Redis side of BatchedCounters: one script call adds a whole batch and reads every count back. */
export function redisCounters(redis: Redis, prefix: string): CounterApply {
  const client = redis as Redis & { rateLimitBatch?: (...args: (string | number)[]) => Promise<number[]> };
  if (!client.rateLimitBatch) redis.defineCommand('rateLimitBatch', { lua: BATCH_SCRIPT });
  return async (windowMs, keys, increments) => {
    const flat = await client.rateLimitBatch!(keys.length, ...keys.map((k) => `${prefix}${k}`), windowMs, ...increments);
    return keys.map((_, i) => [Number(flat[2 * i]), Number(flat[2 * i + 1])]);
  };
}

/**
 * A store class for @fastify/rate-limit (it constructs the store itself) over one BatchedCounters;
 * route-level limits get a child with the route in the key.
 */
export function batchedStore(counters: BatchedCounters) {
  class BatchedStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}
    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      counters.incr(`${this.prefix}${key}`, cb, timeWindow, max);
    }
    read(key: string, cb: Callback): void {
      counters.read(`${this.prefix}${key}`, cb);
    }
    child(routeOptions: unknown): BatchedStore {
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } }).routeInfo;
      return new BatchedStore(undefined, `${this.prefix}${method}${url}-`);
    }
  }
  return BatchedStore;
}
