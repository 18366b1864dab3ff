import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { mergeMap, Observable } from 'rxjs';
import type { AuthenticatedCaller, RequestContext } from '../request-context';
import { CompatNames } from './compat-names';
import { addAnswerFields, CompatTable, neededIds, resolveBody, resolveQuery, resourcesOf } from './compat-table';

/** Metadata key of the table a controller or route declares with `@MeEventosCompatible`. */
export const ME_EVENTOS_TABLE = 'me-eventos:table';

/**
 * Applies a route's ME Eventos table. Interceptors run before pipes, so ME's query parameters,
 * `field_sort` values and body fields are ours by the time the ValidationPipe sees them; after
 * the handler, ME's fields are added to the resources of the answer.
 */
@Injectable()
export class MeEventosInterceptor implements NestInterceptor {
  private names?: CompatNames;

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const table = this.reflector.getAllAndOverride<CompatTable | undefined>(ME_EVENTOS_TABLE, [context.getHandler(), context.getClass()]);
    if (!table) return next.handle();
    const request = context.switchToHttp().getRequest<{ id: string; query?: unknown; body?: unknown; caller?: AuthenticatedCaller }>();
    if (typeof request.query === 'object' && request.query !== null) resolveQuery(table, request.query as Record<string, unknown>);
    resolveBody(table, request.body);
    if (!table.answer) return next.handle();
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        const rows = resourcesOf(answer);
        if (rows.length === 0) return answer;
        const caller = request.caller;
        const ids = neededIds(table, rows);
        const found =
          caller && Object.values(ids).some((list) => list.length > 0)
            ? await this.namesProvider().find({ account: caller.account, token: caller.token, requestId: request.id } satisfies RequestContext, ids)
            : {};
        addAnswerFields(table, rows, found);
        return answer;
      }),
    );
  }

  /** The reader of names lives in the CompatModule, not in the module of the controller. */
  private namesProvider(): CompatNames {
    return (this.names ??= this.moduleRef.get(CompatNames, { strict: false }));
  }
}
