import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { RequestContext } from '../../../common/request-context';
import { TransactionRunner } from '../../../database/transaction';
import { FinancialCharge } from '../entities/financial-charge.entity';
import { EntryViews } from '../entries/entry.views';
import { EntryHistory } from '../entries/entry-history.service';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { HeldOperation, inProgress, rethrow } from './charge-common';
import { ChargeRecords } from './charge-records.service';
import { canMove, isIssued } from './charge-states.rules';
import { FinancialChargeOperationsRepository } from './financial-charge-operations.repository';
import { FinancialChargesRepository } from './financial-charges.repository';
import { GatewayName } from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';

/**
 * Cancelling a charge, ordered as issuing is: (1) the cancellation recorded as the entry's
 * operation in a short transaction, (2) the gateway removes the payment outside any transaction,
 * (3) a transaction records the charge as `cancelada`.
 */
@Injectable()
export class ChargeCancelling {
  constructor(
    private readonly records: ChargeRecords,
    private readonly transactions: TransactionRunner,
    private readonly charges: FinancialChargesRepository,
    private readonly operations: FinancialChargeOperationsRepository,
    private readonly gateways: PaymentGateways,
  ) {}

  /**
   * `DELETE /api/v1/financial/{id}/charge`: (1) the cancellation is recorded as the entry's
   * operation in a short transaction, (2) the gateway removes the payment, outside any
   * transaction, (3) a transaction records the charge as `cancelada`. A cancellation
   * interrupted after (2) is finished by the next one (the gateway answers that the payment is
   * already gone). An entry whose charge through a gateway was interrupted before it was
   * recorded has that charge withdrawn at the gateway.
   */
  async cancel(ctx: RequestContext, id: number) {
    const account = ctx.account;
    const actor = EntryHistory.actorOf(ctx);
    const noOpenCharge = (message: string) =>
      FinancialError.conflict('The entry has no open charge to cancel', [{ field: 'id', code: FinancialErrorCode.NoOpenCharge, message }]);
    type Start =
      | { kind: 'done'; result: { message: string; data: Awaited<ReturnType<EntryViews['one']>> } }
      | { kind: 'cancel'; held: HeldOperation; charge: FinancialCharge }
      | { kind: 'withdraw'; held: HeldOperation; gateway: GatewayName };
    const start: Start = await this.transactions.run(ctx, async (tctx): Promise<Start> => {
      const { tx } = tctx;
      const m = tx.manager;
      const row = await this.records.entryOf(account.id, id, m);
      const charge = await this.records.currentCharge(row, m);
      const now = new Date();
      const existing = await this.operations.findForEntry(account.id, id, m);
      if (existing && existing.locked_until.getTime() > now.getTime()) {
        throw inProgress(id, existing.operacao === 'cancelamento' ? 'cancellation' : 'charge', this.records.retryAfterSeconds);
      }
      const claim = randomUUID();
      const lockedUntil = new Date(now.getTime() + this.records.leaseMs);
      if (!charge || !isIssued(charge)) {
        if (
          existing?.operacao === 'emissao' &&
          existing.referencia &&
          (await this.operations.takeOver(account.id, existing, { claim, locked_until: lockedUntil }, m))
        ) {
          return {
            kind: 'withdraw',
            held: { id: existing.id, claim, referencia: existing.referencia },
            gateway: existing.gateway as GatewayName,
          };
        }
        throw noOpenCharge(`entry ${id} has no charge pendente or vencida`);
      }
      if (!this.gateways.get(charge.gateway as GatewayName).remote) {
        return { kind: 'done', result: await this.records.recordCancelled(tctx, id, charge, actor) };
      }
      const values = {
        operacao: 'cancelamento',
        gateway: charge.gateway,
        forma: null,
        referencia: null,
        charge_id: charge.id,
        claim,
        locked_until: lockedUntil,
      };
      if (existing) {
        if (!(await this.operations.takeOver(account.id, existing, values, m)))
          throw inProgress(id, 'cancellation', this.records.retryAfterSeconds);
        return { kind: 'cancel', held: { id: existing.id, claim, referencia: '' }, charge };
      }
      const created = await this.operations.create(account.id, { entry_id: id, ...values, created_at: now }, m);
      return { kind: 'cancel', held: { id: created.id, claim, referencia: '' }, charge };
    });
    if (start.kind === 'done') return start.result;

    if (start.kind === 'withdraw') {
      const gateway = this.gateways.get(start.gateway);
      const settings = await this.records.settingsFor(ctx, start.gateway);
      let removed: number;
      try {
        removed = await gateway.withdraw(start.held.referencia, settings);
      } catch (error) {
        await this.transactions
          .run(ctx, ({ tx }) => this.operations.expire(account.id, start.held.id, start.held.claim, tx.manager))
          .catch(() => undefined);
        return rethrow(error);
      }
      await this.transactions.run(ctx, ({ tx }) => this.operations.finish(account.id, start.held.id, start.held.claim, tx.manager));
      return {
        message: `The interrupted charge of financial entry ${id} was withdrawn at ${start.gateway} (${removed} payment${removed === 1 ? '' : 's'} removed); the entry has no open charge`,
        data: await this.records.viewOf(account.id, account.timezone, id),
      };
    }

    const { held, charge } = start;
    const name = charge.gateway as GatewayName;
    try {
      const gateway = this.gateways.get(name);
      const settings = await this.records.settingsFor(ctx, name);
      gateway.admit?.(settings);
      await gateway.cancel(charge.id_externo, settings);
    } catch (error) {
      await this.transactions
        .run(ctx, ({ tx }) => this.operations.finish(account.id, held.id, held.claim, tx.manager))
        .catch(() => undefined);
      return rethrow(error);
    }
    type Finish = { ok: true; result: { message: string; data: Awaited<ReturnType<EntryViews['one']>> } } | { ok: false; status: string };
    let finish: Finish;
    try {
      finish = await this.transactions.run(ctx, async (tctx): Promise<Finish> => {
        const m = tctx.tx.manager;
        await this.records.entryOf(account.id, id, m);
        const operation = await this.operations.findForEntry(account.id, id, m);
        if (!operation || operation.claim !== held.claim) throw inProgress(id, 'cancellation', this.records.retryAfterSeconds);
        await this.operations.finish(account.id, held.id, held.claim, m);
        const fresh = (await this.charges.findById(account.id, charge.id, m))!;
        // A return may have moved the charge (paid it, say) while the gateway was being called.
        if (!canMove(fresh.status, 'cancelada')) return { ok: false, status: fresh.status };
        return { ok: true, result: await this.records.recordCancelled(tctx, id, fresh, actor) };
      });
    } catch (error) {
      // Removed at the gateway, not recorded: the next cancellation finishes it (the gateway says it is gone).
      await this.transactions
        .run(ctx, ({ tx }) => this.operations.expire(account.id, held.id, held.claim, tx.manager))
        .catch(() => undefined);
      throw error;
    }
    if (!finish.ok) throw noOpenCharge(`the charge of entry ${id} is ${finish.status} and can no longer be cancelled`);
    return finish.result;
  }
}
