import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { DestinationVerdict, WebhooksService } from './webhooks.service';

interface PrecheckedRequest extends FastifyRequest {
  webhookDestination?: DestinationVerdict;
}

/**
 * The destination check of a webhook's `url` (it may resolve DNS), made before anything opens
 * a transaction. Nest runs guards before interceptors, so this runs before the Idempotency-Key
 * interceptor opens the keyed request's transaction (inside which a DNS lookup is refused, see
 * network-guard.ts), and before the service's own transaction on a request without a key.
 *
 * It never refuses the request itself: it only records the verdict for the URL the body sends
 * (`@PrecheckedDestination()` hands it to the service), so the body is still validated first
 * and a malformed one is still 400. The service uses the verdict only for that very URL and
 * checks again otherwise.
 */
@Injectable()
export class DestinationPrecheck implements CanActivate {
  constructor(private readonly webhooks: WebhooksService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<PrecheckedRequest>();
    const url = (request.body as { url?: unknown } | undefined)?.url;
    if (typeof url === 'string' && URL.canParse(url)) request.webhookDestination = await this.webhooks.checkDestination(url);
    return true;
  }
}

/** The verdict `DestinationPrecheck` recorded for this request, if any. */
export const PrecheckedDestination = createParamDecorator(
  (_: unknown, context: ExecutionContext): DestinationVerdict | undefined =>
    context.switchToHttp().getRequest<PrecheckedRequest>().webhookDestination,
);
