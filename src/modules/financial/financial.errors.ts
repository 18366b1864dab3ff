import { AppError, ErrorKind, FieldError } from '../../common/errors';

export enum FinancialErrorCode {
  EntryNotFound = 'entry_not_found',
  NotFound = 'not_found',
  /** Rules 3 and 4: the entry (or an installment the scope reaches) has an issued charge. */
  ChargeIssued = 'charge_issued',
  /** Rule 6: the entry (or an installment the scope reaches) is apportioned. */
  Apportioned = 'apportioned',
  /** Rule 5. */
  CardRequired = 'card_required',
  RateioIncomplete = 'rateio_not_100',
  RateioDuplicate = 'rateio_duplicate_cost_center',
  InvalidPeriod = 'invalid_period',
  NotReceivable = 'not_receivable',
  AlreadyPaid = 'already_paid',
  NoOpenCharge = 'no_open_charge',
  /** A return the charge cannot take: it is final (`paga`, `cancelada`, `estornada`) or would move backwards. */
  ChargeFinal = 'charge_final',
  ChargeNotFound = 'charge_not_found',
  /** Another request is issuing or cancelling the entry's charge right now. */
  ChargeInProgress = 'charge_in_progress',
  /** The entry's value, due date or client changed while the gateway was issuing its charge. */
  EntryChanged = 'entry_changed',
  /** A gateway return URL whose key is no account's. */
  ReturnUrlNotFound = 'return_url_not_found',
  /** The retired shared return URL (each account has its own now). */
  ReturnUrlMoved = 'return_url_moved',
  GatewayUnauthorized = 'unauthorized',
  GatewayInvalidPayload = 'invalid_payload',
  GatewayCustomerRequired = 'customer_required',
  GatewayRejected = 'gateway_rejected',
  GatewayUnavailable = 'gateway_unavailable',
  GatewayNotConfigured = 'gateway_not_configured',
  /** The account spent its calls per minute on the service's shared gateway key. */
  GatewayBudgetSpent = 'gateway_budget_spent',
  OutOfRange = 'out_of_range',
}

/** A blocking installment of a 409: the error names it by `id` and `numeroparcela`. */
export interface BlockingError extends FieldError {
  id: number;
  numeroparcela: number | null;
}

/** The one error class of the financial module. */
export class FinancialError extends AppError {
  constructor(kind: ErrorKind, message: string, errors: FieldError[] = [], headers: Record<string, string> = {}) {
    super(kind, message, errors, headers);
  }

  static notFound(id: number | string): FinancialError {
    return new FinancialError('not_found', `Financial entry ${id} not found`, [
      { field: 'id', code: FinancialErrorCode.EntryNotFound, message: `financial entry ${id} does not exist` },
    ]);
  }

  static invalid(errors: FieldError[]): FinancialError {
    return new FinancialError('bad_request', 'Validation failed', errors);
  }

  static unknownReferences(errors: FieldError[]): FinancialError {
    return new FinancialError('unprocessable', 'The request names resources that do not exist or do not fit', errors);
  }

  static conflict(message: string, errors: FieldError[]): FinancialError {
    return new FinancialError('conflict', message, errors);
  }
}
