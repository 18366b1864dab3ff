import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorKind, statusOf } from '../errors';
import { toErrorResponse } from './error-response';

const logger = new Logger('HttpServer');

/**
 * Refusals that Node's HTTP parser makes before Fastify has a request (a header section over the
 * limit, a malformed request line or header, a timeout), written as the error envelope with an
 * `X-Request-Id` of their own. Node would otherwise answer with its own JSON shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [kind, code, message]: [ErrorKind, string, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['header_too_large', 'header_too_large', 'The request line and headers are larger than 16 KiB']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'request_timeout', 'The request was not received in time']
        : ['bad_request', 'malformed_request', 'The request is not well-formed HTTP (request line, headers or encoding)'];
  const requestId = randomUUID();
  logger.debug(`refused a malformed request (${error.code ?? error.message}), request ${requestId}`, { requestId });
  if (socket.writable) {
    const status = statusOf(kind);
    const body = JSON.stringify({ status: 'error', message, errors: [{ code, message }] });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Errors Fastify's router raises before any hook runs: a path that is not valid percent-encoding
 * (400) and a path parameter over 100 characters (414). Answered in the envelope, without echoing
 * the URL back.
 */
export function frameworkErrors(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('uri_too_long', 'A path segment is longer than 100 characters', [
          { code: 'uri_too_long', message: 'A path segment is longer than 100 characters' },
        ])
      : error.code === 'FST_ERR_BAD_URL'
        ? new AppError('bad_request', 'The path is not valid percent-encoding', [{ code: 'invalid_url', message: 'The path is not valid percent-encoding' }])
        : error;
  const { status, headers, body } = toErrorResponse(appError, request.id);
  reply.header('x-request-id', request.id);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  reply.code(status).send(body);
}
