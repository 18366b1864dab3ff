import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { badRequest } from '../errors';

/**
 * Unknown query parameters are a 400 (DECISIONS: Errors). Routes with a query DTO reject them
 * through the ValidationPipe (`forbidNonWhitelisted`); this rejects any query string sent to a
 * route that takes none.
 */
@Injectable()
export class RejectUnknownQueryInterceptor implements NestInterceptor {
  private readonly takesQuery = new WeakMap<object, boolean>();

  intercept(context: ExecutionContext, next: CallHandler) {
    const handler = context.getHandler();
    let takes = this.takesQuery.get(handler);
    if (takes === undefined) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {}) as Record<string, unknown>;
      takes = Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.QUERY));
      this.takesQuery.set(handler, takes);
    }
    const query = context.switchToHttp().getRequest<{ query?: Record<string, unknown> }>().query ?? {};
    const names = Object.keys(query);
    if (!takes && names.length > 0) {
      throw badRequest(
        'Validation failed',
        names.map((name) => ({ field: name, code: 'unknown_field', message: `${name} is not an accepted query parameter` })),
      );
    }
    return next.handle();
  }
}
