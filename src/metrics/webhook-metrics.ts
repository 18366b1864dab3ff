import type { DeliveryOutcome } from './metrics';
import { outboxEnqueueFailures, webhookDeliveries, webhookDeliveryDuration, webhookEndpointsDisabled } from './metrics';

/** What a delivery attempt ended in, as the metrics name it. */
export function deliveryOutcome(
  result: { ok: boolean; refused: boolean },
  status: 'succeeded' | 'failed' | 'pending' | string,
): DeliveryOutcome {
  if (result.ok) return 'delivered';
  if (result.refused) return 'refused';
  return status === 'pending' ? 'retried' : 'failed';
}

/**
 * Counts one attempt made: its outcome, its duration, and the webhook it turned off, if any
 * (`deactivated`: the reason the recorder gave, null when it stays on).
 */
export function countDeliveryAttempt(
  result: { ok: boolean; refused: boolean; statusCode: number | null; durationMs: number },
  status: string,
  deactivated: string | null,
): void {
  webhookDeliveries.labels(deliveryOutcome(result, status)).inc();
  // A refused destination was never contacted: its time is no delivery latency.
  if (!result.refused) webhookDeliveryDuration.observe(result.durationMs / 1000);
  if (deactivated) webhookEndpointsDisabled.labels(result.statusCode === 410 ? 'gone' : 'failing').inc();
}

/** Counts a delivery given up without an attempt (webhook deleted or inactive, notification gone). */
export function countDeliveryGivenUp(): void {
  webhookDeliveries.labels('gave_up').inc();
}

/** Counts deliveries written at commit but not handed to the queue. */
export function countEnqueueFailures(n: number): void {
  outboxEnqueueFailures.inc(n);
}
