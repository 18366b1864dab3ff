import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { AppError, ErrorKind } from '../errors';
import { toErrorResponse } from './error-response';

const logger = new Logger('HttpServer');

/**
 * Refusals that Node's HTTP parser makes before Fastify has a request (a header section over the
 * limit, a malformed request line or header, a timeout), written as the error envelope with an
 * `X-Request-Id` of their own. Node would otherwise answer with its own JSON shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  logger.debug(`refused a malformed request (${error.code ?? error.message}), request ${requestId}`, { requestId });
  if (socket.writable) {
    const { status, body: envelope } = toErrorResponse(parserRefusal(error.code), requestId);
    const body = JSON.stringify(envelope);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The refusal of Node's HTTP parser for its error code (also what the OpenAPI document shows for 408 and 431). */
export function parserRefusal(code: string | undefined): AppError {
  const [kind, errorCode, message]: [ErrorKind, string, string] =
    code === 'HPE_HEADER_OVERFLOW'
      ? ['header_too_large', 'header_too_large', 'The request line and headers are larger than 16 KiB']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'request_timeout', 'The request was not received in time']
        : ['bad_request', 'malformed_request', 'The request is not well-formed HTTP (request line, headers or encoding)'];
  return new AppError(kind, message, [{ code: errorCode, message }]);
}

/** 429 of the rate limiter: `max` requests per minute, the window ends in `ttlMs`. */
export const rateLimited = (max: number, ttlMs: number): AppError =>
  new AppError('rate_limited', `Rate limit of ${max} requests per minute reached; retry in ${Math.ceil(ttlMs / 1000)} s`, [
    { code: 'rate_limited', message: `Retry after ${Math.ceil(ttlMs / 1000)} seconds` },
  ]);

/** 414: a path parameter over Fastify's `maxParamLength`. */
export const pathSegmentTooLong = (): AppError =>
  new AppError('uri_too_long', 'A path segment is longer than 100 characters', [
    { code: 'uri_too_long', message: 'A path segment is longer than 100 characters' },
  ]);

/**
 * Errors Fastify's router raises before any hook runs: a path that is not valid percent-encoding
 * (400) and a path parameter over 100 characters (414). Answered in the envelope, without echoing
 * the URL back.
 */
export function frameworkErrors(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? pathSegmentTooLong()
      : error.code === 'FST_ERR_BAD_URL'
        ? new AppError('bad_request', 'The path is not valid percent-encoding', [
            { code: 'invalid_url', message: 'The path is not valid percent-encoding' },
          ])
        : error;
  const { status, headers, body } = toErrorResponse(appError, request.id);
  reply.header('x-request-id', request.id);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  reply.code(status).send(body);
}
