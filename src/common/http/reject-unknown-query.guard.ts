import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';

import { badRequest } from '../errors';

/**
 * Unknown query parameters are a 400. Routes with a query DTO reject them through the
 * ValidationPipe (`forbidNonWhitelisted`); this rejects any query string sent to a route that
 * takes none. A guard rather than an interceptor: it needs nothing from the answer, and a route
 * without interceptors skips the observable pipeline on every request. Registered after the
 * AuthGuard, so an unauthenticated request is still 401 first.
 */
@Injectable()
export class RejectUnknownQueryGuard implements CanActivate {
  private readonly takesQuery = new WeakMap<object, boolean>();

  canActivate(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let takes = this.takesQuery.get(handler);
    if (takes === undefined) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {}) as Record<string, unknown>;
      takes = Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.QUERY));
      this.takesQuery.set(handler, takes);
    }
    if (takes) return true;
    const names = Object.keys(context.switchToHttp().getRequest<{ query?: Record<string, unknown> }>().query ?? {});
    if (names.length > 0) {
      throw badRequest(
        'Validation failed',
        names.map((name) => ({ field: name, code: 'unknown_field', message: `${name} is not an accepted query parameter` })),
      );
    }
    return true;
  }
}
