import { AppError } from '../errors';
import { AccountAdmission } from './account-admission';

describe('AccountAdmission', () => {
  it('admits up to the limit per account, each account counted apart', async () => {
    const a = new AccountAdmission(2, 0);
    await a.acquire(1);
    await a.acquire(1);
    await a.acquire(2);
    await a.acquire(2);
    expect([a.runningOf(1), a.runningOf(2)]).toEqual([2, 2]);
    await expect(a.acquire(1)).rejects.toBeInstanceOf(AppError);
  });

  it('refuses past the limit with 503 busy and Retry-After', async () => {
    const a = new AccountAdmission(1, 0);
    await a.acquire(7);
    const error = await a.acquire(7).catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('service_unavailable');
    expect((error as AppError).errors[0].code).toBe('busy');
    expect((error as AppError).headers['retry-after']).toBe('1');
  });

  it("hands a freed slot to the same account's next waiter, never to another account's", async () => {
    const a = new AccountAdmission(1, 10_000);
    await a.acquire(1);
    await a.acquire(2);
    const order: string[] = [];
    const waiter1 = a.acquire(1).then(() => order.push('1'));
    const waiter2 = a.acquire(2).then(() => order.push('2'));
    expect([a.waitingOf(1), a.waitingOf(2)]).toEqual([1, 1]);
    a.release(2);
    await waiter2;
    expect(order).toEqual(['2']);
    expect(a.waitingOf(1)).toBe(1);
    a.release(1);
    await waiter1;
    expect(order).toEqual(['2', '1']);
    expect([a.runningOf(1), a.runningOf(2)]).toEqual([1, 1]);
    a.release(1);
    a.release(2);
    expect([a.runningOf(1), a.runningOf(2)]).toEqual([0, 0]);
  });

  it('refuses a waiter whose wait ends without a slot, and leaves the count as it was', async () => {
    const a = new AccountAdmission(1, 20);
    await a.acquire(3);
    const error = await a.acquire(3).catch((e: AppError) => e);
    expect((error as AppError).errors[0].code).toBe('busy');
    expect([a.runningOf(3), a.waitingOf(3)]).toEqual([1, 0]);
    a.release(3);
    expect(a.runningOf(3)).toBe(0);
  });
});
