import { CallHandler, ExecutionContext } from '@nestjs/common';
import { firstValueFrom, from, Observable, of } from 'rxjs';

import { AccountAdmission, admittedAccount, awayFromDatabase } from '../../database/account-admission';
import { AppError } from '../errors';
import { AccountAdmissionInterceptor } from './account-admission.interceptor';
import { OwnTransactions } from './idempotency.interceptor';

class Routes {
  list() {}
  @OwnTransactions()
  charge() {}
}

/** One slot per account, no wait: a second request of the account is 503 at once. */
const interceptor = () => new AccountAdmissionInterceptor(AccountAdmission.of(1, 0));

const contextFor = (handler: () => void, accountId?: number) =>
  ({
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ caller: accountId === undefined ? undefined : { account: { id: accountId } } }) }),
  }) as unknown as ExecutionContext;

const answering = (value: string): CallHandler => ({ handle: () => of(value) });
const run = async (i: AccountAdmissionInterceptor, context: ExecutionContext, handler: CallHandler) =>
  firstValueFrom(await i.intercept(context, handler));

describe('AccountAdmissionInterceptor', () => {
  it("takes a slot of the request's account and gives it back when the handler ends", async () => {
    const i = interceptor();
    await expect(run(i, contextFor(Routes.prototype.list, 1), answering('a'))).resolves.toBe('a');
    expect(i.admission.runningOf(1)).toBe(0);
    await i.admission.acquire(1);
    await expect(run(i, contextFor(Routes.prototype.list, 1), answering('b'))).rejects.toBeInstanceOf(AppError);
  });

  it('counts a route that runs its own transactions around a gateway call as any other (no route bypasses admission)', async () => {
    const i = interceptor();
    await i.admission.acquire(1); // the account's one slot is taken
    await expect(run(i, contextFor(Routes.prototype.charge, 1), answering('charged'))).rejects.toBeInstanceOf(AppError);
  });

  it('runs the handler inside the slot, and gives the slot away while the handler calls the network', async () => {
    const i = interceptor();
    const seen: unknown[] = [];
    const handler: CallHandler = {
      handle: () =>
        from(
          (async () => {
            seen.push(admittedAccount(), i.admission.runningOf(2));
            await awayFromDatabase(async () => seen.push(i.admission.runningOf(2)));
            seen.push(i.admission.runningOf(2));
            return 'done';
          })(),
        ) as Observable<string>,
    };
    await expect(run(i, contextFor(Routes.prototype.charge, 2), handler)).resolves.toBe('done');
    expect(seen).toEqual([2, 1, 0, 1]);
    expect(i.admission.runningOf(2)).toBe(0);
  });

  it('does not count a request without an account (health, documentation)', async () => {
    const i = interceptor();
    await expect(run(i, contextFor(Routes.prototype.list), answering('ok'))).resolves.toBe('ok');
  });
});
