import { AppError, ErrorKind, FieldError } from '../../common/errors';

export enum BudgetErrorCode {
  BudgetNotFound = 'budget_not_found',
  InvalidPeriod = 'invalid_period',
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
}
