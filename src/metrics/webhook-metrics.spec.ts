import { registry } from './metrics';
import { countDeliveryAttempt, countDeliveryGivenUp, countEnqueueFailures, deliveryOutcome } from './webhook-metrics';

async function sample(name: string, labels: Record<string, string> = {}, metricName = name): Promise<number> {
  const { values } = await registry.getSingleMetric(name)!.get();
  return values
    .filter((v) => ((v as { metricName?: string }).metricName ?? name) === metricName)
    .filter((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))
    .reduce((sum, v) => sum + v.value, 0);
}

const result = (over: Partial<{ ok: boolean; refused: boolean; statusCode: number | null; durationMs: number }> = {}) => ({
  ok: false,
  refused: false,
  statusCode: 500,
  durationMs: 120,
  ...over,
});

describe('deliveryOutcome', () => {
  it('delivered on a 2xx, refused for a destination not allowed, retried while attempts remain, failed when none do', () => {
    expect(deliveryOutcome(result({ ok: true, statusCode: 200 }), 'succeeded')).toBe('delivered');
    expect(deliveryOutcome(result({ refused: true, statusCode: null }), 'failed')).toBe('refused');
    expect(deliveryOutcome(result(), 'pending')).toBe('retried');
    expect(deliveryOutcome(result(), 'failed')).toBe('failed');
    expect(deliveryOutcome(result({ statusCode: 410 }), 'failed')).toBe('failed');
  });
});

describe('countDeliveryAttempt', () => {
  it('counts the outcome, times attempts that reached the receiver, and counts a webhook turned off by its reason', async () => {
    const DURATION = 'event_orders_webhook_delivery_duration_seconds';
    const before = {
      delivered: await sample('event_orders_webhook_deliveries_total', { outcome: 'delivered' }),
      refused: await sample('event_orders_webhook_deliveries_total', { outcome: 'refused' }),
      failed: await sample('event_orders_webhook_deliveries_total', { outcome: 'failed' }),
      timed: await sample(DURATION, {}, `${DURATION}_count`),
      sum: await sample(DURATION, {}, `${DURATION}_sum`),
      gone: await sample('event_orders_webhook_endpoints_disabled_total', { reason: 'gone' }),
      failing: await sample('event_orders_webhook_endpoints_disabled_total', { reason: 'failing' }),
    };
    countDeliveryAttempt(result({ ok: true, statusCode: 200, durationMs: 250 }), 'succeeded', null);
    countDeliveryAttempt(result({ refused: true, statusCode: null, durationMs: 3 }), 'failed', null);
    countDeliveryAttempt(result({ statusCode: 410, durationMs: 50 }), 'failed', 'the receiver answered 410 Gone');
    countDeliveryAttempt(result({ statusCode: 500, durationMs: 50 }), 'failed', 'every attempt failed for 5 days');

    expect(await sample('event_orders_webhook_deliveries_total', { outcome: 'delivered' })).toBe(before.delivered + 1);
    expect(await sample('event_orders_webhook_deliveries_total', { outcome: 'refused' })).toBe(before.refused + 1);
    expect(await sample('event_orders_webhook_deliveries_total', { outcome: 'failed' })).toBe(before.failed + 2);
    expect(await sample(DURATION, {}, `${DURATION}_count`)).toBe(before.timed + 3);
    expect(await sample(DURATION, {}, `${DURATION}_sum`)).toBeCloseTo(before.sum + 0.35, 6);
    expect(await sample('event_orders_webhook_endpoints_disabled_total', { reason: 'gone' })).toBe(before.gone + 1);
    expect(await sample('event_orders_webhook_endpoints_disabled_total', { reason: 'failing' })).toBe(before.failing + 1);
  });

  it('counts deliveries given up without an attempt, and deliveries not handed to the queue', async () => {
    const gaveUp = await sample('event_orders_webhook_deliveries_total', { outcome: 'gave_up' });
    const enqueue = await sample('event_orders_webhook_enqueue_failures_total');
    countDeliveryGivenUp();
    countEnqueueFailures(3);
    expect(await sample('event_orders_webhook_deliveries_total', { outcome: 'gave_up' })).toBe(gaveUp + 1);
    expect(await sample('event_orders_webhook_enqueue_failures_total')).toBe(enqueue + 3);
  });
});
