import type { TestResponse } from './harness';

/** How many times a 503 `busy` is sent again before the test gives up on it. */
const ROUNDS = 5;

/**
 * Sends again, as a client does, each request whose answer was 503 `busy` (the database stayed
 * contended past the retry budget: nothing written, `Retry-After`). On a loaded machine the last
 * of many concurrent writers on one lock may wait past the budget; that answer is the designed
 * one, and what a race test checks is the state once every request went through.
 *
 * `answers[i]` is the answer to `send(i)`; returns the answers in the same order, each the last
 * one its request got. Throws on a 503 that is not `busy` or has no `Retry-After`: that is a
 * defect, not contention. Requests still busy after the rounds are left as they are, for the
 * test's own assertion to show.
 */
export async function resendWhileBusy<T extends TestResponse<any>>(answers: T[], send: (index: number) => Promise<T>): Promise<T[]> {
  const latest = [...answers];
  for (let round = 0; round < ROUNDS; round++) {
    const busy = latest.flatMap((answer, index) => (answer.status === 503 ? [index] : []));
    if (busy.length === 0) break;
    for (const index of busy) {
      const answer = latest[index];
      if (answer.body?.errors?.[0]?.code !== 'busy' || answer.headers.get('retry-after') === null)
        throw new Error(`request ${index} answered 503 without code busy and Retry-After: ${answer.text}`);
    }
    const again = await Promise.all(busy.map((index) => send(index)));
    busy.forEach((index, k) => (latest[index] = again[k]));
  }
  return latest;
}
