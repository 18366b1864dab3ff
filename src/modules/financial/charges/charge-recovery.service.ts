import { randomUUID } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';

import { AccountDirectory } from '../../../accounts/account-directory';
import { money } from '../../../common/decimal';
import { RequestContext } from '../../../common/request-context';
import { TransactionRunner } from '../../../database/transaction';
import { FinancialCharge } from '../entities/financial-charge.entity';
import { Actor } from '../entries/entry-history.service';
import { ChargeTerms, HeldOperation } from './charge-common';
import { ChargeRecords } from './charge-records.service';
import { ChargeReturns } from './charge-returns.service';
import { isIssued, isIssuedStatus, isSettledStatus } from './charge-states.rules';
import { FinancialChargeOperationsRepository } from './financial-charge-operations.repository';
import { FinancialChargesRepository } from './financial-charges.repository';
import { GatewayEvent, GatewayName, GatewayPayment, GatewaySettings, IssuedCharge } from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';

/**
 * Interrupted charges: an issue whose request died, or whose record and undo both failed, leaves
 * its operation on the entry. The next request on the entry, a gateway's return naming a payment
 * made under its reference, or the resolver's periodic run (`resolveExpired`) resolves it with
 * what the gateway holds under the reference.
 */
@Injectable()
export class ChargeRecovery {
  private readonly logger = new Logger(ChargeRecovery.name);

  constructor(
    private readonly records: ChargeRecords,
    private readonly returns: ChargeReturns,
    private readonly transactions: TransactionRunner,
    private readonly charges: FinancialChargesRepository,
    private readonly operations: FinancialChargeOperationsRepository,
    private readonly gateways: PaymentGateways,
    private readonly accounts: AccountDirectory,
  ) {}

  /**
   * Resolves the account's interrupted charge of entry `entryId` (its holder gone, or its record
   * and undo both failed): the payments made under its reference (`known`, else listed at the
   * gateway outside any transaction) are matched with the entry. A paid one is recorded as the
   * entry's charge and its payment applied (the payer paid: the entry is paid); an open one with
   * the entry's terms, on an entry still chargeable, is recorded as the entry's charge (friendlier
   * than removing a payment the payer may be paying now); any other open one is removed. The
   * operation is then cleared. `force` takes over an operation whose holder's time has not run out
   * (a paid payment is the truth, whatever the holder is doing). Returns the charge recorded, null
   * when nothing was, undefined when the operation was not there to take.
   */
  async resolveInterrupted(
    ctx: RequestContext,
    entryId: number,
    options: { known?: GatewayPayment[]; force?: boolean; referencia?: string } = {},
  ): Promise<FinancialCharge | null | undefined> {
    const accountId = ctx.account.id;
    const taken = await this.transactions.run(ctx, async ({ tx }) => {
      const m = tx.manager;
      await this.records.entryOf(accountId, entryId, m);
      const op = await this.operations.findForEntry(accountId, entryId, m);
      if (!op || op.operacao !== 'emissao' || !op.referencia) return null;
      if (options.referencia !== undefined && op.referencia !== options.referencia) return null;
      if (!options.force && op.locked_until.getTime() > Date.now()) return null;
      const claim = randomUUID();
      if (!(await this.operations.takeOver(accountId, op, { claim, locked_until: new Date(Date.now() + this.records.leaseMs) }, m)))
        return null;
      return {
        held: { id: op.id, claim, referencia: op.referencia } as HeldOperation,
        gateway: op.gateway as GatewayName,
        forma: op.forma ?? 'boleto',
      };
    });
    if (!taken) return undefined;
    const { held, forma } = taken;
    const gateway = this.gateways.get(taken.gateway);
    const release = () =>
      this.transactions.run(ctx, ({ tx }) => this.operations.expire(accountId, held.id, held.claim, tx.manager)).catch(() => undefined);
    let settings: GatewaySettings;
    let payments: GatewayPayment[];
    try {
      settings = await this.records.settingsFor(ctx, taken.gateway);
      payments = options.known ?? (await gateway.paymentsUnder(held.referencia, settings));
    } catch (error) {
      await release();
      throw error;
    }
    const paid = payments.find((p) => isSettledStatus(p.status)) ?? null;
    const open = payments.filter((p) => isIssuedStatus(p.status));
    const candidate = paid ?? open[0] ?? null;
    let recorded: FinancialCharge | null;
    try {
      // Every other open payment under the reference goes first: at most one stays.
      for (const p of open) if (p !== candidate) await gateway.cancel(p.idExterno, settings);
      const actor: Actor = { tokenId: null, nome: `gateway ${taken.gateway}` };
      recorded = await this.transactions.run(ctx, async (tctx) => {
        const m = tctx.tx.manager;
        const row = await this.records.entryOf(accountId, entryId, m);
        const op = await this.operations.findForEntry(accountId, entryId, m);
        if (!op || op.claim !== held.claim) return null;
        let charge: FinancialCharge | null = null;
        if (candidate) {
          charge = await this.charges.findByGatewayRef(accountId, taken.gateway, candidate.idExterno, m);
          const fits = () => {
            try {
              this.records.checkChargeable(row, null);
            } catch {
              return false;
            }
            return (
              candidate.valor !== null && money(candidate.valor) === money(row.valor) && candidate.dataVencimento === row.data_vencimento
            );
          };
          const current = await this.records.currentCharge(row, m);
          if (!charge && (candidate === paid || (!isIssued(current) && fits()))) {
            const terms: ChargeTerms = {
              valor: candidate.valor !== null ? Number(candidate.valor) : row.valor,
              data_vencimento: candidate.dataVencimento ?? row.data_vencimento,
              id_cliente: row.id_cliente ?? null,
              descricao: row.descricao,
            };
            const issued: IssuedCharge = {
              idExterno: candidate.idExterno,
              status: candidate.status === 'vencida' ? 'vencida' : 'pendente',
              link: candidate.link,
              linhaDigitavel: null,
              pixCopiaECola: null,
            };
            if (isIssued(current))
              this.logger.warn(
                `entry ${entryId} has charge ${current!.id} open and payment ${candidate.idExterno} paid under reference ${held.referencia}`,
              );
            await this.records.recordIssued(tctx, row, taken.gateway, forma, issued, held.referencia, terms, actor);
            charge = await this.charges.findByGatewayRef(accountId, taken.gateway, candidate.idExterno, m);
          }
        }
        if (charge) await this.operations.finish(accountId, held.id, held.claim, m);
        return charge;
      });
      if (!recorded) {
        // Nothing fit the entry (or nothing was made): what is open under the reference is removed.
        if (candidate && candidate !== paid) await gateway.withdraw(held.referencia, settings);
        await this.transactions.run(ctx, ({ tx }) => this.operations.finish(accountId, held.id, held.claim, tx.manager));
        this.logger.log(`the interrupted charge of entry ${entryId} (reference ${held.referencia}) was resolved: nothing recorded`);
        return null;
      }
    } catch (error) {
      await release();
      throw error;
    }
    this.logger.log(
      `the interrupted charge of entry ${entryId} (reference ${held.referencia}) was resolved: charge ${recorded.id} (payment ${recorded.id_externo})`,
    );
    if (paid && recorded.id_externo === paid.idExterno && recorded.status !== paid.status && !options.known) {
      // Listed at the gateway, not sent as a return: its payment applied as a return would be.
      await this.returns.apply(
        ctx,
        recorded,
        {
          eventId: `resolucao-${paid.idExterno}-${paid.status}`,
          idExterno: paid.idExterno,
          status: paid.status!,
          valorPago: paid.valor,
          dataPagamento: paid.dataPagamento,
          raw: null,
        },
        { tokenId: null, nome: `gateway ${taken.gateway}` },
      );
    }
    return recorded;
  }

  /**
   * The resolver's run: every interrupted charge of any account whose holder's time ran out is
   * resolved (`resolveInterrupted`), up to `limit`; one that fails (the gateway down) is left
   * for the next run. Returns how many were resolved.
   */
  async resolveExpired(limit = 100): Promise<number> {
    let resolved = 0;
    for (const op of await this.operations.expired(new Date(), limit)) {
      const ctx = await this.accounts.contextFor(op.account_id);
      if (!ctx) continue;
      try {
        if ((await this.resolveInterrupted(ctx, op.entry_id)) !== undefined) resolved += 1;
      } catch (error) {
        this.logger.warn(
          `the interrupted charge of entry ${op.entry_id} (account ${op.account_id}) could not be resolved now: ${(error as Error).message}`,
        );
      }
    }
    return resolved;
  }

  /**
   * A return naming a payment the service has not recorded, made under the reference of one of
   * the account's interrupted charges (its record and undo failed, or its process died): the
   * operation is resolved with that payment, recorded as the entry's charge, and the return is
   * then applied to it. A paid (or refunded) payment is resolved at once, even while a request
   * still holds the operation; any other return only once the holder's time ran out.
   */
  async resolveFromReturn(accountId: number, gatewayName: GatewayName, event: GatewayEvent): Promise<FinancialCharge | null> {
    const payment = event.payment;
    if (!payment?.reference || event.status === 'cancelada') return null;
    const operation = await this.operations.findByReference(accountId, payment.reference);
    if (!operation || operation.gateway !== gatewayName) return null;
    const ctx = await this.accounts.contextFor(accountId);
    if (!ctx) return null;
    const settled = isSettledStatus(event.status);
    const known: GatewayPayment = { ...payment, status: settled ? event.status : payment.status };
    return (
      (await this.resolveInterrupted(ctx, operation.entry_id, { known: [known], force: settled, referencia: payment.reference })) ?? null
    );
  }
}
