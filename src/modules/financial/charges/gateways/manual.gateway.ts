import { randomBytes, randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { isoDateOf, isRecord, moneyString, textOf } from './gateway-values';
import { ChargeRequest, ChargeStatus, GatewayError, GatewayEvent, GatewayPayment, IssuedCharge, PaymentGateway } from './payment-gateway';

/** The statuses a manual return may set (a charge is `pendente` only when issued). */
export const MANUAL_RETURN_STATUSES = ['paga', 'cancelada', 'vencida', 'estornada'] as const satisfies readonly ChargeStatus[];
export type ManualReturnStatus = (typeof MANUAL_RETURN_STATUSES)[number];

const MAX_EVENT_ID = 100;
const RETURN_FIELDS = new Set(['status', 'valor_pago', 'data_pagamento', 'id_evento']);

/**
 * The default gateway: a charge issued outside the service (a boleto printed at the bank, a PIX
 * key on the invoice), recorded with its outside reference. Nothing leaves the process.
 *
 * Its return is `{ status, valor_pago?, data_pagamento?, id_evento? }`, posted with the API
 * token to the entry's own return endpoint (or given to the CLI): the caller is already
 * authenticated and the path names the entry, so `parseReturn` never answers `unauthorized`
 * and the event's `idExterno` is left empty (the charge is the entry's). Amount and date of a
 * payment may be left out: the financial module then takes the entry's value and today.
 */
@Injectable()
export class ManualGateway implements PaymentGateway {
  readonly name = 'manual' as const;
  readonly remote = false;

  async issue(request: ChargeRequest): Promise<IssuedCharge> {
    const given = textOf(request.idExterno);
    return {
      idExterno: given ?? `manual-${request.entryId}-${randomBytes(4).toString('hex')}`,
      status: 'pendente',
      link: null,
      linhaDigitavel: null,
      pixCopiaECola: null,
    };
  }

  /** Nothing to tell anyone: the charge lives outside the service. */
  async cancel(): Promise<void> {}

  /** Nothing was made anywhere. */
  async withdraw(): Promise<number> {
    return 0;
  }

  /** Nothing leaves the process: no payment is ever made elsewhere under a reference. */
  async paymentsUnder(): Promise<GatewayPayment[]> {
    return [];
  }

  parseReturn(_headers: Record<string, string | string[] | undefined>, body: unknown): GatewayEvent {
    if (!isRecord(body)) throw invalid('the return must be a JSON object with status');
    const unknown = Object.keys(body).filter((key) => !RETURN_FIELDS.has(key));
    if (unknown.length > 0)
      throw invalid(`unknown field ${unknown.join(', ')}: a return takes status, valor_pago, data_pagamento and id_evento`);

    const status = body.status;
    if (typeof status !== 'string' || !(MANUAL_RETURN_STATUSES as readonly string[]).includes(status)) {
      throw invalid(`status must be one of ${MANUAL_RETURN_STATUSES.join(', ')}`);
    }
    const sent = (key: string) => body[key] !== undefined && body[key] !== null;
    if (status !== 'paga' && (sent('valor_pago') || sent('data_pagamento'))) {
      throw invalid(`valor_pago and data_pagamento belong to a payment: send them only with status paga`);
    }
    const valorPago = sent('valor_pago') ? moneyString(body.valor_pago) : null;
    if (sent('valor_pago') && valorPago === null) throw invalid('valor_pago must be a positive amount with at most 2 decimal places');
    const dataPagamento = sent('data_pagamento') ? isoDateOf(body.data_pagamento) : null;
    if (sent('data_pagamento') && (dataPagamento === null || dataPagamento !== body.data_pagamento)) {
      throw invalid('data_pagamento must be a date YYYY-MM-DD');
    }
    let eventId: string;
    if (sent('id_evento')) {
      const given =
        typeof body.id_evento === 'number' && Number.isSafeInteger(body.id_evento) ? String(body.id_evento) : textOf(body.id_evento);
      if (given === null || given.length > MAX_EVENT_ID)
        throw invalid(`id_evento must be a non-blank string of at most ${MAX_EVENT_ID} characters`);
      eventId = given;
    } else {
      // Without the caller's own event ID every return is a new event.
      eventId = `manual-${randomUUID()}`;
    }
    return { eventId, idExterno: '', status: status as ManualReturnStatus, valorPago, dataPagamento, raw: body };
  }

  /** A manual return is addressed by the entry in its path, not by the body. */
  chargeRefOf(): null {
    return null;
  }

  /** A manual return comes with the API token, checked upstream. */
  webhookTokenOf(): null {
    return null;
  }
}

const invalid = (message: string) => new GatewayError('invalid_payload', message);
