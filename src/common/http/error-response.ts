import { HttpException, Logger } from '@nestjs/common';

import { AppError, ErrorKind, FieldError, statusOf } from '../errors';
import { busyError, contentionCause, databaseRefusal } from './database-errors';
import { redactedQuotedValues } from './log-redaction';
import { logFields } from './request-context';

export interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: { status: 'error'; message: string; errors: FieldError[]; request_id?: string };
}

const logger = new Logger('Errors');

const KIND_BY_STATUS: Record<number, ErrorKind> = {
  400: 'bad_request',
  401: 'unauthorized',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

const FASTIFY_ERRORS: Record<string, { kind: ErrorKind; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { kind: 'bad_request', code: 'invalid_json', message: 'The body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    kind: 'bad_request',
    code: 'invalid_json',
    message: 'The body is empty but the content type is application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { kind: 'payload_too_large', code: 'payload_too_large', message: 'The body is larger than the limit' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    kind: 'unsupported_media_type',
    code: 'unsupported_media_type',
    message: 'The body must be application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    kind: 'bad_request',
    code: 'invalid_content_length',
    message: 'Content-Length does not match the body',
  },
};

function fastifyErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && FASTIFY_ERRORS[e.code]) return e.code;
  }
  return undefined;
}

function envelope(kind: ErrorKind, message: string, errors: FieldError[], headers: Record<string, string> = {}): ErrorResponse {
  return { status: statusOf(kind), headers, body: { status: 'error', message, errors } };
}

/**
 * Maps any error (ours, Nest's, Fastify's, the database's: see `databaseRefusal`) to the one error envelope of the API.
 * Unknown errors become a logged 500 that reveals nothing but the request ID.
 */
export function toErrorResponse(error: unknown, requestId?: string): ErrorResponse {
  if (error instanceof AppError) return envelope(error.kind, error.message, error.errors, error.headers);

  // Fastify's own errors (body parsing, size, content type), also when Nest wraps them.
  const fastifyCode = fastifyErrorCode(error);
  if (fastifyCode) {
    const e = FASTIFY_ERRORS[fastifyCode];
    return envelope(e.kind, e.message, [{ code: e.code, message: e.message }]);
  }

  if (error instanceof HttpException) {
    // 403 comes only from the static files of the Swagger UI (a path outside them): no such route.
    const status = error.getStatus() === 403 ? 404 : error.getStatus();
    const kind = KIND_BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'bad_request' : undefined);
    if (kind) {
      const message = status === 404 ? 'Route not found' : status === 429 ? 'Too many requests: slow down and retry later' : error.message;
      const code = status === 404 ? 'route_not_found' : kind;
      return envelope(kind, message, [{ code, message: status === 404 ? `Cannot ${error.message.replace(/^Cannot /, '')}` : message }]);
    }
  }

  const fastify = error as { code?: string; statusCode?: number; message?: string };
  if (error instanceof SyntaxError && fastify.statusCode === 400) {
    const e = FASTIFY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
    return envelope(e.kind, e.message, [{ code: e.code, message: error.message }]);
  }
  if (fastify && typeof fastify.statusCode === 'number' && KIND_BY_STATUS[fastify.statusCode]) {
    const kind = KIND_BY_STATUS[fastify.statusCode];
    return envelope(kind, fastify.message ?? kind, [{ code: kind, message: fastify.message ?? kind }]);
  }

  // Contention outside the transaction runner's retries (a single statement that waited too
  // long for a lock): 503 busy, as after the runner's retries.
  const cause = contentionCause(error);
  if (cause) {
    logger.warn(`503 busy: a statement outside a transaction met contention (${cause})`, ...logFields(requestId));
    const busy = busyError(cause);
    return envelope(busy.kind, busy.message, busy.errors, busy.headers);
  }

  // Constraint violations: duplicate unique values, foreign keys refusing a delete or a write.
  const refusal = databaseRefusal(error);
  if (refusal) return envelope(refusal.kind, refusal.message, refusal.errors);

  // A database's message may quote the value it refused (MySQL's `Incorrect date value: '…'`): the
  // log line names the column and the fault, never the value.
  logger.error(
    `unexpected error (request ${requestId ?? '-'}): ${redactedQuotedValues(String((error as Error)?.message))}`,
    (error as Error)?.stack === undefined ? undefined : redactedQuotedValues((error as Error).stack!),
    ...logFields(requestId),
  );
  return internalErrorResponse(requestId);
}

/** The 500 of an unexpected fault: a generic message and the request ID, never internals. */
export function internalErrorResponse(requestId?: string): ErrorResponse {
  const response = envelope('internal', 'Internal server error', [
    { code: 'internal', message: `Unexpected fault; quote request ID ${requestId ?? '-'} when reporting it` },
  ]);
  if (requestId) response.body.request_id = requestId;
  return response;
}
