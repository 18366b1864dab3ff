import { randomUUID } from 'node:crypto';

/**
 * Request IDs. A request's ID travels explicitly, not through AsyncLocalStorage: its
 * `RequestContext` (`ctx.requestId`) carries it to the services, which name it in the log lines
 * they write about the request (`{ requestId }` as a field) and in the notifications it causes
 * (and from there into their deliveries' jobs and log lines). AsyncLocalStorage would keep
 * Node's promise hooks on for every promise of every request, about 5% of the CPU of a list
 * request, to stamp the few lines written outside the request's own code.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Echoes a well-formed `X-Request-Id` from the client, else a new UUID. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}

/**
 * The extra log parameters that name a request: `logger.warn(message, ...logFields(requestId))`
 * writes a `requestId` field when there is one (work of no request writes none).
 */
export const logFields = (requestId: string | undefined | null): [{ requestId: string }] | [] => (requestId ? [{ requestId }] : []);
