import { AppError, ErrorKind, FieldError } from '../../common/errors';

export enum BudgetErrorCode {
  BudgetNotFound = 'budget_not_found',
  InvalidPeriod = 'invalid_period',
  ProposalAccepted = 'proposal_accepted',
  BudgetNotOpen = 'budget_not_open',
  ProposalExpired = 'proposal_expired',
  VersionChanged = 'version_changed',
  EventDateRequired = 'event_date_required',
}

/** The one error class of the budgets module. */
export class BudgetError extends AppError {
  constructor(kind: ErrorKind, message: string, errors: FieldError[] = []) {
    super(kind, message, errors);
  }

  static notFound(id: string | number): BudgetError {
    return new BudgetError('not_found', `Budget ${id} not found`, [
      { field: 'id', code: BudgetErrorCode.BudgetNotFound, message: `budget ${id} does not exist` },
    ]);
  }

  /** 409: an accepted proposal is frozen, with what it booked. */
  static accepted(id: number, proposta: string, field = 'id'): BudgetError {
    return new BudgetError('conflict', `Budget ${id} was accepted: its proposal is frozen`, [
      {
        field,
        code: BudgetErrorCode.ProposalAccepted,
        message: `proposal ${proposta} was accepted: its items, terms, validity and event cannot change (change the booking through its event, order and entries)`,
      },
    ]);
  }

  /** 409: only an open budget is answered. */
  static notOpen(id: number, status: string): BudgetError {
    return new BudgetError('conflict', `Budget ${id} is ${status}: only an ABERTO budget can be answered`, [
      {
        field: 'id',
        code: BudgetErrorCode.BudgetNotOpen,
        message: `budget ${id} is ${status}; set status ABERTO first to answer it again`,
      },
    ]);
  }

  /** 410: past its validity. */
  static expired(id: number, validade: string): BudgetError {
    return new BudgetError('gone', `The proposal of budget ${id} expired on ${validade}`, [
      {
        field: 'id',
        code: BudgetErrorCode.ProposalExpired,
        message: `validade ${validade} has passed: move validade (PUT /api/v1/budgets/${id}) to answer it`,
      },
    ]);
  }

  /** 409: the answer names another version than the current one. */
  static versionChanged(id: number, proposta: string): BudgetError {
    return new BudgetError('conflict', `The proposal of budget ${id} changed since it was read`, [
      {
        field: 'versao',
        code: BudgetErrorCode.VersionChanged,
        message: `versao is not the current version of proposal ${proposta}: read it again (GET /api/v1/budgets/${id}, field versao)`,
      },
    ]);
  }

  /** 422: acceptance creates the event, which needs a date. */
  static eventDateRequired(id: number): BudgetError {
    return new BudgetError('unprocessable', `Budget ${id} names no event and no event date`, [
      {
        field: 'data_evento',
        code: BudgetErrorCode.EventDateRequired,
        message: `an acceptance books an event: give budget ${id} an idevento or a data_evento first`,
      },
    ]);
  }
}
