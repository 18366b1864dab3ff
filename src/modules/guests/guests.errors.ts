import { AppError, notFound } from '../../common/errors';

/** Stable codes of the guests module. */
export enum GuestErrorCode {
  EventNotFound = 'not_found',
}

/** Errors of the guests module. */
export class GuestError extends AppError {}

export const guestNotFound = (id: number): AppError => notFound('guest', id);

export const guestEventNotFound = (idEvento: number): GuestError =>
  new GuestError('unprocessable', 'The request names resources that do not exist', [
    { field: 'id_evento', code: GuestErrorCode.EventNotFound, message: `event ${idEvento} does not exist` },
  ]);
