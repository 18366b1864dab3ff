import { AppError, FieldError, notFound } from '../../common/errors';
import type { ReferenceCount } from '../../database/references';

/** Stable codes of the clients module (the `code` of an `errors` entry). */
export enum ClientErrorCode {
  DuplicateDocumento = 'duplicate_documento',
  HowMetNotFound = 'not_found',
  InUse = 'client_in_use',
}

/** Errors of the clients module. */
export class ClientError extends AppError {}

export const clientNotFound = (id: number): AppError => notFound('client', id);

export const duplicateDocumento = (errors: FieldError[]): ClientError =>
  new ClientError('conflict', 'A client with the same CPF/CNPJ already exists in this account', errors);

export const howMetNotFound = (errors: FieldError[]): ClientError =>
  new ClientError('unprocessable', 'The request names resources that do not exist', errors);

export const clientInUse = (id: number, refs: ReferenceCount[]): ClientError =>
  new ClientError(
    'conflict',
    `Client ${id} cannot be deleted: ${refs.map((r) => `${r.count} ${r.table}`).join(', ')} still reference it`,
    refs.map((r) => ({ code: ClientErrorCode.InUse, message: `${r.count} row(s) of ${r.table} reference client ${id}` })),
  );
