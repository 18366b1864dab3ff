import { nextDelay, parseRetryAfter, parseRetrySchedule, withJitter } from './retry-schedule.rules';

describe('retry schedule', () => {
  it('parses the default schedule into 7 delays (8 attempts)', () => {
    expect(parseRetrySchedule('5s,5m,30m,2h,5h,10h,10h')).toEqual([5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000]);
  });

  it('parses milliseconds and spaces', () => {
    expect(parseRetrySchedule(' 100ms , 200ms ')).toEqual([100, 200]);
    expect(parseRetrySchedule('')).toEqual([]);
  });

  it('rejects an unreadable duration', () => {
    expect(() => parseRetrySchedule('5 seconds')).toThrow(/bad duration/);
  });

  it('jitters within ±10 %', () => {
    expect(withJitter(1000, () => 0)).toBe(900);
    expect(withJitter(1000, () => 1)).toBe(1100);
    expect(withJitter(1000, () => 0.5)).toBe(1000);
  });

  it('gives no delay after the last attempt', () => {
    expect(nextDelay([100, 200], 1, 500, null, () => 0.5)).toBe(100);
    expect(nextDelay([100, 200], 2, 500, null, () => 0.5)).toBe(200);
    expect(nextDelay([100, 200], 3, 500, null, () => 0.5)).toBeNull();
  });

  it('honours Retry-After on 429 and 503 only when longer', () => {
    expect(nextDelay([100, 8000], 1, 429, 5000, () => 0.5)).toBe(5000);
    expect(nextDelay([100, 8000], 1, 503, 5000, () => 0.5)).toBe(5000);
    expect(nextDelay([10000], 1, 503, 5000, () => 0.5)).toBe(10000);
    expect(nextDelay([100], 1, 500, 5000, () => 0.5)).toBe(100);
  });

  it('caps Retry-After at the longest step of the schedule (no delivery parked for years, no timer overflow)', () => {
    expect(nextDelay([100, 8000], 1, 429, 10 ** 12, () => 0.5)).toBe(8000);
    expect(nextDelay([5000, 300000, 36000000], 2, 503, parseRetryAfter('99999999999'), () => 0.5)).toBe(36000000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
