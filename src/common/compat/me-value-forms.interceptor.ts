import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { map, Observable } from 'rxjs';

import type { AuthenticatedCaller } from '../request-context';
import { meValueForms } from './me-value-forms';

/**
 * Answers to a token whose `formato` is `me-eventos` carry the values ME Eventos writes in a form
 * of its own as ME writes them (`pago: "sim"`), through the one writer of those forms
 * (`meValueForms`, which the ME webhook format uses too). Global and outermost: it sees the answer
 * after every other interceptor has made it (ME's fields added, an idempotent replay read back),
 * so a replay answers each caller in its own token's form.
 */
@Injectable()
export class MeValueFormsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const caller = context.switchToHttp().getRequest<{ caller?: AuthenticatedCaller }>().caller;
    if (caller?.token.formato !== 'me-eventos') return next.handle();
    // As JSON first: the answer as it is sent (dates, decimals and class instances written out).
    return next.handle().pipe(map((answer: unknown) => (answer === undefined ? answer : meValueForms(JSON.parse(JSON.stringify(answer))))));
  }
}
