import { countedGateway, countGatewayReturn, GatewayCallOutcome } from './gateway-metrics';
import { registry } from './metrics';

async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const { values } = await registry.getSingleMetric(name)!.get();
  return values.filter((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l)).reduce((sum, v) => sum + v.value, 0);
}

/** A gateway's own error, as a gateway's owner maps it to an outcome. */
class GatewayError extends Error {
  constructor(
    readonly code: Exclude<GatewayCallOutcome, 'ok' | 'error'>,
    message: string,
  ) {
    super(message);
  }
}
const outcomeOf = (error: unknown) => (error instanceof GatewayError ? error.code : 'error');

class FakeGateway {
  readonly name = 'asaas';
  outcome: 'ok' | 'rejected' | 'crash' = 'ok';
  async issue(n: number): Promise<number> {
    if (this.outcome === 'rejected') throw new GatewayError('rejected', 'no');
    if (this.outcome === 'crash') throw new TypeError('bug');
    return n * 2;
  }
  async cancel(): Promise<void> {
    if (this.outcome !== 'ok') throw new GatewayError('unavailable', 'down');
  }
  chargeRefOf(body: { ref: string }): string {
    return `${this.name}:${body.ref}`;
  }
}

describe('countedGateway', () => {
  const calls = (operation: string, outcome: string) =>
    sample('event_orders_gateway_calls_total', { gateway: 'asaas', operation, outcome });

  it('counts issue and cancel by outcome, and answers or throws exactly what the gateway does', async () => {
    const gateway = new FakeGateway();
    const counted = countedGateway(gateway, outcomeOf);
    const before = {
      ok: await calls('issue', 'ok'),
      rejected: await calls('issue', 'rejected'),
      error: await calls('issue', 'error'),
      down: await calls('cancel', 'unavailable'),
    };

    await expect(counted.issue(21)).resolves.toBe(42);
    gateway.outcome = 'rejected';
    await expect(counted.issue(1)).rejects.toBeInstanceOf(GatewayError);
    gateway.outcome = 'crash';
    await expect(counted.issue(1)).rejects.toBeInstanceOf(TypeError);
    await expect(counted.cancel()).rejects.toThrow('down');

    expect(await calls('issue', 'ok')).toBe(before.ok + 1);
    expect(await calls('issue', 'rejected')).toBe(before.rejected + 1);
    expect(await calls('issue', 'error')).toBe(before.error + 1);
    expect(await calls('cancel', 'unavailable')).toBe(before.down + 1);
  });

  it('is still the gateway for everything else (its class, its name, the methods it does not count)', () => {
    const gateway = new FakeGateway();
    const counted = countedGateway(gateway, outcomeOf);
    expect(counted).toBeInstanceOf(FakeGateway);
    expect(counted.name).toBe('asaas');
    expect(counted.chargeRefOf({ ref: 'pay_1' })).toBe('asaas:pay_1');
  });
});

describe('countGatewayReturn', () => {
  it('counts a return under its gateway and outcome', async () => {
    const before = await sample('event_orders_gateway_returns_total', { gateway: 'manual', outcome: 'duplicate' });
    countGatewayReturn('manual', 'duplicate');
    expect(await sample('event_orders_gateway_returns_total', { gateway: 'manual', outcome: 'duplicate' })).toBe(before + 1);
  });
});
