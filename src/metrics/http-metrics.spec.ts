import Fastify from 'fastify';

import { instrumentHttp, methodLabel, routeLabel, statusClass, UNMATCHED_ROUTE } from './http-metrics';
import { registry } from './metrics';

async function sample(name: string, labels: Record<string, string>, metricName = name): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  return values
    .filter((v) => ((v as { metricName?: string }).metricName ?? name) === metricName)
    .filter((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))
    .reduce((sum, v) => sum + v.value, 0);
}

describe('labels', () => {
  it('statusClass groups statuses by hundred', () => {
    expect([200, 201, 304, 404, 429, 500, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx', '5xx']);
    expect(statusClass(99)).toBe('other');
    expect(statusClass(600)).toBe('other');
  });

  it('methodLabel keeps the methods the API serves and folds any other', () => {
    expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'].map(methodLabel)).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'HEAD',
      'OPTIONS',
    ]);
    expect(methodLabel('PROPFIND')).toBe('OTHER');
  });

  it('routeLabel is the template, or "unmatched" without a route', () => {
    expect(routeLabel({ routeOptions: { url: '/api/v1/orders/:id' } } as never)).toBe('/api/v1/orders/:id');
    expect(routeLabel({ routeOptions: { url: undefined } } as never)).toBe(UNMATCHED_ROUTE);
  });
});

describe('instrumentHttp', () => {
  it('counts answers by method, route template and status class; 429, 5xx and 503 busy apart', async () => {
    const fastify = Fastify();
    instrumentHttp(fastify);
    fastify.get('/t/things/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      if (id === 'limit') return reply.status(429).send({});
      if (id === 'boom') return reply.status(500).send({});
      if (id === 'busy') return reply.status(503).header('retry-after', '1').send({});
      if (id === 'down') return reply.status(503).send({});
      return { id };
    });
    await fastify.ready();
    const route = '/t/things/:id';
    const before = {
      ok: await sample('event_orders_http_requests_total', { method: 'GET', route, status_class: '2xx' }),
      client: await sample('event_orders_http_requests_total', { method: 'GET', route, status_class: '4xx' }),
      server: await sample('event_orders_http_requests_total', { method: 'GET', route, status_class: '5xx' }),
      unmatched: await sample('event_orders_http_requests_total', { route: UNMATCHED_ROUTE }),
      limited: await sample('event_orders_http_rate_limited_total', {}),
      errors500: await sample('event_orders_http_server_errors_total', { route, status: '500' }),
      errors503: await sample('event_orders_http_server_errors_total', { route, status: '503' }),
      busy: await sample('event_orders_http_busy_total', { route }),
      timed: await sample(
        'event_orders_http_request_duration_seconds',
        { method: 'GET', route },
        'event_orders_http_request_duration_seconds_count',
      ),
    };
    for (const id of ['1', '2', 'limit', 'boom', 'busy', 'down']) await fastify.inject({ method: 'GET', url: `/t/things/${id}` });
    await fastify.inject({ method: 'GET', url: '/t/nothing/here/42' });

    expect(await sample('event_orders_http_requests_total', { method: 'GET', route, status_class: '2xx' })).toBe(before.ok + 2);
    expect(await sample('event_orders_http_requests_total', { method: 'GET', route, status_class: '4xx' })).toBe(before.client + 1);
    expect(await sample('event_orders_http_requests_total', { method: 'GET', route, status_class: '5xx' })).toBe(before.server + 3);
    expect(await sample('event_orders_http_requests_total', { route: UNMATCHED_ROUTE })).toBe(before.unmatched + 1);
    expect(await sample('event_orders_http_rate_limited_total', {})).toBe(before.limited + 1);
    expect(await sample('event_orders_http_server_errors_total', { route, status: '500' })).toBe(before.errors500 + 1);
    expect(await sample('event_orders_http_server_errors_total', { route, status: '503' })).toBe(before.errors503 + 2);
    // Only the 503 with Retry-After is a `busy` answer.
    expect(await sample('event_orders_http_busy_total', { route })).toBe(before.busy + 1);
    expect(
      await sample(
        'event_orders_http_request_duration_seconds',
        { method: 'GET', route },
        'event_orders_http_request_duration_seconds_count',
      ),
    ).toBe(before.timed + 6);
    await fastify.close();
  });
});
