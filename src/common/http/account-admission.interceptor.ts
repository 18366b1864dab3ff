import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { finalize, Observable } from 'rxjs';

import { AccountAdmission } from '../../database/account-admission';

/**
 * Admits every authenticated request to the database: before every other interceptor (the
 * idempotency key's claim and transaction included), the request takes a slot of its account
 * (`AccountAdmission`: ACCOUNT_DB_CONCURRENCY per account, waiting at most ACCOUNT_DB_WAIT_MS)
 * and gives it back when its handler ends. No route is left out: one that calls a payment
 * gateway gives its slot to the account's next request for the length of each call (every
 * network call goes through `awayFromDatabase`). Requests without an account (health, the
 * documentation) are not counted here; the public routes that act for an account take its slot
 * as soon as they know it.
 */
@Injectable()
export class AccountAdmissionInterceptor implements NestInterceptor {
  constructor(readonly admission: AccountAdmission) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const accountId = context.switchToHttp().getRequest<{ caller?: { account: { id: number } } }>().caller?.account.id;
    if (accountId === undefined) return next.handle();
    const slot = await this.admission.enter(accountId);
    try {
      return this.admission.within(slot, () => next.handle()).pipe(finalize(() => this.admission.leave(slot)));
    } catch (error) {
      this.admission.leave(slot);
      throw error;
    }
  }
}
