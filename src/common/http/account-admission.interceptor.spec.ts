import { CallHandler, ExecutionContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { firstValueFrom, of } from 'rxjs';

import type { Env } from '../../config/env';
import { AppError } from '../errors';
import { AccountAdmissionInterceptor } from './account-admission.interceptor';
import { OwnTransactions } from './idempotency.interceptor';

class Routes {
  list() {}
  @OwnTransactions()
  charge() {}
}

/** One slot per account, no wait: a second request of the account is 503 at once. */
const interceptor = () =>
  new AccountAdmissionInterceptor({ get: (key: string) => (key === 'ACCOUNT_DB_CONCURRENCY' ? 1 : 0) } as unknown as ConfigService<
    Env,
    true
  >);

const contextFor = (handler: () => void, accountId: number) =>
  ({
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ caller: { account: { id: accountId } } }) }),
  }) as unknown as ExecutionContext;

const answering = (value: string): CallHandler => ({ handle: () => of(value) });

describe('AccountAdmissionInterceptor', () => {
  it("takes a slot of the request's account and gives it back when the handler ends", async () => {
    const i = interceptor();
    await expect(firstValueFrom(i.intercept(contextFor(Routes.prototype.list, 1), answering('a')))).resolves.toBe('a');
    expect(i.admission.runningOf(1)).toBe(0);
    await i.admission.acquire(1);
    await expect(firstValueFrom(i.intercept(contextFor(Routes.prototype.list, 1), answering('b')))).rejects.toBeInstanceOf(AppError);
  });

  it('does not count a route that runs its own transactions around a network call (a gateway charge)', async () => {
    const i = interceptor();
    await i.admission.acquire(1); // the account's one slot is taken
    await expect(firstValueFrom(i.intercept(contextFor(Routes.prototype.charge, 1), answering('charged')))).resolves.toBe('charged');
    expect(i.admission.runningOf(1)).toBe(1);
  });
});
