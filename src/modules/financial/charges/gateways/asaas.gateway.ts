import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

import { logFields } from '../../../../common/http/request-context';
import type { Env } from '../../../../config/env';
import { AsaasClient } from './asaas-client';
import { asaasChargeRef, asaasPaymentOf, asaasTokenOf, chargeStatusOf, parseAsaasEvent, verifyAsaasToken } from './asaas-events';
import { isRecord, moneyString, textOf } from './gateway-values';
import {
  ChargeCustomer,
  ChargeForm,
  ChargeRequest,
  GatewayError,
  GatewayEvent,
  GatewayPayment,
  GatewaySettings,
  IssuedCharge,
  PaymentGateway,
} from './payment-gateway';
import { SharedKeyBudget } from './shared-key-budget';

const BILLING_TYPE: Readonly<Record<ChargeForm, 'BOLETO' | 'PIX' | 'CREDIT_CARD'>> = {
  boleto: 'BOLETO',
  pix: 'PIX',
  cartao_credito: 'CREDIT_CARD',
};

interface PaymentTerms {
  customer: string;
  billingType: 'BOLETO' | 'PIX' | 'CREDIT_CARD';
  value: number;
  dueDate: string;
  externalReference: string;
}

/** Asaas keeps at most 500 characters of a payment's description. */
const MAX_DESCRIPTION = 500;

/** Asaas' own addresses, the only ones an account may choose (`base_url` of its settings). */
export const ASAAS_ADDRESSES = {
  producao: 'https://api.asaas.com/v3',
  sandbox: 'https://api-sandbox.asaas.com/v3',
} as const;
export const ASAAS_ACCOUNT_ADDRESSES: readonly string[] = Object.values(ASAAS_ADDRESSES);

const sameAddress = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** A CPF or CNPJ as Asaas keeps it: digits (and a CNPJ's letters), no punctuation. */
const normalDocument = (documento: string) => documento.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * Our reference of an account's client at Asaas (a customer's `externalReference`): it names the
 * account and the client, so that a customer is found only among the account's own.
 */
export const asaasCustomerReference = (accountId: number, clientId: number) => `eos-${accountId}-client-${clientId}`;

/**
 * Which key goes to which address. The service's key (ASAAS_API_KEY) goes only to the service's
 * address (ASAAS_BASE_URL), never to one an account set. An account's own key goes to the Asaas
 * address the account chose (production or sandbox), else to the service's. An account address
 * that is not one of Asaas' own is refused before any call, whatever the key.
 */
export function asaasConnectionOf(
  settings: Pick<GatewaySettings, 'apiKey' | 'baseUrl'>,
  service: { apiKey: string | null; baseUrl: string },
): { apiKey: string; baseUrl: string } {
  const accountKey = textOf(settings.apiKey);
  const chosen = textOf(settings.baseUrl);
  if (chosen !== null && !ASAAS_ACCOUNT_ADDRESSES.some((a) => sameAddress(a, chosen))) {
    throw new GatewayError('not_configured', `the Asaas address of this account must be ${ASAAS_ACCOUNT_ADDRESSES.join(' or ')}`);
  }
  if (accountKey) return { apiKey: accountKey, baseUrl: chosen ?? service.baseUrl };
  if (!service.apiKey) {
    throw new GatewayError(
      'not_configured',
      'Asaas is not configured: set the Asaas API key of this account, or ASAAS_API_KEY for the whole service',
    );
  }
  if (chosen !== null && !sameAddress(chosen, service.baseUrl)) {
    throw new GatewayError(
      'not_configured',
      `this account chose the Asaas address ${chosen} but has no Asaas API key of its own: the service's key is used only with the service's own Asaas address; set the account's api_key, or clear base_url`,
    );
  }
  return { apiKey: service.apiKey, baseUrl: service.baseUrl };
}

/**
 * The Asaas API v3 (https://docs.asaas.com): a charge is an Asaas payment of the account's
 * customer. Issuing finds the account's own customer of the client (its `externalReference`,
 * `eos-<account>-client-<client>`, and the client's CPF/CNPJ) or creates it, creates the payment
 * with `externalReference` = our reference of the charge, then reads what the payer needs: the boleto line (BOLETO) or the PIX
 * copy-and-paste code (PIX); a credit card is paid on the invoice page (`invoiceUrl`, the
 * charge's `link`). A resumed attempt first looks the reference up and reuses the open payment
 * made under it with the same terms (removing any other), so a charge is made once.
 *
 * Returns are Asaas webhooks authenticated by the `asaas-access-token` header the account set.
 */
@Injectable()
export class AsaasGateway implements PaymentGateway {
  readonly name = 'asaas' as const;
  readonly remote = true;
  private readonly logger = new Logger(AsaasGateway.name);
  private readonly defaultApiKey: string | null;
  private readonly defaultBaseUrl: string;
  private readonly timeoutMs: number;
  private readonly sharedBudget: SharedKeyBudget;

  constructor(config: ConfigService<Env, true>) {
    this.defaultApiKey = textOf(config.get('ASAAS_API_KEY', { infer: true }));
    this.defaultBaseUrl = config.get('ASAAS_BASE_URL', { infer: true });
    this.timeoutMs = config.get('GATEWAY_TIMEOUT_MS', { infer: true });
    this.sharedBudget = new SharedKeyBudget(config.get('ASAAS_SHARED_KEY_CALLS_PER_MINUTE', { infer: true }));
  }

  async issue(request: ChargeRequest, settings: GatewaySettings): Promise<IssuedCharge> {
    const client = this.client(settings);
    const customer = request.customer;
    if (!customer) throw new GatewayError('customer_required', 'a charge through Asaas needs the entry to have a client (id_cliente)');
    const cpfCnpj = normalDocument(customer.documento ?? '');
    if (cpfCnpj === '') {
      throw new GatewayError('customer_required', `client ${customer.id} has no CPF or CNPJ (documento), which Asaas needs to charge them`);
    }
    const value = moneyString(request.valor);
    if (value === null) throw new GatewayError('rejected', `the charge value ${request.valor} is not a positive amount`);

    const customerId = await this.findOrCreateCustomer(client, customer, cpfCnpj);
    const terms: PaymentTerms = {
      customer: customerId,
      billingType: BILLING_TYPE[request.forma],
      value: Number(value),
      dueDate: request.dataVencimento,
      externalReference: request.reference ?? String(request.entryId),
    };
    const payment =
      (request.resume ? await this.reusable(client, terms) : null) ??
      (await this.createPayment(client, terms, request.descricao.slice(0, MAX_DESCRIPTION)));
    const paymentId = textOf(payment.id)!;

    let linhaDigitavel: string | null = null;
    let pixCopiaECola: string | null = null;
    try {
      if (request.forma === 'boleto') linhaDigitavel = await this.boletoLine(client, paymentId);
      if (request.forma === 'pix') pixCopiaECola = await this.pixPayload(client, paymentId);
    } catch (error) {
      // Without its line or code the charge cannot be handed to the payer: remove it at Asaas so
      // that nothing is left half issued, then report the failure.
      await client.call('DELETE', `/payments/${encodeURIComponent(paymentId)}`, { accept: [404] }).catch(() => {
        this.logger.warn(
          `payment ${paymentId} of entry ${request.entryId} could not be removed after a failed issue`,
          ...logFields(settings.requestId),
        );
      });
      throw error;
    }
    return {
      idExterno: paymentId,
      status: chargeStatusOf(payment.status) ?? 'pendente',
      link: textOf(payment.invoiceUrl),
      linhaDigitavel,
      pixCopiaECola,
    };
  }

  /** Removes the payment at Asaas; one already removed there (404) counts as cancelled. */
  async cancel(idExterno: string, settings: GatewaySettings): Promise<void> {
    const client = this.client(settings);
    const answer = await client.call('DELETE', `/payments/${encodeURIComponent(idExterno)}`, { accept: [404] });
    if (answer.status === 404) {
      this.logger.log(`payment ${idExterno} was already gone at Asaas; the charge counts as cancelled`, ...logFields(settings.requestId));
      return;
    }
    if (isRecord(answer.body) && answer.body.deleted === false) {
      throw new GatewayError('rejected', `Asaas did not remove payment ${idExterno}`);
    }
  }

  async withdraw(reference: string, settings: GatewaySettings): Promise<number> {
    const client = this.client(settings);
    const live = await this.listUnder(client, reference);
    for (const payment of live) await this.remove(client, textOf(payment.id)!);
    if (live.length > 0)
      this.logger.warn(
        `${live.length} payment(s) under reference ${reference} removed: the charge was not recorded`,
        ...logFields(settings.requestId),
      );
    return live.length;
  }

  async paymentsUnder(reference: string, settings: GatewaySettings): Promise<GatewayPayment[]> {
    const live = await this.listUnder(this.client(settings), reference);
    return live.map((p) => asaasPaymentOf(p)).filter((p): p is GatewayPayment => p !== null);
  }

  parseReturn(headers: Record<string, string | string[] | undefined>, body: unknown, settings: GatewaySettings): GatewayEvent | null {
    verifyAsaasToken(headers, settings);
    return parseAsaasEvent(body);
  }

  chargeRefOf(body: unknown): string | null {
    return asaasChargeRef(body);
  }

  webhookTokenOf(headers: Record<string, string | string[] | undefined>): string | null {
    return asaasTokenOf(headers);
  }

  /**
   * Refuses an operation (issuing, cancelling a charge) before any call when the account has spent
   * its calls on the service's shared key (`SharedKeyBudget`); with a key of its own, never.
   */
  admit(settings: GatewaySettings): void {
    const accountId = settings.accountId;
    if (accountId === undefined || !this.onSharedKey(settings)) return;
    const wait = this.sharedBudget.waitOf(accountId);
    if (wait > 0) {
      throw new GatewayError(
        'budget_spent',
        `this account used its ${this.sharedBudget.perMinute} calls per minute on the service's Asaas key; retry after ${wait} s, or set an Asaas API key of the account's own`,
        wait,
      );
    }
  }

  private onSharedKey(settings: GatewaySettings): boolean {
    return textOf(settings.apiKey) === null;
  }

  /**
   * The account's connection. On the service's shared key every call is counted in the account's
   * budget: those that finish or undo an operation under way are counted but never refused.
   */
  private client(settings: GatewaySettings): AsaasClient {
    const connection = asaasConnectionOf(settings, { apiKey: this.defaultApiKey, baseUrl: this.defaultBaseUrl });
    const accountId = settings.accountId;
    const shared = accountId !== undefined && this.onSharedKey(settings);
    return new AsaasClient({
      ...connection,
      timeoutMs: this.timeoutMs,
      requestId: settings.requestId,
      onCall: shared ? () => this.sharedBudget.spend(accountId) : undefined,
    });
  }

  /** The open (not removed) payments whose `externalReference` is `reference`. */
  private async listUnder(client: AsaasClient, reference: string): Promise<Record<string, unknown>[]> {
    const answer = await client.call('GET', '/payments', { query: { externalReference: reference, limit: '100' } });
    const data = isRecord(answer.body) && Array.isArray(answer.body.data) ? answer.body.data : [];
    return data.filter(
      (p): p is Record<string, unknown> => isRecord(p) && p.deleted !== true && textOf(p.id) !== null && p.externalReference === reference,
    );
  }

  /** Removes a payment; one already gone (404) is fine. */
  private async remove(client: AsaasClient, paymentId: string): Promise<void> {
    const answer = await client.call('DELETE', `/payments/${encodeURIComponent(paymentId)}`, { accept: [404] });
    if (answer.status !== 404 && isRecord(answer.body) && answer.body.deleted === false)
      throw new GatewayError('rejected', `Asaas did not remove payment ${paymentId}`);
  }

  /**
   * The payment an earlier attempt made under this reference, if it is still open with exactly
   * these terms; every other open payment under the reference is removed (at most one stays).
   */
  private async reusable(client: AsaasClient, terms: PaymentTerms): Promise<Record<string, unknown> | null> {
    const live = await this.listUnder(client, terms.externalReference);
    const fits = (p: Record<string, unknown>) =>
      p.status === 'PENDING' &&
      p.customer === terms.customer &&
      p.billingType === terms.billingType &&
      p.value === terms.value &&
      p.dueDate === terms.dueDate;
    const kept = live.find(fits) ?? null;
    for (const payment of live) if (payment !== kept) await this.remove(client, textOf(payment.id)!);
    if (kept)
      this.logger.log(
        `payment ${String(kept.id)} made earlier under reference ${terms.externalReference} reused`,
        ...logFields(client.requestId),
      );
    return kept;
  }

  /**
   * The account's own Asaas customer of this client, found by our reference and the client's
   * CPF/CNPJ, else made with them. Never one found by the document alone: with the operator's
   * shared key, every account's customers are in one Asaas account, and a customer made for
   * another account (or outside the service, or by an earlier version that named no account)
   * would put its name, e-mail and phone on this account's invoice.
   */
  private async findOrCreateCustomer(client: AsaasClient, customer: ChargeCustomer, cpfCnpj: string): Promise<string> {
    const reference = asaasCustomerReference(customer.accountId, customer.id);
    // 100 is the largest page Asaas serves; one reference has one customer per document.
    const found = await client.call('GET', '/customers', { query: { externalReference: reference, cpfCnpj, limit: '100' } });
    const match = (isRecord(found.body) && Array.isArray(found.body.data) ? found.body.data : []).find(
      (c): c is Record<string, unknown> =>
        isRecord(c) &&
        c.deleted !== true &&
        textOf(c.id) !== null &&
        c.externalReference === reference &&
        normalDocument(textOf(c.cpfCnpj) ?? '') === cpfCnpj,
    );
    if (match) return textOf(match.id)!;

    const phone = (customer.telefone ?? '').replace(/\D/g, '');
    const created = await client.call('POST', '/customers', {
      body: {
        name: customer.nome,
        cpfCnpj,
        externalReference: reference,
        ...(customer.email ? { email: customer.email } : {}),
        // A Brazilian mobile has 11 digits with the area code, a landline 10.
        ...(phone.length === 11 ? { mobilePhone: phone } : phone.length === 10 ? { phone } : {}),
      },
    });
    const id = isRecord(created.body) ? textOf(created.body.id) : null;
    if (!id) throw new GatewayError('unavailable', 'Asaas answered the new customer without its id');
    return id;
  }

  /**
   * Creates the payment. When the answer is lost (timeout, dropped connection, 5xx) Asaas may
   * still have made it: the entry's open payment with exactly these terms is then looked up and
   * used, so a lost answer leaves no payment behind at Asaas that the service does not know.
   */
  private async createPayment(client: AsaasClient, terms: PaymentTerms, description: string): Promise<Record<string, unknown>> {
    let answer;
    try {
      answer = await client.call('POST', '/payments', { body: { ...terms, description } });
    } catch (error) {
      if (!(error instanceof GatewayError) || error.code !== 'unavailable') throw error;
      const made = await this.findPayment(client, terms).catch(() => null);
      if (!made) throw error;
      this.logger.warn(
        `payment ${String(made.id)} of entry ${terms.externalReference} found after its creation answer was lost`,
        ...logFields(client.requestId),
      );
      return made;
    }
    const payment = answer.body;
    if (!isRecord(payment) || !textOf(payment.id)) throw new GatewayError('unavailable', 'Asaas answered the new payment without its id');
    return payment;
  }

  private async findPayment(client: AsaasClient, terms: PaymentTerms): Promise<Record<string, unknown> | null> {
    const answer = await client.call('GET', '/payments', {
      query: {
        customer: terms.customer,
        externalReference: terms.externalReference,
        billingType: terms.billingType,
        status: 'PENDING',
        limit: '100',
      },
    });
    const data = isRecord(answer.body) && Array.isArray(answer.body.data) ? answer.body.data : [];
    return (
      data.find(
        (p): p is Record<string, unknown> =>
          isRecord(p) &&
          p.deleted !== true &&
          textOf(p.id) !== null &&
          p.customer === terms.customer &&
          p.externalReference === terms.externalReference &&
          p.billingType === terms.billingType &&
          p.value === terms.value &&
          p.dueDate === terms.dueDate,
      ) ?? null
    );
  }

  private async boletoLine(client: AsaasClient, paymentId: string): Promise<string> {
    const answer = await client.call('GET', `/payments/${encodeURIComponent(paymentId)}/identificationField`);
    const line = isRecord(answer.body) ? textOf(answer.body.identificationField) : null;
    if (!line) throw new GatewayError('unavailable', `Asaas answered without the boleto line of payment ${paymentId}`);
    return line;
  }

  private async pixPayload(client: AsaasClient, paymentId: string): Promise<string> {
    const answer = await client.call('GET', `/payments/${encodeURIComponent(paymentId)}/pixQrCode`);
    const payload = isRecord(answer.body) ? textOf(answer.body.payload) : null;
    if (!payload) throw new GatewayError('unavailable', `Asaas answered without the PIX code of payment ${paymentId}`);
    return payload;
  }
}
