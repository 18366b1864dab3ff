import { durationMs } from '../../../config/env-kinds';

/**
 * Parses `WEBHOOK_RETRY_SCHEDULE` (`5s,5m,30m,2h,5h,10h,10h`): the delays, in milliseconds,
 * after attempt 1, 2, … An empty schedule means one attempt only.
 */
export function parseRetrySchedule(text: string): number[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  return trimmed.split(',').map((part) => {
    const ms = durationMs(part);
    if (ms === null) throw new Error(`bad duration "${part.trim()}" in the retry schedule`);
    return ms;
  });
}

/** A delay with up to ±10 % jitter, so that many failed deliveries do not all come back at once. */
export function withJitter(delayMs: number, random: () => number = Math.random): number {
  return Math.max(0, Math.round(delayMs * (0.9 + 0.2 * random())));
}

/**
 * `Retry-After` as milliseconds: delta-seconds or an HTTP date. Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The wait before the next attempt, or null when the series is over.
 * `attemptInSeries` counts from 1. A `Retry-After` on 429 or 503 wins when it asks for longer,
 * up to the longest step of the schedule: a receiver cannot park a delivery for years.
 */
export function nextDelay(
  schedule: number[],
  attemptInSeries: number,
  statusCode: number | null,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number | null {
  const base = schedule[attemptInSeries - 1];
  if (base === undefined) return null;
  const delay = withJitter(base, random);
  if ((statusCode === 429 || statusCode === 503) && retryAfterMs !== null && retryAfterMs > delay) {
    return Math.min(retryAfterMs, Math.max(...schedule));
  }
  return delay;
}
