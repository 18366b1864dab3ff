import { AppError } from '../common/errors';
import { AccountAdmission, admittedAccount, awayFromDatabase } from './account-admission';

describe('AccountAdmission', () => {
  it('admits up to the limit per account, each account counted apart', async () => {
    const a = AccountAdmission.of(2, 0);
    await a.acquire(1);
    await a.acquire(1);
    await a.acquire(2);
    await a.acquire(2);
    expect([a.runningOf(1), a.runningOf(2)]).toEqual([2, 2]);
    await expect(a.acquire(1)).rejects.toBeInstanceOf(AppError);
  });

  it('refuses past the limit with 503 busy and Retry-After', async () => {
    const a = AccountAdmission.of(1, 0);
    await a.acquire(7);
    const error = await a.acquire(7).catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('service_unavailable');
    expect((error as AppError).errors[0].code).toBe('busy');
    expect((error as AppError).headers['retry-after']).toBe('1');
  });

  it("hands a freed slot to the same account's next waiter, never to another account's", async () => {
    const a = AccountAdmission.of(1, 10_000);
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
    const a = AccountAdmission.of(1, 20);
    await a.acquire(3);
    const error = await a.acquire(3).catch((e: AppError) => e);
    expect((error as AppError).errors[0].code).toBe('busy');
    expect([a.runningOf(3), a.waitingOf(3)]).toEqual([1, 0]);
    a.release(3);
    expect(a.runningOf(3)).toBe(0);
  });

  it('runs work holding a slot, gives it back at the end, and runs nested work of the same account at once', async () => {
    const a = AccountAdmission.of(1, 0);
    const seen = await a.run(4, async () => {
      const inside = [admittedAccount(), a.runningOf(4)];
      const nested = await a.run(4, async () => 'nested');
      return [...inside, nested];
    });
    expect(seen).toEqual([4, 1, 'nested']);
    expect(a.runningOf(4)).toBe(0);
    expect(admittedAccount()).toBeUndefined();
  });

  it("gives the slot to the account's next request during a network call and takes it back first when the call returns", async () => {
    const a = AccountAdmission.of(1, 10_000);
    const order: string[] = [];
    let answer!: () => void;
    const gateway = new Promise<void>((resolve) => (answer = resolve));
    const first = a.run(5, async () => {
      await awayFromDatabase(() => gateway);
      order.push('first recorded');
    });
    await new Promise((r) => setImmediate(r));
    // The slot is free while the first request waits for the gateway: a second request runs.
    await a.run(5, async () => {
      order.push('second ran');
    });
    // A third request holds the slot when the gateway answers: the first comes back ahead of a fourth.
    let endThird!: () => void;
    const third = a.run(5, () => new Promise<void>((r) => (endThird = r)));
    await new Promise((r) => setImmediate(r));
    answer();
    await new Promise((r) => setImmediate(r));
    const fourth = a.run(5, async () => void order.push('fourth ran'));
    endThird();
    await Promise.all([first, third, fourth]);
    expect(order).toEqual(['second ran', 'first recorded', 'fourth ran']);
    expect(a.runningOf(5)).toBe(0);
  });

  it('leaves the count right when the work ends while a network call it started is still away', async () => {
    const a = AccountAdmission.of(1, 0);
    let answer!: () => void;
    let call!: Promise<void>;
    await a.run(6, async () => {
      call = awayFromDatabase(() => new Promise<void>((r) => (answer = r)));
    });
    expect(a.runningOf(6)).toBe(0);
    answer();
    await call;
    expect(a.runningOf(6)).toBe(0);
  });
});
