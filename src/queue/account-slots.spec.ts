import { AccountSlots, DEFER_FIRST_MS, DEFER_MAX_MS, deferDelay, deferDelayWith, DeliveryDeferred } from './account-slots';

describe('AccountSlots', () => {
  it('gives each account at most its cap, independently of the others', () => {
    const slots = new AccountSlots(2);
    expect(slots.tryAcquire(1)).toBe(true);
    expect(slots.tryAcquire(1)).toBe(true);
    expect(slots.tryAcquire(1)).toBe(false);
    expect(slots.tryAcquire(2)).toBe(true);
    expect(slots.of(1)).toBe(2);
    slots.release(1);
    expect(slots.hasRoom(1)).toBe(true);
    expect(slots.tryAcquire(1)).toBe(true);
  });
});

describe('deferDelay (Bull backoff of deferred jobs)', () => {
  const mid = () => 0.5;
  it('doubles from 250 ms up to 30 s for a deferred job', () => {
    const error = new DeliveryDeferred(7);
    expect([1, 2, 3, 8, 9, 50].map((n) => deferDelayWith(mid, n, error))).toEqual([
      DEFER_FIRST_MS,
      500,
      1000,
      DEFER_MAX_MS,
      DEFER_MAX_MS,
      DEFER_MAX_MS,
    ]);
  });

  it('keeps its jitter within ±20%', () => {
    const error = new DeliveryDeferred(7);
    expect(deferDelayWith(() => 0, 1, error)).toBe(200);
    expect(deferDelayWith(() => 0.999999, 1, error)).toBe(300);
    // As Bull calls it: (attemptsMade, err, options) with options null.
    const bull = deferDelay as (n: number, e: Error, options: unknown) => number;
    expect(bull(1, error, null)).toBeGreaterThanOrEqual(200);
    expect(bull(1, error, null)).toBeLessThanOrEqual(300);
  });

  it('never retries any other failure (-1: the sweeper owns crashed deliveries)', () => {
    expect(deferDelay(1, new Error('database down'))).toBe(-1);
    expect(deferDelay(1)).toBe(-1);
  });

  it('carries no stack for Bull to keep', () => {
    expect(new DeliveryDeferred(1).stack).toBe('');
  });
});
