import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { AppError } from '../errors';
import type { AuthenticatedCaller } from '../request-context';
import { accountSlugOf } from './account-slug-route';
import { authenticateRequest } from './authenticate-request';
import { IS_PUBLIC } from './public.decorator';
import { TokenAuthenticator } from './token-authenticator';

/** An address under a slug that is not the caller's account's: answered as an unknown route. */
const notUnderSlug = () =>
  new AppError('not_found', 'Route not found', [{ code: 'route_not_found', message: 'no route at this address for this account' }]);

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
    const request = context
      .switchToHttp()
      .getRequest<{ raw?: object; headers: Record<string, string | string[] | undefined>; caller?: AuthenticatedCaller }>();
    const slug = accountSlugOf(request.raw ?? request);
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) {
      // Public routes (health, a gateway's returns) answer at their own address only.
      if (slug !== undefined) throw notUnderSlug();
      return true;
    }
    // Usually resolved already by the rate limiter, which keys on the token's ID.
    const outcome = await authenticateRequest(request.raw ?? request, request.headers.authorization, this.accounts);
    if (!outcome.caller) throw unauthorized(outcome.reason);
    // `/<slug>/api/v1/...` answers only the token's own account; any other slug is as an unknown address.
    if (slug !== undefined && slug !== outcome.caller.account.slug) throw notUnderSlug();
    request.caller = outcome.caller;
    return true;
  }
}
