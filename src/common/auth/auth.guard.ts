import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccountsService } from '../../accounts/accounts.service';
import { tokenFromAuthorization } from '../../accounts/token-hash';
import { AppError } from '../errors';
import type { AuthenticatedCaller } from '../request-context';
import { IS_PUBLIC } from './public.decorator';

const unauthorized = (message: string) =>
  new AppError('unauthorized', message, [{ code: 'unauthorized', message }], { 'WWW-Authenticate': 'Bearer' });

/** Global guard: every route needs `Authorization: Bearer <token>` (or the bare token) unless @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined>; caller?: AuthenticatedCaller }>();
    const header = request.headers.authorization;
    if (header === undefined) throw unauthorized('Missing Authorization header');
    const token = tokenFromAuthorization(header);
    if (!token) throw unauthorized('Malformed Authorization header: send "Bearer <token>"');
    const caller = await this.accounts.authenticate(token);
    if (!caller) throw unauthorized('Unknown or revoked API token');
    request.caller = caller;
    return true;
  }
}
