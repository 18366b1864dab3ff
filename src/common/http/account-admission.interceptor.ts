import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { defer, finalize, from, mergeMap, Observable } from 'rxjs';

import type { Env } from '../../config/env';
import { AccountAdmission } from './account-admission';
import { ownTransactionsOf } from './idempotency.interceptor';

/**
 * The one place a request of an account is admitted to the database: before every other
 * interceptor (the idempotency key's claim and transaction included), an authenticated request
 * takes a slot of its account (`AccountAdmission`, ACCOUNT_DB_CONCURRENCY per account, waiting at
 * most ACCOUNT_DB_WAIT_MS), and gives it back when its handler ends. Requests without an account
 * (health, the documentation) are not counted, nor the routes that run their own short
 * transactions around a network call (`@OwnTransactions()`, a charge through a payment gateway):
 * a slot held while the gateway answers would keep the account's other requests waiting on a
 * database that nobody uses.
 */
@Injectable()
export class AccountAdmissionInterceptor implements NestInterceptor {
  readonly admission: AccountAdmission;

  constructor(config: ConfigService<Env, true>) {
    this.admission = new AccountAdmission(
      config.get('ACCOUNT_DB_CONCURRENCY', { infer: true }),
      config.get('ACCOUNT_DB_WAIT_MS', { infer: true }),
    );
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const accountId = context.switchToHttp().getRequest<{ caller?: { account: { id: number } } }>().caller?.account.id;
    if (accountId === undefined || ownTransactionsOf(context) !== undefined) return next.handle();
    return from(this.admission.acquire(accountId)).pipe(
      mergeMap(() => defer(() => next.handle()).pipe(finalize(() => this.admission.release(accountId)))),
    );
  }
}
