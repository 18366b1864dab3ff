import { randomUUID } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';

import { D } from '../../../common/decimal';
import { logFields } from '../../../common/http/request-context';
import { RequestContext } from '../../../common/request-context';
import { TransactionRunner } from '../../../database/transaction';
import { ClientsService } from '../../clients/clients.service';
import { IssueChargeDto } from '../dto/charge.dto';
import { FinancialCharge } from '../entities/financial-charge.entity';
import { EntryHistory } from '../entries/entry-history.service';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { AnswerSink, ChargeTerms, ClaimLost, HeldOperation, inProgress, newReference, rethrow, sameTerms } from './charge-common';
import { ChargeRecords } from './charge-records.service';
import { FinancialChargeOperationsRepository } from './financial-charge-operations.repository';
import { FinancialChargesRepository } from './financial-charges.repository';
import { GatewaySettingsEditor } from './gateway-settings-editor.service';
import { ChargeCustomer, GatewayError, GatewayName, GatewaySettings, IssuedCharge, PaymentGateway } from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';

/**
 * Issuing a charge. No gateway call happens inside a transaction. A charge through a remote
 * gateway (Asaas) runs in three steps: (1) a short transaction checks the entry and records the
 * operation with our own reference (`financial_charge_operations`; one per entry, held by this
 * request for a while); (2) the gateway is called, outside any transaction, the payment carrying
 * the reference; (3) a transaction records the charge (and a keyed request's answer). When (2) or
 * (3) fails, the payments made under the reference are removed at the gateway; when even that
 * cannot be done (the gateway is down), the operation is left for the next request on the entry
 * (or the resolver, `ChargeRecovery`), which finds the payment by its reference and reuses it.
 */
@Injectable()
export class ChargeIssuing {
  private readonly logger = new Logger(ChargeIssuing.name);

  constructor(
    private readonly records: ChargeRecords,
    private readonly transactions: TransactionRunner,
    private readonly charges: FinancialChargesRepository,
    private readonly operations: FinancialChargeOperationsRepository,
    private readonly settings: GatewaySettingsEditor,
    private readonly gateways: PaymentGateways,
    private readonly clients: ClientsService,
  ) {}

  /**
   * `POST /api/v1/financial/{id}/charge`. `record` stores a keyed request's answer in the
   * transaction that records the charge.
   */
  async issue(ctx: RequestContext, id: number, dto: IssueChargeDto, record?: AnswerSink) {
    const account = ctx.account;
    const name: GatewayName = dto.gateway ?? (await this.settings.defaultGateway(account.id));
    if (dto.id_externo !== undefined && name !== 'manual') {
      throw FinancialError.invalid([
        { field: 'id_externo', code: 'not_applicable', message: 'id_externo applies only to the manual gateway' },
      ]);
    }
    const gateway = this.gateways.get(name);
    if (!gateway.remote) return this.issueInProcess(ctx, id, dto, name, record);

    // Friendly answers before anything is written (checked again under the lock).
    const seen = await this.records.entryOf(account.id, id);
    this.records.checkChargeable(seen, await this.records.currentCharge(seen));
    const settings = await this.records.settingsFor(ctx, name);
    try {
      gateway.admit?.(settings);
    } catch (error) {
      return rethrow(error);
    }

    // (1) The operation, with our reference, in a short transaction.
    const { held, terms, resume } = await this.transactions.run(ctx, ({ tx }) =>
      this.beginIssue(account.id, id, name, dto.forma, tx.manager),
    );
    let customer: ChargeCustomer | null = null;
    // (2) The gateway, outside any transaction.
    let issued: IssuedCharge;
    try {
      if (terms.id_cliente) {
        const c = await this.clients.get(ctx, terms.id_cliente);
        customer = {
          accountId: account.id,
          id: c.id,
          nome: c.nome,
          documento: c.documento ?? null,
          email: c.email ?? null,
          telefone: c.telefone ?? null,
        };
      }
      issued = await gateway.issue(
        {
          entryId: id,
          reference: held.referencia,
          resume,
          valor: new D(terms.valor).toFixed(2),
          dataVencimento: terms.data_vencimento,
          forma: dto.forma,
          descricao: terms.descricao,
          customer,
          idExterno: null,
        },
        settings,
      );
    } catch (error) {
      const code = error instanceof GatewayError ? error.code : null;
      // Refused before any payment was made (no client, no key, no budget): nothing to look for at the gateway.
      await this.undoIssue(
        ctx,
        gateway,
        settings,
        held,
        code !== 'customer_required' && code !== 'not_configured' && code !== 'budget_spent',
      );
      return rethrow(error);
    }
    // (3) The charge, recorded.
    const actor = EntryHistory.actorOf(ctx);
    try {
      return await this.transactions.run(ctx, async (tctx) => {
        const { tx } = tctx;
        const m = tx.manager;
        const row = await this.records.entryOf(account.id, id, m);
        const operation = await this.operations.findForEntry(account.id, id, m);
        if (!operation || operation.claim !== held.claim) {
          throw new ClaimLost(
            'conflict',
            'Another request took over the charge of this entry',
            [
              {
                field: 'id',
                code: FinancialErrorCode.ChargeInProgress,
                message: `the charge of entry ${id} is being recorded by another request; see the entry`,
              },
            ],
            // Not a final answer: a keyed request's key is freed, and the entry read again shortly.
            { 'retry-after': String(this.records.retryAfterSeconds) },
          );
        }
        this.records.checkChargeable(row, await this.records.currentCharge(row, m));
        if (!sameTerms(terms, row)) {
          throw FinancialError.conflict('The entry changed while its charge was being issued; nothing was recorded', [
            {
              field: 'id',
              code: FinancialErrorCode.EntryChanged,
              message: `the value, due date or client of entry ${id} changed meanwhile: charge it again`,
            },
          ]);
        }
        const result = await this.records.recordIssued(tctx, row, name, dto.forma, issued, held.referencia, terms, actor);
        await this.operations.finish(account.id, held.id, held.claim, m);
        await record?.(tx, result);
        return result;
      });
    } catch (error) {
      if (error instanceof ClaimLost) await this.undoSuperseded(ctx, gateway, settings, held, issued.idExterno);
      else await this.undoUnrecorded(ctx, gateway, settings, held, issued.idExterno);
      throw error;
    }
  }

  /** A gateway that calls no one (`manual`): checked and recorded in one transaction. */
  private issueInProcess(ctx: RequestContext, id: number, dto: IssueChargeDto, name: GatewayName, record?: AnswerSink) {
    const account = ctx.account;
    const actor = EntryHistory.actorOf(ctx);
    return this.transactions.run(ctx, async (tctx) => {
      const { tx } = tctx;
      const m = tx.manager;
      const row = await this.records.entryOf(account.id, id, m);
      this.records.checkChargeable(row, await this.records.currentCharge(row, m));
      const operation = await this.operations.findForEntry(account.id, id, m);
      if (operation) {
        throw FinancialError.conflict('A charge of this entry through a gateway was interrupted', [
          {
            field: 'id',
            code: FinancialErrorCode.ChargeInProgress,
            message: `entry ${id} has a charge through ${operation.gateway} in progress or interrupted: charge it through ${operation.gateway} again to finish it, or cancel it (DELETE /api/v1/financial/${id}/charge)`,
          },
        ]);
      }
      const issued = await this.gateways.get(name).issue(
        {
          entryId: id,
          valor: new D(row.valor).toFixed(2),
          dataVencimento: row.data_vencimento,
          forma: dto.forma,
          descricao: row.descricao,
          customer: null,
          idExterno: dto.id_externo ?? null,
        },
        {},
      );
      const result = await this.records.recordIssued(tctx, row, name, dto.forma, issued, null, row, actor);
      await record?.(tx, result);
      return result;
    });
  }

  /** Step (1) of an issue: the entry locked and checked, the operation taken (new, or resumed from a holder that died). */
  private async beginIssue(accountId: number, id: number, gateway: GatewayName, forma: string, m: EntityManager) {
    const row = await this.records.entryOf(accountId, id, m);
    this.records.checkChargeable(row, await this.records.currentCharge(row, m));
    const now = new Date();
    const claim = randomUUID();
    const lockedUntil = new Date(now.getTime() + this.records.leaseMs);
    const terms: ChargeTerms = {
      valor: row.valor,
      data_vencimento: row.data_vencimento,
      id_cliente: row.id_cliente ?? null,
      descricao: row.descricao,
    };
    const existing = await this.operations.findForEntry(accountId, id, m);
    if (existing) {
      if (existing.locked_until.getTime() > now.getTime())
        throw inProgress(id, existing.operacao === 'cancelamento' ? 'cancellation' : 'charge', this.records.retryAfterSeconds);
      // Its holder is gone: resume it. A payment made under its reference is found and reused.
      const resume = existing.operacao === 'emissao' && existing.referencia !== null && existing.gateway === gateway;
      const referencia = resume ? existing.referencia! : newReference(id);
      if (
        !(await this.operations.takeOver(
          accountId,
          existing,
          { operacao: 'emissao', gateway, forma, referencia, charge_id: null, claim, locked_until: lockedUntil },
          m,
        ))
      ) {
        throw inProgress(id, 'charge', this.records.retryAfterSeconds);
      }
      if (!resume && existing.operacao === 'emissao' && existing.referencia) {
        this.logger.warn(
          `an interrupted charge of entry ${id} through ${existing.gateway} (reference ${existing.referencia}) was replaced by one through ${gateway}`,
        );
      }
      return { held: { id: existing.id, claim, referencia }, terms, resume };
    }
    const created = await this.operations.create(
      accountId,
      {
        entry_id: id,
        operacao: 'emissao',
        gateway,
        forma,
        referencia: newReference(id),
        charge_id: null,
        claim,
        locked_until: lockedUntil,
        created_at: now,
      },
      m,
    );
    return { held: { id: created.id, claim, referencia: created.referencia! }, terms, resume: false };
  }

  /**
   * Step (2) failed: remove what the gateway may have made under the reference (`lookUp`), then
   * the operation. When the gateway cannot be reached for that, the operation is left, its time
   * ended, for the next request on the entry to resume (reusing the payment) or cancel.
   */
  private async undoIssue(
    ctx: RequestContext,
    gateway: PaymentGateway,
    settings: GatewaySettings,
    held: HeldOperation,
    lookUp: boolean,
  ): Promise<void> {
    const accountId = ctx.account.id;
    try {
      if (lookUp) await gateway.withdraw(held.referencia, settings);
      await this.transactions.run(ctx, ({ tx }) => this.operations.finish(accountId, held.id, held.claim, tx.manager));
    } catch (error) {
      this.logger.warn(
        `the charge under reference ${held.referencia} could not be undone (${(error as Error).message}); the next charge request on its entry resumes it`,
        ...logFields(ctx.requestId),
      );
      await this.transactions
        .run(ctx, ({ tx }) => this.operations.expire(accountId, held.id, held.claim, tx.manager))
        .catch(() => undefined);
    }
  }

  /**
   * Step (3) failed after the gateway made payment `idExterno` (a failed commit, the database
   * busy, the entry paid or changed meanwhile): unless the charge was recorded after all, the
   * payment is removed at the gateway, so that no payment the service does not record stays open.
   */
  private async undoUnrecorded(
    ctx: RequestContext,
    gateway: PaymentGateway,
    settings: GatewaySettings,
    held: HeldOperation,
    idExterno: string,
  ): Promise<void> {
    let recorded: FinancialCharge | null;
    try {
      recorded = await this.charges.findByReference(ctx.account.id, held.referencia);
    } catch (error) {
      // Whether the charge committed is not known: nothing is removed; the operation is left, its
      // time ended, for the resolver (or the next request on the entry), which looks it up again.
      this.logger.warn(
        `whether charge ${idExterno} (reference ${held.referencia}) was recorded could not be read (${(error as Error).message}); left for the resolver`,
        ...logFields(ctx.requestId),
      );
      await this.transactions
        .run(ctx, ({ tx }) => this.operations.expire(ctx.account.id, held.id, held.claim, tx.manager))
        .catch(() => undefined);
      return;
    }
    if (recorded && recorded.id_externo === idExterno) return;
    this.logger.warn(
      `charge ${idExterno} (reference ${held.referencia}) was not recorded: removing it at ${gateway.name}`,
      ...logFields(ctx.requestId),
    );
    await this.undoIssue(ctx, gateway, settings, held, true);
  }

  /**
   * Step (3) found the operation taken over by another request (this one's time ran out): when
   * that one already recorded a different payment under the reference, this request's own
   * payment is removed by its ID; otherwise the new holder finds it by the reference and reuses it.
   */
  private async undoSuperseded(
    ctx: RequestContext,
    gateway: PaymentGateway,
    settings: GatewaySettings,
    held: HeldOperation,
    idExterno: string,
  ): Promise<void> {
    try {
      const recorded = await this.charges.findByReference(ctx.account.id, held.referencia);
      if (!recorded || recorded.id_externo === idExterno) return;
      this.logger.warn(
        `payment ${idExterno} (reference ${held.referencia}) lost to payment ${recorded.id_externo}, recorded meanwhile: removing it`,
        ...logFields(ctx.requestId),
      );
      await gateway.cancel(idExterno, settings);
    } catch (error) {
      this.logger.warn(
        `payment ${idExterno} (reference ${held.referencia}) could not be checked or removed (${(error as Error).message})`,
        ...logFields(ctx.requestId),
      );
    }
  }
}
