import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';

export class FieldErrorDto {
  /** Path inside the request (body, query or path), absent when no single field is at fault. */
  @ApiPropertyOptional({ example: 'itens[1].id_produto' })
  field?: string;
  /** Stable lower_snake_case code. */
  @ApiProperty({ example: 'not_found' })
  code: string;
  /** For people. */
  @ApiProperty({ example: 'product 99 does not exist' })
  message: string;
}

/** The one body of every failed request. */
export class ErrorEnvelopeDto {
  @ApiProperty({ enum: ['error'], example: 'error' })
  status: 'error';
  // The message of the 422 that the field error's example belongs to.
  @ApiProperty({ example: 'The request names resources that do not exist or do not fit' })
  message: string;
  @ApiProperty({ type: [FieldErrorDto] })
  errors: FieldErrorDto[];
  /** Only on 500: the request ID to quote when reporting the fault. */
  @ApiPropertyOptional({ example: '5f0c6a4e-3c1e-4b8e-9f57-0d6f3d3c2a10' })
  request_id?: string;
}

export type ErrorStatus = 400 | 401 | 404 | 408 | 409 | 410 | 412 | 413 | 414 | 415 | 422 | 429 | 431 | 500 | 502 | 503;

export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict`',
  401: 'Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`)',
  404: 'The resource named in the path does not exist (or belongs to another account)',
  408: 'The request line and headers did not arrive in time',
  409: 'The state forbids the change',
  410: 'Past its validity: the proposal can no longer be answered',
  412: '`If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag`',
  413: 'Body larger than the limit (1 MiB by default)',
  414: 'A path segment over 100 characters',
  415: 'Body is not application/json',
  422: 'The body names things that do not exist or do not fit',
  429: 'Rate limit reached; retry after `Retry-After` seconds',
  431: 'Request line and headers over 16 KiB',
  500: 'Unexpected fault: a generic message and the request ID, never internals',
  502: 'The payment gateway did not answer properly; nothing was changed',
  503: 'The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`)',
};

/** Documents the error responses a route can give (401, 429 and 500 are added to every route). */
export const ApiErrors = (...statuses: (400 | 404 | 409 | 410 | 413 | 415 | 422)[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ErrorEnvelopeDto })));
