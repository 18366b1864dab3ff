import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';

import { badRequest } from '../errors';
import { handlingOfRequest, recordIgnored } from './input-handling';

/**
 * Query parameters sent to a route that takes none: ignored and named in `Ignored-Fields`, or a
 * 400 `unknown_field` under `Prefer: handling=strict` (routes with a query DTO are handled the
 * same way by the ValidationPipe). A guard rather than an interceptor: it needs nothing from the answer, and a route
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
    const request = context.switchToHttp().getRequest<{ query?: Record<string, unknown> }>();
    const names = Object.keys(request.query ?? {});
    const handling = handlingOfRequest(request);
    if (names.length > 0 && handling && !handling.strict) {
      recordIgnored(handling, names);
      return true;
    }
    if (names.length > 0) {
      throw badRequest(
        'Validation failed',
        names.map((name) => ({ field: name, code: 'unknown_field', message: `${name} is not an accepted query parameter` })),
      );
    }
    return true;
  }
}
