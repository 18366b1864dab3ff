import { AsaasStandIn } from './asaas-stand-in';
import { FinancialAccount } from './financial-factories';
import { startTestApp, TestApp } from './harness';

/** A test app whose Asaas gateway is a stand-in of the test (short gateway timeout), with the stand-in. */
export async function startChargeApp(): Promise<{ t: TestApp; asaas: AsaasStandIn }> {
  const asaas = await AsaasStandIn.start();
  const t = await startTestApp({ ASAAS_BASE_URL: asaas.baseUrl, ASAAS_API_KEY: AsaasStandIn.API_KEY, GATEWAY_TIMEOUT_MS: '2000' });
  return { t, asaas };
}

/**
 * The requests of the charge suites, on the app `app()` gives once started: a receivable of
 * `valor` to charge, issuing and cancelling its charge, a manual return, and an Asaas return sent
 * with `webhookToken` (or another token, or none).
 */
export function chargeRequests(app: () => TestApp, webhookToken: string, valor: number) {
  return {
    async receivable(a: FinancialAccount, extra: Record<string, unknown> = {}) {
      const res = await a.post({ tipo: 'receita', descricao: 'Sinal do casamento', valor, data_vencimento: '2030-06-10', id_cliente: a.client.id, ...extra });
      expect(res.status).toBe(201);
      return res.body.data[0].id as number;
    },
    issue: (a: FinancialAccount, id: number, body: unknown) => app().request('POST', `/api/v1/financial/${id}/charge`, { token: a.token, body }),
    cancel: (a: FinancialAccount, id: number) => app().request('DELETE', `/api/v1/financial/${id}/charge`, { token: a.token }),
    manualReturn: (a: FinancialAccount, id: number, body: unknown) => app().request('POST', `/api/v1/financial/${id}/charge/return`, { token: a.token, body }),
    webhook: (body: unknown, token: string | null = webhookToken) =>
      app().request('POST', '/api/v1/financial/gateway/asaas', { body, headers: token === null ? {} : { 'asaas-access-token': token } }),
  };
}
