import { AppError } from '../../common/errors';

/** Stable codes of the lookup lists (their writes come from the CLI). */
export enum LookupErrorCode {
  InvalidName = 'invalid_nome',
}

/** Errors of the lookups module. */
export class LookupError extends AppError {}

export const invalidLookupName = (): LookupError =>
  new LookupError('bad_request', 'The name must have 1 to 100 characters', [
    { field: 'nome', code: LookupErrorCode.InvalidName, message: 'nome must have 1 to 100 characters' },
  ]);
