import { ConfigModule } from '@nestjs/config';
import { Test } from '@nestjs/testing';

import { validateEnv } from '../../../../config/env';
import { AsaasGateway } from './asaas.gateway';
import { ManualGateway } from './manual.gateway';
import { GATEWAY_NAMES, gatewayCallOutcome, GatewayError } from './payment-gateway';
import { PaymentGateways } from './payment-gateways';
import { PaymentGatewaysModule } from './payment-gateways.module';

// Nest's ConfigService reads process.env for keys the validated config leaves unset: a key the
// developer exported must not turn the "no key" cases into real ones.
delete process.env.ASAAS_API_KEY;

async function gatewaysFrom(raw: Record<string, string>): Promise<PaymentGateways> {
  const env = validateEnv(raw);
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: () => ({ ...env }) }), PaymentGatewaysModule],
  }).compile();
  return moduleRef.get(PaymentGateways);
}

describe('PaymentGateways', () => {
  it('the module registers one adapter per gateway name, each under its own name', async () => {
    const gateways = await gatewaysFrom({});
    expect(gateways.get('manual')).toBeInstanceOf(ManualGateway);
    expect(gateways.get('asaas')).toBeInstanceOf(AsaasGateway);
    for (const name of GATEWAY_NAMES) expect(gateways.get(name).name).toBe(name);
  });

  it('find answers null for a name that is no gateway (a path parameter, for instance)', async () => {
    const gateways = await gatewaysFrom({});
    expect(gateways.find('asaas')?.name).toBe('asaas');
    for (const name of ['stripe', 'ASAAS', '', 'constructor', '__proto__']) expect(gateways.find(name)).toBeNull();
  });

  it('isName accepts exactly the gateway names', () => {
    expect(PaymentGateways.isName('manual')).toBe(true);
    expect(PaymentGateways.isName('asaas')).toBe(true);
    expect(PaymentGateways.isName('pagseguro')).toBe(false);
    expect(PaymentGateways.isName(1)).toBe(false);
  });

  it('without ASAAS_API_KEY, Asaas answers not_configured before any network call', async () => {
    const gateways = await gatewaysFrom({ ASAAS_BASE_URL: 'http://127.0.0.1:9/v3' });
    await expect(gateways.get('asaas').cancel('pay_1', {})).rejects.toMatchObject({ code: 'not_configured' });
  });
});

describe('gateway settings in the environment', () => {
  it('default to the Asaas sandbox v3, no key, and a 10 s timeout', () => {
    const env = validateEnv({});
    expect(env.ASAAS_BASE_URL).toBe('https://api-sandbox.asaas.com/v3');
    expect(env.ASAAS_API_KEY).toBeUndefined();
    expect(env.GATEWAY_TIMEOUT_MS).toBe(10000);
  });

  it('read the key, the base URL and the timeout', () => {
    const env = validateEnv({ ASAAS_API_KEY: '$aact_prod_x', ASAAS_BASE_URL: 'https://api.asaas.com/v3', GATEWAY_TIMEOUT_MS: '2500' });
    expect(env).toMatchObject({ ASAAS_API_KEY: '$aact_prod_x', ASAAS_BASE_URL: 'https://api.asaas.com/v3', GATEWAY_TIMEOUT_MS: 2500 });
  });

  it.each([
    ['ASAAS_BASE_URL', 'api.asaas.com/v3'],
    ['ASAAS_BASE_URL', 'ftp://api.asaas.com/v3'],
    ['GATEWAY_TIMEOUT_MS', '50'],
    ['GATEWAY_TIMEOUT_MS', 'soon'],
  ])('reject %s=%s naming the variable', (name, value) => {
    expect(() => validateEnv({ [name]: value })).toThrow(new RegExp(`^${name} must be `));
  });

  it('never echo a bad ASAAS_BASE_URL, which may hold credentials', () => {
    expect(() => validateEnv({ ASAAS_BASE_URL: 'ftp://user:s3cret@host/v3' })).toThrow(/^((?!s3cret).)*$/);
  });
});

describe('gatewayCallOutcome', () => {
  it('names a gateway error by its code and anything else "error" (the label of event_orders_gateway_calls_total)', () => {
    expect(gatewayCallOutcome(new GatewayError('not_configured', 'x'))).toBe('not_configured');
    expect(gatewayCallOutcome(new Error('x'))).toBe('error');
    expect(gatewayCallOutcome({ code: 'ECONNRESET' })).toBe('error');
  });
});
