import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, mergeMap, Observable, tap, throwError } from 'rxjs';

import { AppError } from '../errors';
import { handlingOfRequest } from '../http/input-handling';
import type { AuthenticatedCaller, RequestContext } from '../request-context';
import { CompatRegistry } from './compat-registry';
import { addAnswerFields, CompatTable, neededIds, resolveBody, resolveQuery, resourcesOf, SentAliases, sentFieldOf } from './compat-table';

/** Metadata key of the table a controller or route declares with `@MeEventosCompatible`. */
export const ME_EVENTOS_TABLE = 'me-eventos:table';

/**
 * Applies a route's ME Eventos table. Interceptors run before pipes, so ME's query parameters,
 * `field_sort` values and body fields are ours by the time the ValidationPipe sees them; after
 * the handler, ME's fields are added to the resources of the answer.
 */
@Injectable()
export class MeEventosInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly registry: CompatRegistry,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const table = this.reflector.getAllAndOverride<CompatTable | undefined>(ME_EVENTOS_TABLE, [context.getHandler(), context.getClass()]);
    if (!table) return next.handle();
    const request = context.switchToHttp().getRequest<{ id: string; query?: unknown; body?: unknown; caller?: AuthenticatedCaller }>();
    const sent: SentAliases = new Map();
    if (typeof request.query === 'object' && request.query !== null) resolveQuery(table, request.query as Record<string, unknown>, sent);
    resolveBody(table, request.body, sent);
    // Pipes run inside `next.handle()`: an error about a renamed field, and a renamed field the
    // operation ignored (`Ignored-Fields`), name the alias the client sent.
    const ignoredAsSent = () => {
      const handling = handlingOfRequest(request);
      if (handling) handling.ignored.forEach((path, i) => (handling.ignored[i] = sentFieldOf(path, sent)));
    };
    const handled =
      sent.size === 0
        ? next.handle()
        : next.handle().pipe(
            tap({ next: ignoredAsSent, error: ignoredAsSent }),
            catchError((error: unknown) => throwError(() => asSent(error, sent))),
          );
    if (!table.answer) return handled;
    return handled.pipe(
      mergeMap(async (answer: unknown) => {
        const rows = resourcesOf(answer);
        if (rows.length === 0) return answer;
        const caller = request.caller;
        const ids = neededIds(table, rows);
        const found =
          caller && Object.values(ids).some((list) => list.length > 0)
            ? await this.registry.find(
                { account: caller.account, token: caller.token, requestId: request.id } satisfies RequestContext,
                ids,
              )
            : {};
        addAnswerFields(table, rows, found);
        return answer;
      }),
    );
  }
}

/** `error` with the fields of its problems named as the request sent them (`sentFieldOf`). */
function asSent(error: unknown, sent: SentAliases): unknown {
  if (!(error instanceof AppError) || !error.errors.some((e) => e.field !== undefined)) return error;
  const errors = error.errors.map((e) => {
    if (e.field === undefined) return e;
    const field = sentFieldOf(e.field, sent);
    if (field === e.field) return e;
    // Messages start with the field's own name ("id_cliente must be an integer number").
    const [ours, alias] = [lastName(e.field), lastName(field)];
    return { ...e, field, message: e.message.startsWith(`${ours} `) ? `${alias}${e.message.slice(ours.length)}` : e.message };
  });
  const renamed = new AppError(error.kind, error.message, errors, error.headers);
  renamed.stack = error.stack;
  return renamed;
}

/** The last name of a field's path (`[1].documento` → `documento`). */
const lastName = (field: string): string => field.replace(/\[\d+\]$/, '').replace(/^.*[.\]]/, '');
