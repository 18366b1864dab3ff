import { GatewayError } from '../modules/financial/charges/gateways/payment-gateway';
import { gatewayCalls, GatewayReturnOutcome, gatewayReturns } from './metrics';

/** The operations of a payment gateway that call it. */
type Calls = { readonly name: string; issue(...args: never[]): Promise<unknown>; cancel(...args: never[]): Promise<unknown> };

/** `ok`, or the code of the gateway's error (a bounded set), or `error` for anything else. */
export function callOutcome(error: unknown): string {
  return error instanceof GatewayError ? error.code : 'error';
}

/**
 * The same gateway, with `issue` and `cancel` counted by outcome (`event_orders_gateway_calls_total`).
 * The counted object inherits from the gateway, so everything else (its name, `parseReturn`,
 * `instanceof`) is the gateway's own.
 */
export function countedGateway<G extends Calls>(gateway: G): G {
  const counted = Object.create(gateway) as G;
  for (const operation of ['issue', 'cancel'] as const) {
    const call = gateway[operation].bind(gateway) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(counted, operation, {
      value: (...args: unknown[]) =>
        call(...args).then(
          (value) => {
            gatewayCalls.labels(gateway.name, operation, 'ok').inc();
            return value;
          },
          (error: unknown) => {
            gatewayCalls.labels(gateway.name, operation, callOutcome(error)).inc();
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
