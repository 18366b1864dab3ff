import { Injectable } from '@nestjs/common';

import { dateInZone } from '../../../common/dates';
import { money } from '../../../common/decimal';
import { RequestContext } from '../../../common/request-context';
import { TransactionRunner } from '../../../database/transaction';
import { countGatewayReturn } from '../../../metrics/gateway-metrics';
import { ChargeReturnDto } from '../dto/charge.dto';
import { FinancialCharge } from '../entities/financial-charge.entity';
import { FinancialEntry } from '../entities/financial-entry.entity';
import { Actor, Change, EntryHistory } from '../entries/entry-history.service';
import { FinancialEntriesRepository } from '../entries/financial-entries.repository';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { AnswerSink, rethrow, ReturnOutcome } from './charge-common';
import { ChargeRecords } from './charge-records.service';
import { canMove, movesFrom } from './charge-states.rules';
import { FinancialChargesRepository } from './financial-charges.repository';
import { FinancialGatewayEventsRepository } from './financial-gateway-events.repository';
import { GatewayEvent } from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';

/**
 * A charge's returns: the status a gateway (or, for a manual charge, the company) reports,
 * applied through the charge's state machine (`charge-states.rules.ts`) in one transaction with
 * the entry's payment, its history record and notification.
 */
@Injectable()
export class ChargeReturns {
  constructor(
    private readonly records: ChargeRecords,
    private readonly transactions: TransactionRunner,
    private readonly entries: FinancialEntriesRepository,
    private readonly charges: FinancialChargesRepository,
    private readonly gatewayEvents: FinancialGatewayEventsRepository,
    private readonly history: EntryHistory,
    private readonly gateways: PaymentGateways,
  ) {}

  /**
   * `POST /api/v1/financial/{id}/charge/return` (or the CLI, with its own actor): the return of a
   * manual charge, validated as `ChargeReturnDto`. A return the charge cannot take (it is final,
   * or would move backwards) is recorded in the history as ignored and answers 409 `charge_final`.
   */
  async manualReturn(ctx: RequestContext, id: number, dto: ChargeReturnDto, actor?: Actor, record?: AnswerSink) {
    const account = ctx.account;
    const entry = await this.records.entryOf(account.id, id);
    const charge = await this.records.currentCharge(entry);
    if (!charge || charge.gateway !== 'manual') {
      throw FinancialError.conflict('The entry has no manual charge', [
        {
          field: 'id',
          code: FinancialErrorCode.NoOpenCharge,
          message: charge
            ? `the charge of entry ${id} is through ${charge.gateway}: its returns come from the gateway`
            : `entry ${id} has no charge`,
        },
      ]);
    }
    let event: GatewayEvent | null;
    try {
      event = this.gateways.get('manual').parseReturn({}, dto, {});
    } catch (error) {
      return rethrow(error);
    }
    if (!event) countGatewayReturn('manual', 'ignored');
    if (!event)
      return { message: 'Return ignored: it concerns no charge status', data: await this.records.viewOf(account.id, account.timezone, id) };
    // The ignored return's history record commits with `apply`'s own transaction, before the 409.
    const outcome = await this.apply(ctx, charge, event, actor ?? EntryHistory.actorOf(ctx), record);
    if (outcome.ignored) {
      throw FinancialError.conflict(outcome.message, [{ field: 'status', code: FinancialErrorCode.ChargeFinal, message: outcome.reason }]);
    }
    return { message: outcome.message, data: outcome.data };
  }

  /**
   * Applies a return in one transaction with its history record and notification. A return is a
   * repeat, and changes nothing, when its event ID was already seen on this charge (never on
   * another). A return the charge's state machine refuses (`canMove`) changes nothing either and
   * is recorded in the history as `retorno_ignorado`; one with the status the charge already has
   * changes nothing and records nothing.
   */
  async apply(
    ctx: RequestContext,
    charge: FinancialCharge,
    event: GatewayEvent,
    actor: Actor,
    record?: AnswerSink,
  ): Promise<ReturnOutcome> {
    const { id: accountId, timezone } = ctx.account;
    return this.transactions.run(ctx, async (tctx) => {
      const { tx } = tctx;
      const m = tx.manager;
      const entry = (await this.entries.findByIdForUpdate(accountId, charge.entry_id, m))!;
      const unchanged = async (message: string): Promise<ReturnOutcome> => {
        tx.afterCommit(() => countGatewayReturn(charge.gateway, 'unchanged'));
        const data = await this.records.viewOf(accountId, timezone, entry.id, tx);
        await record?.(tx, { message, data });
        return { message, data, ignored: false, reason: '' };
      };
      const fresh = (await this.charges.findById(accountId, charge.id, m))!;
      const refused = fresh.status !== event.status && !canMove(fresh.status, event.status);
      const next = movesFrom(fresh.status);
      const reason = `charge ${charge.id} is ${fresh.status}: ${next.length ? `it can only become ${next.join(' or ')}` : 'that is final'}, not ${event.status}`;
      if (await this.gatewayEvents.seen(accountId, charge.id, event.eventId, m)) {
        tx.afterCommit(() => countGatewayReturn(charge.gateway, 'duplicate'));
        if (refused)
          return {
            message: `Return ${event.eventId} was already ignored: ${reason}; nothing changed`,
            data: await this.records.viewOf(accountId, timezone, entry.id, tx),
            ignored: true,
            reason,
          };
        return unchanged(`Event ${event.eventId} was already applied to charge ${charge.id}; nothing changed`);
      }
      await this.gatewayEvents.create(
        accountId,
        { gateway: charge.gateway, event_id: event.eventId, charge_id: charge.id, created_at: new Date() },
        m,
      );
      if (fresh.status === event.status)
        return unchanged(`Event ${event.eventId}: charge ${charge.id} is already ${fresh.status}; nothing changed`);
      if (refused) {
        await this.history.record(tx, accountId, actor, 'retorno_ignorado', [
          {
            entryId: entry.id,
            alteracoes: [
              { campo: 'cobranca.status', de: fresh.status, para: event.status },
              { campo: 'id_evento_gateway', de: null, para: event.eventId },
            ],
          },
        ]);
        tx.afterCommit(() => countGatewayReturn(charge.gateway, 'ignored'));
        return {
          message: `Return ${event.eventId} ignored: ${reason}; nothing changed`,
          data: await this.records.viewOf(accountId, timezone, entry.id, tx),
          ignored: true,
          reason,
        };
      }
      const changes: Change[] = [{ campo: 'cobranca.status', de: fresh.status, para: event.status }];
      await this.charges.setStatus(accountId, charge.id, event.status, m);
      const patch: Partial<FinancialEntry> = {};
      if (entry.idcobranca === charge.id) {
        if (event.status === 'paga') {
          const today = dateInZone(new Date(), timezone);
          patch.pago = true;
          patch.datapagamento = event.dataPagamento ?? today;
          patch.valorpago = money(event.valorPago ?? entry.valor);
        } else if (event.status === 'estornada') {
          patch.pago = false;
          patch.valorpago = null;
        }
      }
      const norm = (v: unknown) => (v === undefined ? null : typeof v === 'number' ? money(v) : v);
      const entryChanges = (Object.keys(patch) as (keyof FinancialEntry)[])
        .map((campo) => ({ campo, de: campo === 'pago' ? Boolean(entry.pago) : norm(entry[campo]), para: norm(patch[campo]) }))
        .filter((c) => c.de !== c.para);
      changes.push(...entryChanges);
      await this.entries.updateColumns(accountId, entry.id, { ...patch, datahoraupdate: new Date() }, m);
      await this.history.record(tx, accountId, actor, 'retorno_gateway', [
        { entryId: entry.id, alteracoes: [...changes, { campo: 'id_evento_gateway', de: null, para: event.eventId }] },
      ]);
      const view = await this.records.notifyUpdated(tctx, entry.id);
      tx.afterCommit(() => countGatewayReturn(charge.gateway, 'applied'));
      const message = `Return ${event.eventId} applied: charge ${charge.id} is ${event.status}`;
      await record?.(tx, { message, data: view });
      return { message, data: view, ignored: false, reason: '' };
    });
  }
}
