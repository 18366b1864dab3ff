import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { AppError } from '../errors';
import type { AuthenticatedCaller } from '../request-context';
import { authenticateRequest } from './authenticate-request';
import { IS_PUBLIC } from './public.decorator';
import { TokenAuthenticator } from './token-authenticator';

/** 401 with `WWW-Authenticate: Bearer`, for the reason the token was refused. */
export const unauthorized = (message: string) =>
  new AppError('unauthorized', message, [{ code: 'unauthorized', message }], { 'WWW-Authenticate': 'Bearer' });

/** Global guard: every route needs `Authorization: Bearer <token>` (or the bare token) unless @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: TokenAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context
      .switchToHttp()
      .getRequest<{ raw?: object; headers: Record<string, string | string[] | undefined>; caller?: AuthenticatedCaller }>();
    // Usually resolved already by the rate limiter, which keys on the token's ID.
    const outcome = await authenticateRequest(request.raw ?? request, request.headers.authorization, this.accounts);
    if (!outcome.caller) throw unauthorized(outcome.reason);
    request.caller = outcome.caller;
    return true;
  }
}
