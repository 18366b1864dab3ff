import { AsaasStandIn } from './asaas-stand-in';
import { FinancialAccount } from './financial-factories';
import { startTestApp, TestApp } from './harness';

/** A test app whose Asaas gateway is a stand-in of the test (short gateway timeout), with the stand-in. */
export async function startChargeApp(extra: Record<string, string> = {}): Promise<{ t: TestApp; asaas: AsaasStandIn }> {
  const asaas = await AsaasStandIn.start();
  const t = await startTestApp({
    ASAAS_BASE_URL: asaas.baseUrl,
    ASAAS_API_KEY: AsaasStandIn.API_KEY,
    GATEWAY_TIMEOUT_MS: '2000',
    ...extra,
  });
  return { t, asaas };
}

/**
 * The requests of the charge suites, on the app `app()` gives once started: a receivable of
 * `valor` to charge, Asaas made an account's default gateway (with `webhookToken`), issuing and
 * cancelling its charge, a manual return, and an Asaas return sent with `webhookToken` (or
 * another token, or none) to the return URL of the account whose charge the body names (the
 * last account configured when the body names none of the suite's charges).
 */
export function chargeRequests(app: () => TestApp, webhookToken: string, valor: number) {
  const returnUrlOf = new Map<number, string>();
  const returnUrlOfPayment = new Map<string, string>();
  let lastReturnUrl = '/api/v1/financial/gateway/asaas/no-account-configured';
  return {
    async receivable(a: FinancialAccount, extra: Record<string, unknown> = {}) {
      const res = await a.post({
        tipo: 'receita',
        descricao: 'Sinal do casamento',
        valor,
        data_vencimento: '2030-06-10',
        id_cliente: a.client.id,
        ...extra,
      });
      expect(res.status).toBe(201);
      return res.body.data[0].id as number;
    },
    /** Asaas as the account's default gateway, with the suite's webhook token; its return URL. */
    async useAsaas(a: FinancialAccount, extra: Record<string, unknown> = {}): Promise<string> {
      const res = await app().request('PUT', '/api/v1/financial/gateways/asaas', {
        token: a.token,
        body: { webhook_token: webhookToken, padrao: true, ...extra },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.url_retorno).toMatch(/^\/api\/v1\/financial\/gateway\/asaas\/[\w-]{32}$/);
      returnUrlOf.set(a.accountId, res.body.data.url_retorno);
      lastReturnUrl = res.body.data.url_retorno;
      return lastReturnUrl;
    },
    async issue(a: FinancialAccount, id: number, body: unknown, headers: Record<string, string> = {}) {
      const res = await app().request('POST', `/api/v1/financial/${id}/charge`, { token: a.token, body, headers });
      const payment = res.body?.data?.cobranca?.id_externo;
      const url = returnUrlOf.get(a.accountId);
      if (typeof payment === 'string' && url) returnUrlOfPayment.set(payment, url);
      return res;
    },
    cancel: (a: FinancialAccount, id: number) => app().request('DELETE', `/api/v1/financial/${id}/charge`, { token: a.token }),
    manualReturn: (a: FinancialAccount, id: number, body: unknown, headers: Record<string, string> = {}) =>
      app().request('POST', `/api/v1/financial/${id}/charge/return`, { token: a.token, body, headers }),
    webhook: (body: unknown, token: string | null = webhookToken, url?: string) => {
      const payment = (body as { payment?: { id?: unknown } } | null)?.payment?.id;
      const to = url ?? (typeof payment === 'string' ? returnUrlOfPayment.get(payment) : undefined) ?? lastReturnUrl;
      return app().request('POST', to, { body, headers: token === null ? {} : { 'asaas-access-token': token } });
    },
  };
}
