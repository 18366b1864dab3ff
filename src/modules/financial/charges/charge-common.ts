import { randomBytes } from 'node:crypto';

import { ConfigService } from '@nestjs/config';

import { money } from '../../../common/decimal';
import { Tx } from '../../../common/request-context';
import type { Env } from '../../../config/env';
import { FinancialEntry } from '../entities/financial-entry.entity';
import { EntryViews } from '../entries/entry.views';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { GatewayError } from './gateways/payment-gateway';

/** A gateway's failure as the API answers it. */
export function gatewayFailure(error: GatewayError): FinancialError {
  const e = (code: string) => [{ code, message: error.message }];
  switch (error.code) {
    case 'unauthorized':
      return new FinancialError(
        'unauthorized',
        'The gateway return failed authentication; nothing was changed',
        e(FinancialErrorCode.GatewayUnauthorized),
      );
    case 'invalid_payload':
      return new FinancialError('bad_request', `Invalid gateway return: ${error.message}`, e(FinancialErrorCode.GatewayInvalidPayload));
    case 'customer_required':
      return new FinancialError('unprocessable', error.message, [
        { field: 'id_cliente', code: FinancialErrorCode.GatewayCustomerRequired, message: error.message },
      ]);
    case 'rejected':
      return new FinancialError(
        'unprocessable',
        `The payment gateway refused the charge: ${error.message}`,
        e(FinancialErrorCode.GatewayRejected),
      );
    case 'not_configured':
      return new FinancialError('unprocessable', error.message, [
        { field: 'gateway', code: FinancialErrorCode.GatewayNotConfigured, message: error.message },
      ]);
    case 'budget_spent':
      return new FinancialError(
        'rate_limited',
        `Nothing was sent to the payment gateway: ${error.message}`,
        [{ field: 'gateway', code: FinancialErrorCode.GatewayBudgetSpent, message: error.message }],
        { 'retry-after': String(error.retryAfterSeconds ?? 60) },
      );
    case 'unavailable':
      return new FinancialError(
        'bad_gateway',
        `The payment gateway did not answer properly; nothing was changed, try again later (${error.message})`,
        e(FinancialErrorCode.GatewayUnavailable),
      );
    default: {
      const unreachable: never = error.code;
      return unreachable;
    }
  }
}

/** What a return did: applied, a repeat or no change (`ignored` false), or refused by the charge's state machine. */
export interface ReturnOutcome {
  message: string;
  data: Awaited<ReturnType<EntryViews['one']>>;
  ignored: boolean;
  reason: string;
}

/** A gateway's error as the API answers it; any other error as it is. */
export const rethrow = (error: unknown): never => {
  throw error instanceof GatewayError ? gatewayFailure(error) : error;
};

/** Where a request that records an answer (a keyed POST) stores it: in the transaction that records the result. */
export type AnswerSink = (tx: Tx, result: { message: string; data: unknown }) => Promise<void>;

/** The entry's fields a charge is made of, as the gateway got them. */
export interface ChargeTerms {
  valor: number;
  data_vencimento: string;
  id_cliente: number | null;
  descricao: string;
}

/** An operation this request holds on an entry (see FinancialChargeOperation). */
export interface HeldOperation {
  id: number;
  claim: string;
  referencia: string;
}

/** The newest charge of an entry is recorded by another request now (its claim was taken over): nothing to undo here. */
export class ClaimLost extends FinancialError {}

export const inProgress = (id: number, what: string, retryAfterSeconds: number) =>
  new FinancialError(
    'conflict',
    `The entry's charge is being ${what === 'cancellation' ? 'cancelled' : 'issued'} by another request`,
    [
      {
        field: 'id',
        code: FinancialErrorCode.ChargeInProgress,
        message: `another request is ${what === 'cancellation' ? 'cancelling' : 'issuing'} the charge of entry ${id}; try again in a moment`,
      },
    ],
    { 'retry-after': String(retryAfterSeconds) },
  );

/** Our reference of a charge at the gateway (Asaas' `externalReference`): the entry ID and a random part. */
export const newReference = (entryId: number) => `${entryId}-${randomBytes(9).toString('base64url')}`;

export const sameTerms = (a: ChargeTerms, b: FinancialEntry) =>
  money(a.valor) === money(b.valor) && a.data_vencimento === b.data_vencimento && (a.id_cliente ?? null) === (b.id_cliente ?? null);

/** How long a request holds an operation on an entry (ms): room for every gateway call of an issue. */
export const chargeOperationLeaseMs = (config: ConfigService<Env, true>): number =>
  8 * config.get('GATEWAY_TIMEOUT_MS', { infer: true }) + 10_000;
