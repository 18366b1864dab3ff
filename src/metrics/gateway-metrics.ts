import { gatewayCalls, GatewayReturnOutcome, gatewayReturns } from './metrics';

/** The operations of a payment gateway that call it. */
type Calls = { readonly name: string; issue(...args: never[]): Promise<unknown>; cancel(...args: never[]): Promise<unknown> };

/**
 * How a call to a payment gateway ended, as `event_orders_gateway_calls_total` labels it: `ok`,
 * the code of the gateway's error (a bounded set), or `error` for anything else. The gateways'
 * owner maps its own errors to it (metrics knows no module).
 */
export type GatewayCallOutcome =
  | 'ok'
  | 'unauthorized'
  | 'invalid_payload'
  | 'customer_required'
  | 'rejected'
  | 'unavailable'
  | 'not_configured'
  | 'budget_spent'
  | 'error';

/**
 * The same gateway, with `issue` and `cancel` counted by outcome (`event_orders_gateway_calls_total`),
 * a failure labelled by `outcomeOf`. The counted object inherits from the gateway, so everything
 * else (its name, `parseReturn`, `instanceof`) is the gateway's own.
 */
export function countedGateway<G extends Calls>(gateway: G, outcomeOf: (error: unknown) => Exclude<GatewayCallOutcome, 'ok'>): G {
  const counted = Object.create(gateway) as G;
  for (const operation of ['issue', 'cancel'] as const) {
    const call = gateway[operation].bind(gateway) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(counted, operation, {
      value: (...args: unknown[]) =>
        call(...args).then(
          (value) => {
            gatewayCalls.labels(gateway.name, operation, 'ok' satisfies GatewayCallOutcome).inc();
            return value;
          },
          (error: unknown) => {
            gatewayCalls.labels(gateway.name, operation, outcomeOf(error)).inc();
            throw error;
          },
        ),
    });
  }
  return counted;
}

/** Counts a payment return by what it did (see `event_orders_gateway_returns_total`). */
export function countGatewayReturn(gateway: string, outcome: GatewayReturnOutcome): void {
  gatewayReturns.labels(gateway, outcome).inc();
}
