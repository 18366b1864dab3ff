import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Counter, Histogram } from 'prom-client';

import { httpBusy, httpDuration, httpRateLimited, httpRequests, httpServerErrors } from './metrics';

/** The route label of a request that matched no route (a 404 before routing, a probe for `/wp-admin`). */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A bounded method label: the methods the API serves, anything else `OTHER`. */
export const methodLabel = (method: string): string => (METHODS.has(method) ? method : 'OTHER');

/** `2xx`, `4xx`…; anything outside 100-599 is `other`. */
export const statusClass = (status: number): string => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other');

/**
 * The route template Fastify matched (`/api/v1/orders/:id`, with the global prefix), never the
 * raw path: the label stays bounded whatever the caller sends.
 */
export const routeLabel = (request: Pick<FastifyRequest, 'routeOptions'>): string => request.routeOptions?.url ?? UNMATCHED_ROUTE;

interface RouteSeries {
  duration: Histogram.Internal<'method' | 'route'>;
  /** By status class index (1 for 1xx … 5, 0 for other). */
  requests: (Counter.Internal | undefined)[];
}

/**
 * One `onResponse` hook that counts and times every answer. The labelled children are kept
 * per method and route, so an answer costs a map lookup, an increment and a histogram
 * observation (no label hashing on the hot path).
 */
export function instrumentHttp(fastify: FastifyInstance): void {
  const series = new Map<string, RouteSeries>();
  const seriesOf = (method: string, route: string): RouteSeries => {
    const key = `${method} ${route}`;
    let found = series.get(key);
    if (!found) {
      found = { duration: httpDuration.labels(method, route), requests: [] };
      series.set(key, found);
    }
    return found;
  };

  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const method = methodLabel(request.method);
    const route = routeLabel(request);
    const status = reply.statusCode;
    const s = seriesOf(method, route);
    const index = status >= 100 && status < 600 ? Math.floor(status / 100) : 0;
    (s.requests[index] ??= httpRequests.labels(method, route, statusClass(status))).inc();
    s.duration.observe(reply.elapsedTime / 1000);
    if (status === 429) httpRateLimited.inc();
    else if (status >= 500) {
      httpServerErrors.labels(method, route, String(status)).inc();
      if (status === 503 && reply.hasHeader('retry-after')) httpBusy.labels(method, route).inc();
    }
    done();
  });
}
