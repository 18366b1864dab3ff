import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The request ID of the work in progress, for logs and job data. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();
export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Echoes a well-formed `X-Request-Id` from the client, else a new UUID. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}
