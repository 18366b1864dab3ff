import { createHash, timingSafeEqual } from 'node:crypto';

import { isoDateOf, isRecord, moneyString, textOf } from './gateway-values';
import { ChargeStatus, GatewayError, GatewayEvent, GatewayPayment, GatewaySettings } from './payment-gateway';

/** The header in which Asaas sends the authentication token configured for the account's webhook. */
export const ASAAS_TOKEN_HEADER = 'asaas-access-token';

/** Asaas' own bounds for a webhook's `authToken`. */
export const WEBHOOK_TOKEN_MIN = 32;
export const WEBHOOK_TOKEN_MAX = 255;
/** The token of the old documentation's example: never accepted (anyone could read it). */
export const DOCUMENTED_WEBHOOK_TOKEN = 'um-segredo-longo-e-aleatorio';

/** Whether a configured webhook token is one a return may be authenticated with (length, not the example). */
export const isStrongWebhookToken = (token: string): boolean =>
  token.length >= WEBHOOK_TOKEN_MIN &&
  token.length <= WEBHOOK_TOKEN_MAX &&
  token !== DOCUMENTED_WEBHOOK_TOKEN &&
  /^[\x21-\x7e]+$/.test(token);

/**
 * What each Asaas payment event does to our charge. `reopened`: the payment is open again
 * (restored after a removal, a cash receipt undone), `pendente` or `vencida` as Asaas says.
 * Events missing here (PAYMENT_UPDATED, PAYMENT_BANK_SLIP_VIEWED, risk analysis, chargebacks,
 * partial refunds, anything that is not a payment…) change no charge status and are ignored.
 */
const EVENT_EFFECT: Readonly<Record<string, ChargeStatus | 'reopened'>> = {
  PAYMENT_CREATED: 'pendente',
  PAYMENT_CONFIRMED: 'paga',
  PAYMENT_RECEIVED: 'paga',
  PAYMENT_OVERDUE: 'vencida',
  PAYMENT_DELETED: 'cancelada',
  PAYMENT_REFUNDED: 'estornada',
  PAYMENT_RESTORED: 'reopened',
  PAYMENT_RECEIVED_IN_CASH_UNDONE: 'reopened',
};

/** Our status for the `status` of an Asaas payment; null for the ones in between (refund requested, chargeback, risk analysis…). */
export function chargeStatusOf(asaasStatus: unknown): ChargeStatus | null {
  switch (asaasStatus) {
    case 'PENDING':
    case 'AWAITING_RISK_ANALYSIS':
      return 'pendente';
    case 'OVERDUE':
      return 'vencida';
    case 'RECEIVED':
    case 'CONFIRMED':
    case 'RECEIVED_IN_CASH':
      return 'paga';
    case 'REFUNDED':
      return 'estornada';
    default:
      return null;
  }
}

/** A payment object of Asaas (a webhook's `payment`, an item of `GET /payments`) as the service records it; null without an id. */
export function asaasPaymentOf(payment: unknown): GatewayPayment | null {
  if (!isRecord(payment)) return null;
  const idExterno = textOf(payment.id);
  if (!idExterno) return null;
  return {
    idExterno,
    reference: textOf(payment.externalReference),
    status: chargeStatusOf(payment.status),
    valor: moneyString(payment.value),
    dataVencimento: isoDateOf(payment.dueDate),
    link: textOf(payment.invoiceUrl),
    dataPagamento: isoDateOf(payment.clientPaymentDate) ?? isoDateOf(payment.paymentDate) ?? isoDateOf(payment.confirmedDate),
  };
}

/** The body as an object: Fastify hands over parsed JSON; a raw string or Buffer is parsed here. */
function bodyObject(body: unknown): Record<string, unknown> | null {
  let value = body;
  if (Buffer.isBuffer(value)) value = value.toString('utf8');
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return isRecord(value) ? value : null;
}

/** The Asaas payment ID a webhook body names (`payment.id`), read before authentication; null when absent. */
export function asaasChargeRef(body: unknown): string | null {
  const payment = bodyObject(body)?.payment;
  return isRecord(payment) ? textOf(payment.id) : null;
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | string[] | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** The token of the `asaas-access-token` header, or null when it is missing, empty or repeated. */
export function asaasTokenOf(headers: Record<string, string | string[] | undefined>): string | null {
  const received = headerValue(headers, ASAAS_TOKEN_HEADER);
  const token = Array.isArray(received) ? (received.length === 1 ? received[0] : undefined) : received;
  return token ? token : null;
}

/** Equal-length digests compared in constant time: neither the token nor its length leaks through timing. */
export function sameSecret(expected: string, received: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(received));
}

/** Throws `unauthorized` unless the request carries exactly the account's webhook token. */
export function verifyAsaasToken(headers: Record<string, string | string[] | undefined>, settings: GatewaySettings): void {
  const expected = settings.webhookToken;
  // A token set before the length rule (shorter than 32 characters) authenticates nothing.
  if (!expected || !isStrongWebhookToken(expected)) {
    throw new GatewayError(
      'unauthorized',
      'no Asaas webhook token is configured for this account (one shorter than 32 characters no longer counts), so its returns cannot be authenticated; configure the token set in the Asaas webhook',
    );
  }
  const received = headerValue(headers, ASAAS_TOKEN_HEADER);
  if (received === undefined || received === '' || (Array.isArray(received) && received.length === 0)) {
    throw new GatewayError('unauthorized', `the ${ASAAS_TOKEN_HEADER} header is missing`);
  }
  if (Array.isArray(received) && received.length > 1) {
    throw new GatewayError('unauthorized', `the ${ASAAS_TOKEN_HEADER} header is sent more than once`);
  }
  const token = Array.isArray(received) ? received[0] : received;
  if (!sameSecret(expected, token)) {
    throw new GatewayError('unauthorized', `the ${ASAAS_TOKEN_HEADER} header does not match the webhook token configured for this account`);
  }
}

const invalid = (message: string) => new GatewayError('invalid_payload', message);

/**
 * Reads an authenticated Asaas webhook body `{ id, event, dateCreated, payment: { id, status,
 * value, clientPaymentDate, paymentDate, … } }`. Null for events that change no charge status.
 */
export function parseAsaasEvent(body: unknown): GatewayEvent | null {
  const event = bodyObject(body);
  if (!event) throw invalid('the Asaas return must be a JSON object');
  const eventId = textOf(event.id);
  if (!eventId) throw invalid('the Asaas return has no event id (id)');
  const name = textOf(event.event);
  if (!name) throw invalid('the Asaas return has no event name (event)');

  const effect = Object.hasOwn(EVENT_EFFECT, name) ? EVENT_EFFECT[name] : undefined;
  if (effect === undefined) return null;

  const payment = event.payment;
  if (!isRecord(payment)) throw invalid(`the Asaas ${name} return has no payment object`);
  const idExterno = textOf(payment.id);
  if (!idExterno) throw invalid(`the Asaas ${name} return has no payment id (payment.id)`);

  let status: ChargeStatus;
  if (effect === 'reopened') {
    status = payment.status === 'OVERDUE' ? 'vencida' : 'pendente';
  } else {
    status = effect;
  }

  let valorPago: string | null = null;
  let dataPagamento: string | null = null;
  if (status === 'paga') {
    valorPago = moneyString(payment.value);
    if (valorPago === null) throw invalid(`the Asaas ${name} return has no valid paid value (payment.value)`);
    // The day the customer paid; then the day Asaas received or confirmed it; then the event's own day.
    dataPagamento =
      isoDateOf(payment.clientPaymentDate) ??
      isoDateOf(payment.paymentDate) ??
      isoDateOf(payment.confirmedDate) ??
      isoDateOf(event.dateCreated);
    if (dataPagamento === null)
      throw invalid(`the Asaas ${name} return has no payment date (payment.clientPaymentDate or payment.paymentDate)`);
  }
  return { eventId, idExterno, status, valorPago, dataPagamento, raw: body, payment: asaasPaymentOf(payment) ?? undefined };
}
