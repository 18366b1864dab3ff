import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

import { toErrorResponse } from './error-response';

/** Writes every failure as the error envelope, through the HTTP adapter (Fastify). */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<{ id?: string }>();
    const reply = ctx.getResponse();
    const { httpAdapter } = this.adapterHost;
    const { status, headers, body } = toErrorResponse(exception, request?.id);
    for (const [name, value] of Object.entries(headers)) httpAdapter.setHeader(reply, name, value);
    httpAdapter.reply(reply, body, status);
  }
}
