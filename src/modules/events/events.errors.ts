import { AppError, FieldError, notFound } from '../../common/errors';
import type { ReferenceCount } from '../../database/references';

/** Stable codes of the events module. */
export enum EventErrorCode {
  NotFound = 'not_found',
  EndBeforeStart = 'end_before_start',
  InUse = 'event_in_use',
}

/** Errors of the events module. */
export class EventError extends AppError {}

export const eventNotFound = (id: number): AppError => notFound('event', id);

export const unknownReferences = (errors: FieldError[]): EventError =>
  new EventError('unprocessable', 'The request names resources that do not exist', errors);

export const endBeforeStart = (): EventError =>
  new EventError('bad_request', 'Validation failed', [
    { field: 'data_fim', code: EventErrorCode.EndBeforeStart, message: 'data_fim must not be before data_evento' },
  ]);

export const eventInUse = (id: number, refs: ReferenceCount[]): EventError =>
  new EventError(
    'conflict',
    `Event ${id} cannot be deleted: ${refs.map((r) => `${r.count} ${r.table}`).join(', ')} still reference it`,
    refs.map((r) => ({ code: EventErrorCode.InUse, message: `${r.count} row(s) of ${r.table} reference event ${id}` })),
  );
