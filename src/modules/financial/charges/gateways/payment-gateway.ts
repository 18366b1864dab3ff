import type { GatewayCallOutcome } from '../../../../metrics/gateway-metrics';

export type GatewayName = 'manual' | 'asaas';
export const GATEWAY_NAMES: readonly GatewayName[] = ['manual', 'asaas'];
export type ChargeForm = 'boleto' | 'pix' | 'cartao_credito';
/** An entry has an "issued charge" while its charge is `pendente` or `vencida`. */
export type ChargeStatus = 'pendente' | 'vencida' | 'paga' | 'cancelada' | 'estornada';

/** Per-account gateway settings, resolved by the financial module (secrets in plain text here). */
export interface GatewaySettings {
  accountId?: number; // the account the calls are made for (its budget on the service's shared key)
  apiKey?: string | null; // asaas: the account's key, else ASAAS_API_KEY
  baseUrl?: string | null; // asaas: else ASAAS_BASE_URL (default: the Asaas sandbox)
  webhookToken?: string | null; // asaas: value expected in the `asaas-access-token` header
  requestId?: string; // the request a call is made for, named in the gateway's log lines
}

export interface ChargeCustomer {
  /** The account whose client this is: a gateway customer is found or made among its own only. */
  accountId: number;
  id: number;
  nome: string;
  documento: string | null;
  email: string | null;
  telefone: string | null;
}

export interface ChargeRequest {
  entryId: number;
  /** Our own reference of this charge, unique, sent as the gateway's external reference (asaas). */
  reference?: string;
  /**
   * A previous attempt under the same reference may have made the payment already (the request
   * that started it died, or failed after the gateway answered): look it up by the reference and
   * reuse it (or remove what does not fit) before making a new one.
   */
  resume?: boolean;
  valor: string; // decimal string, 2 places ("150.00")
  dataVencimento: string; // YYYY-MM-DD
  forma: ChargeForm;
  descricao: string;
  customer: ChargeCustomer | null; // asaas requires one (GatewayError code `customer_required` otherwise)
  idExterno?: string | null; // manual only: the outside reference
}

export interface IssuedCharge {
  idExterno: string;
  status: ChargeStatus;
  link: string | null;
  linhaDigitavel: string | null;
  pixCopiaECola: string | null;
}

/** A gateway's return (webhook), normalised. */
export interface GatewayEvent {
  eventId: string; // the gateway's own event id (idempotency key)
  idExterno: string; // the charge's id at the gateway
  status: ChargeStatus;
  valorPago: string | null; // decimal string, on payment
  dataPagamento: string | null; // YYYY-MM-DD, on payment
  raw: unknown; // the body as received, for history
  /** The payment as the return shows it (asaas): our reference and its terms, to record a charge the service missed. */
  payment?: GatewayPayment;
}

/** A payment at the gateway, as the service records it as a charge. */
export interface GatewayPayment {
  idExterno: string;
  /** Our reference (Asaas' `externalReference`), null when absent. */
  reference: string | null;
  /** Our status of it; null for the states in between (refund requested, chargeback…). */
  status: ChargeStatus | null;
  valor: string | null; // decimal string
  dataVencimento: string | null; // YYYY-MM-DD
  link: string | null;
  /** The day it was paid (YYYY-MM-DD), on a paid one. */
  dataPagamento: string | null;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Whether the gateway's calls leave the process (made outside any transaction, in phases). */
  readonly remote: boolean;
  /**
   * Throws `GatewayError` `budget_spent` when the account may not start an operation now (its
   * budget of calls on a key it shares is spent); called before issuing or cancelling.
   */
  admit?(settings: GatewaySettings): void;
  issue(request: ChargeRequest, settings: GatewaySettings): Promise<IssuedCharge>;
  cancel(idExterno: string, settings: GatewaySettings): Promise<void>;
  /**
   * Removes every open payment made under our `reference` (a charge the service will not
   * record): after a failed attempt, so that nothing is left at the gateway that the service does
   * not know. Returns how many were removed.
   */
  withdraw(reference: string, settings: GatewaySettings): Promise<number>;
  /** The payments (not removed) made under our `reference`, to resolve an operation whose holder is gone. */
  paymentsUnder(reference: string, settings: GatewaySettings): Promise<GatewayPayment[]>;
  /** Verifies the gateway's own authentication (throws GatewayError 'unauthorized') and parses
   *  the body (throws GatewayError 'invalid_payload'); returns null for events that concern no
   *  charge status (they are acknowledged and ignored). */
  parseReturn(headers: Record<string, string | string[] | undefined>, body: unknown, settings: GatewaySettings): GatewayEvent | null;
  /** The `idExterno` a return body names, read before authentication so the financial module
   *  can find the charge (and so the account and its settings); null when absent. */
  chargeRefOf(body: unknown): string | null;
  /** The secret a return carries to authenticate itself (a header), read to find whose it is
   *  when the body names no charge of the service; null when absent or sent more than once. */
  webhookTokenOf(headers: Record<string, string | string[] | undefined>): string | null;
}

/** Codes: 'unauthorized' (→401), 'invalid_payload' (→400), 'customer_required' (→422),
 *  'rejected' (the gateway refused the request: →422 with its message), 'unavailable'
 *  (network/5xx/timeout: →502 with a clear message), 'not_configured' (no API key: →422). */
export class GatewayError extends Error {
  constructor(
    readonly code:
      'unauthorized' | 'invalid_payload' | 'customer_required' | 'rejected' | 'unavailable' | 'not_configured' | 'budget_spent',
    message: string,
    /** `budget_spent`: the seconds until the account may call again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A failed gateway call as the metrics label it: a gateway error by its code, anything else `error`. */
export const gatewayCallOutcome = (error: unknown): Exclude<GatewayCallOutcome, 'ok'> =>
  error instanceof GatewayError ? error.code : 'error';
