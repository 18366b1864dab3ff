import { randomBytes, randomUUID } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from 'typeorm';

import { AccountDirectory } from '../../../accounts/account-directory';
import { dateInZone } from '../../../common/dates';
import { D, money } from '../../../common/decimal';
import { logFields } from '../../../common/http/request-context';
import { RequestContext, TxContext } from '../../../common/request-context';
import { Tx } from '../../../common/request-context';
import type { Env } from '../../../config/env';
import { AccountAdmission } from '../../../database/account-admission';
import { TransactionRunner } from '../../../database/transaction';
import { countGatewayReturn } from '../../../metrics/gateway-metrics';
import { ClientsService } from '../../clients/clients.service';
import { ChargeReturnDto } from '../dto/charge.dto';
import { IssueChargeDto } from '../dto/charge.dto';
import { FinancialCharge } from '../entities/financial-charge.entity';
import { FinancialEntry } from '../entities/financial-entry.entity';
import { chargeView, EntryViews } from '../entries/entry.views';
import { Actor, Change, EntryHistory } from '../entries/entry-history.service';
import { FinancialEntriesRepository } from '../entries/financial-entries.repository';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { canMove, isIssued, movesFrom } from './charge-states.rules';
import { FinancialChargeOperationsRepository } from './financial-charge-operations.repository';
import { FinancialChargesRepository } from './financial-charges.repository';
import { FinancialGatewayEventsRepository } from './financial-gateway-events.repository';
import { GatewaySettingsEditor } from './gateway-settings-editor.service';
import {
  ChargeCustomer,
  GatewayError,
  GatewayEvent,
  GatewayName,
  GatewayPayment,
  GatewaySettings,
  IssuedCharge,
  PaymentGateway,
} from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';

/** A gateway's failure as the API answers it. */
export function gatewayFailure(error: GatewayError): FinancialError {
  const e = (code: string) => [{ code, message: error.message }];
  switch (error.code) {
    case 'unauthorized':
      return new FinancialError(
        'unauthorized',
        'The gateway return failed authentication; nothing was changed',
        e(FinancialErrorCode.GatewayUnauthorized),
      );
    case 'invalid_payload':
      return new FinancialError('bad_request', `Invalid gateway return: ${error.message}`, e(FinancialErrorCode.GatewayInvalidPayload));
    case 'customer_required':
      return new FinancialError('unprocessable', error.message, [
        { field: 'id_cliente', code: FinancialErrorCode.GatewayCustomerRequired, message: error.message },
      ]);
    case 'rejected':
      return new FinancialError(
        'unprocessable',
        `The payment gateway refused the charge: ${error.message}`,
        e(FinancialErrorCode.GatewayRejected),
      );
    case 'not_configured':
      return new FinancialError('unprocessable', error.message, [
        { field: 'gateway', code: FinancialErrorCode.GatewayNotConfigured, message: error.message },
      ]);
    case 'budget_spent':
      return new FinancialError(
        'rate_limited',
        `Nothing was sent to the payment gateway: ${error.message}`,
        [{ field: 'gateway', code: FinancialErrorCode.GatewayBudgetSpent, message: error.message }],
        { 'retry-after': String(error.retryAfterSeconds ?? 60) },
      );
    case 'unavailable':
      return new FinancialError(
        'bad_gateway',
        `The payment gateway did not answer properly; nothing was changed, try again later (${error.message})`,
        e(FinancialErrorCode.GatewayUnavailable),
      );
    default: {
      const unreachable: never = error.code;
      return unreachable;
    }
  }
}

/** What a return did: applied, a repeat or no change (`ignored` false), or refused by the charge's state machine. */
interface ReturnOutcome {
  message: string;
  data: Awaited<ReturnType<EntryViews['one']>>;
  ignored: boolean;
  reason: string;
}

const rethrow = (error: unknown): never => {
  throw error instanceof GatewayError ? gatewayFailure(error) : error;
};

/** Where a request that records an answer (a keyed POST) stores it: in the transaction that records the result. */
export type AnswerSink = (tx: Tx, result: { message: string; data: unknown }) => Promise<void>;

/** The entry's fields a charge is made of, as the gateway got them. */
interface ChargeTerms {
  valor: number;
  data_vencimento: string;
  id_cliente: number | null;
  descricao: string;
}

/** An operation this request holds on an entry (see FinancialChargeOperation). */
interface HeldOperation {
  id: number;
  claim: string;
  referencia: string;
}

/** The newest charge of an entry is recorded by another request now (its claim was taken over): nothing to undo here. */
class ClaimLost extends FinancialError {}

const inProgress = (id: number, what: string, retryAfterSeconds: number) =>
  new FinancialError(
    'conflict',
    `The entry's charge is being ${what === 'cancellation' ? 'cancelled' : 'issued'} by another request`,
    [
      {
        field: 'id',
        code: FinancialErrorCode.ChargeInProgress,
        message: `another request is ${what === 'cancellation' ? 'cancelling' : 'issuing'} the charge of entry ${id}; try again in a moment`,
      },
    ],
    { 'retry-after': String(retryAfterSeconds) },
  );

/** Our reference of a charge at the gateway (Asaas' `externalReference`): the entry ID and a random part. */
const newReference = (entryId: number) => `${entryId}-${randomBytes(9).toString('base64url')}`;

const sameTerms = (a: ChargeTerms, b: FinancialEntry) =>
  money(a.valor) === money(b.valor) && a.data_vencimento === b.data_vencimento && (a.id_cliente ?? null) === (b.id_cliente ?? null);

/**
 * Charges through payment gateways and the gateways' returns.
 *
 * No gateway call happens inside a transaction. A charge through a remote gateway (Asaas) runs
 * in three steps: (1) a short transaction checks the entry and records the operation with our
 * own reference (`financial_charge_operations`; one per entry, held by this request for a
 * while); (2) the gateway is called, outside any transaction, the payment carrying the
 * reference; (3) a transaction records the charge (and a keyed request's answer). When (2) or
 * (3) fails, the payments made under the reference are removed at the gateway; when even that
 * cannot be done (the gateway is down), the operation is left for the next request on the entry,
 * which finds the payment by its reference and reuses it. Cancelling is ordered the same way.
 */
/** How long a request holds an operation on an entry (ms): room for every gateway call of an issue. */
export const chargeOperationLeaseMs = (config: ConfigService<Env, true>): number =>
  8 * config.get('GATEWAY_TIMEOUT_MS', { infer: true }) + 10_000;

@Injectable()
export class ChargeLifecycle {
  private readonly logger = new Logger(ChargeLifecycle.name);
  /** How long a request holds an operation on an entry: room for every gateway call of an issue. */
  private readonly leaseMs: number;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly entries: FinancialEntriesRepository,
    private readonly charges: FinancialChargesRepository,
    private readonly operations: FinancialChargeOperationsRepository,
    private readonly gatewayEvents: FinancialGatewayEventsRepository,
    private readonly history: EntryHistory,
    private readonly views: EntryViews,
    private readonly settings: GatewaySettingsEditor,
    private readonly gateways: PaymentGateways,
    private readonly clients: ClientsService,
    private readonly accounts: AccountDirectory,
    private readonly admission: AccountAdmission,
    config: ConfigService<Env, true>,
  ) {
    this.leaseMs = chargeOperationLeaseMs(config);
  }

  private async entryOf(accountId: number, id: number, manager?: EntityManager): Promise<FinancialEntry> {
    const entry = manager ? await this.entries.findByIdForUpdate(accountId, id, manager) : await this.entries.findById(accountId, id);
    if (!entry) throw FinancialError.notFound(id);
    return entry;
  }

  private async currentCharge(entry: FinancialEntry, manager?: EntityManager): Promise<FinancialCharge | null> {
    return entry.idcobranca ? this.charges.findById(entry.account_id, entry.idcobranca, manager) : null;
  }

  /** 409s of a charge request on this entry. */
  private checkChargeable(entry: FinancialEntry, charge: FinancialCharge | null): void {
    if (entry.tipo !== 'receita') {
      throw FinancialError.conflict('Only receivables (tipo receita) can be charged', [
        { field: 'id', code: FinancialErrorCode.NotReceivable, message: `entry ${entry.id} is a despesa` },
      ]);
    }
    if (entry.pago) {
      throw FinancialError.conflict('The entry is already paid', [
        { field: 'id', code: FinancialErrorCode.AlreadyPaid, message: `entry ${entry.id} is paid` },
      ]);
    }
    if (isIssued(charge)) {
      throw FinancialError.conflict('The entry already has an issued charge: cancel it first', [
        { field: 'id', code: FinancialErrorCode.ChargeIssued, message: `entry ${entry.id} has charge ${charge!.id} (${charge!.status})` },
      ]);
    }
  }

  /** The account's settings of a gateway, for calls made for the context's request (named in the gateway's log lines). */
  private async settingsFor(ctx: RequestContext, name: GatewayName): Promise<GatewaySettings> {
    return { ...(await this.settings.resolve(ctx.account.id, name)), requestId: ctx.requestId };
  }

  private get retryAfterSeconds(): number {
    return Math.ceil(this.leaseMs / 1000);
  }

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
    const seen = await this.entryOf(account.id, id);
    this.checkChargeable(seen, await this.currentCharge(seen));
    const settings = await this.settingsFor(ctx, name);
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
        const row = await this.entryOf(account.id, id, m);
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
            { 'retry-after': String(this.retryAfterSeconds) },
          );
        }
        this.checkChargeable(row, await this.currentCharge(row, m));
        if (!sameTerms(terms, row)) {
          throw FinancialError.conflict('The entry changed while its charge was being issued; nothing was recorded', [
            {
              field: 'id',
              code: FinancialErrorCode.EntryChanged,
              message: `the value, due date or client of entry ${id} changed meanwhile: charge it again`,
            },
          ]);
        }
        const result = await this.recordIssued(tctx, row, name, dto.forma, issued, held.referencia, terms, actor);
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
      const row = await this.entryOf(account.id, id, m);
      this.checkChargeable(row, await this.currentCharge(row, m));
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
      const result = await this.recordIssued(tctx, row, name, dto.forma, issued, null, row, actor);
      await record?.(tx, result);
      return result;
    });
  }

  /** Step (1) of an issue: the entry locked and checked, the operation taken (new, or resumed from a holder that died). */
  private async beginIssue(accountId: number, id: number, gateway: GatewayName, forma: string, m: EntityManager) {
    const row = await this.entryOf(accountId, id, m);
    this.checkChargeable(row, await this.currentCharge(row, m));
    const now = new Date();
    const claim = randomUUID();
    const lockedUntil = new Date(now.getTime() + this.leaseMs);
    const terms: ChargeTerms = {
      valor: row.valor,
      data_vencimento: row.data_vencimento,
      id_cliente: row.id_cliente ?? null,
      descricao: row.descricao,
    };
    const existing = await this.operations.findForEntry(accountId, id, m);
    if (existing) {
      if (existing.locked_until.getTime() > now.getTime())
        throw inProgress(id, existing.operacao === 'cancelamento' ? 'cancellation' : 'charge', this.retryAfterSeconds);
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
        throw inProgress(id, 'charge', this.retryAfterSeconds);
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

  /** Writes an issued charge on its entry, with its history record and notification. */
  private async recordIssued(
    tctx: TxContext,
    row: FinancialEntry,
    name: GatewayName,
    forma: string,
    issued: IssuedCharge,
    referencia: string | null,
    terms: ChargeTerms,
    actor: Actor,
  ) {
    const { tx } = tctx;
    const m = tx.manager;
    const accountId = tctx.account.id;
    const charge = await this.charges.create(
      accountId,
      {
        entry_id: row.id,
        gateway: name,
        forma,
        status: issued.status,
        id_externo: issued.idExterno,
        link: issued.link,
        linha_digitavel: issued.linhaDigitavel,
        pix_copia_e_cola: issued.pixCopiaECola,
        valor: terms.valor,
        data_vencimento: terms.data_vencimento,
        created_at: new Date(),
        referencia,
      },
      m,
    );
    await this.entries.updateColumns(accountId, row.id, { idcobranca: charge.id, datahoraupdate: new Date() }, m);
    await this.history.record(tx, accountId, actor, 'cobranca_emitida', [
      { entryId: row.id, alteracoes: [{ campo: 'cobranca', de: null, para: chargeView(charge) }] },
    ]);
    const view = await this.notifyUpdated(tctx, row.id);
    return { message: `Charge ${charge.id} issued through ${name} for financial entry ${row.id}`, data: view };
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
      await this.entryOf(accountId, entryId, m);
      const op = await this.operations.findForEntry(accountId, entryId, m);
      if (!op || op.operacao !== 'emissao' || !op.referencia) return null;
      if (options.referencia !== undefined && op.referencia !== options.referencia) return null;
      if (!options.force && op.locked_until.getTime() > Date.now()) return null;
      const claim = randomUUID();
      if (!(await this.operations.takeOver(accountId, op, { claim, locked_until: new Date(Date.now() + this.leaseMs) }, m))) return null;
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
      settings = await this.settingsFor(ctx, taken.gateway);
      payments = options.known ?? (await gateway.paymentsUnder(held.referencia, settings));
    } catch (error) {
      await release();
      throw error;
    }
    const paid = payments.find((p) => p.status === 'paga' || p.status === 'estornada') ?? null;
    const open = payments.filter((p) => p.status === 'pendente' || p.status === 'vencida');
    const candidate = paid ?? open[0] ?? null;
    let recorded: FinancialCharge | null;
    try {
      // Every other open payment under the reference goes first: at most one stays.
      for (const p of open) if (p !== candidate) await gateway.cancel(p.idExterno, settings);
      const actor: Actor = { tokenId: null, nome: `gateway ${taken.gateway}` };
      recorded = await this.transactions.run(ctx, async (tctx) => {
        const m = tctx.tx.manager;
        const row = await this.entryOf(accountId, entryId, m);
        const op = await this.operations.findForEntry(accountId, entryId, m);
        if (!op || op.claim !== held.claim) return null;
        let charge: FinancialCharge | null = null;
        if (candidate) {
          charge = await this.charges.findByGatewayRef(accountId, taken.gateway, candidate.idExterno, m);
          const fits = () => {
            try {
              this.checkChargeable(row, null);
            } catch {
              return false;
            }
            return (
              candidate.valor !== null && money(candidate.valor) === money(row.valor) && candidate.dataVencimento === row.data_vencimento
            );
          };
          const current = await this.currentCharge(row, m);
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
            await this.recordIssued(tctx, row, taken.gateway, forma, issued, held.referencia, terms, actor);
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
      await this.apply(
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
      const row = await this.entryOf(account.id, id, m);
      const charge = await this.currentCharge(row, m);
      const now = new Date();
      const existing = await this.operations.findForEntry(account.id, id, m);
      if (existing && existing.locked_until.getTime() > now.getTime()) {
        throw inProgress(id, existing.operacao === 'cancelamento' ? 'cancellation' : 'charge', this.retryAfterSeconds);
      }
      const claim = randomUUID();
      const lockedUntil = new Date(now.getTime() + this.leaseMs);
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
        return { kind: 'done', result: await this.recordCancelled(tctx, id, charge, actor) };
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
          throw inProgress(id, 'cancellation', this.retryAfterSeconds);
        return { kind: 'cancel', held: { id: existing.id, claim, referencia: '' }, charge };
      }
      const created = await this.operations.create(account.id, { entry_id: id, ...values, created_at: now }, m);
      return { kind: 'cancel', held: { id: created.id, claim, referencia: '' }, charge };
    });
    if (start.kind === 'done') return start.result;

    if (start.kind === 'withdraw') {
      const gateway = this.gateways.get(start.gateway);
      const settings = await this.settingsFor(ctx, start.gateway);
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
        data: await this.viewOf(account.id, account.timezone, id),
      };
    }

    const { held, charge } = start;
    const name = charge.gateway as GatewayName;
    try {
      const gateway = this.gateways.get(name);
      const settings = await this.settingsFor(ctx, name);
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
        await this.entryOf(account.id, id, m);
        const operation = await this.operations.findForEntry(account.id, id, m);
        if (!operation || operation.claim !== held.claim) throw inProgress(id, 'cancellation', this.retryAfterSeconds);
        await this.operations.finish(account.id, held.id, held.claim, m);
        const fresh = (await this.charges.findById(account.id, charge.id, m))!;
        // A return may have moved the charge (paid it, say) while the gateway was being called.
        if (!canMove(fresh.status, 'cancelada')) return { ok: false, status: fresh.status };
        return { ok: true, result: await this.recordCancelled(tctx, id, fresh, actor) };
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

  private async recordCancelled(tctx: TxContext, id: number, charge: FinancialCharge, actor: Actor) {
    const { tx } = tctx;
    const m = tx.manager;
    const accountId = tctx.account.id;
    await this.charges.setStatus(accountId, charge.id, 'cancelada', m);
    await this.entries.updateColumns(accountId, id, { datahoraupdate: new Date() }, m);
    await this.history.record(tx, accountId, actor, 'cobranca_cancelada', [
      { entryId: id, alteracoes: [{ campo: 'cobranca.status', de: charge.status, para: 'cancelada' }] },
    ]);
    const view = await this.notifyUpdated(tctx, id);
    return { message: `Charge ${charge.id} of financial entry ${id} cancelled`, data: view };
  }

  /**
   * `POST /api/v1/financial/{id}/charge/return` (or the CLI, with its own actor): the return of a
   * manual charge, validated as `ChargeReturnDto`. A return the charge cannot take (it is final,
   * or would move backwards) is recorded in the history as ignored and answers 409 `charge_final`.
   */
  async manualReturn(ctx: RequestContext, id: number, dto: ChargeReturnDto, actor?: Actor, record?: AnswerSink) {
    const account = ctx.account;
    const entry = await this.entryOf(account.id, id);
    const charge = await this.currentCharge(entry);
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
      return { message: 'Return ignored: it concerns no charge status', data: await this.viewOf(account.id, account.timezone, id) };
    // The ignored return's history record commits with `apply`'s own transaction, before the 409.
    const outcome = await this.apply(ctx, charge, event, actor ?? EntryHistory.actorOf(ctx), record);
    if (outcome.ignored) {
      throw FinancialError.conflict(outcome.message, [{ field: 'status', code: FinancialErrorCode.ChargeFinal, message: outcome.reason }]);
    }
    return { message: outcome.message, data: outcome.data };
  }

  /**
   * `POST /api/v1/financial/gateway/{gateway}/{chave}`: a gateway's webhook, at the return URL of
   * one account (the route key names it; no API token). Its token is compared with that
   * account's token only, before the body is read. A body that names no charge of the account is
   * acknowledged and ignored, so the gateway does not keep retrying it. Without a key (the
   * shared URL of earlier versions) nothing is read: 404 `return_url_moved`, whatever the token.
   */
  async gatewayReturn(name: string, key: string | undefined, headers: Record<string, string | string[] | undefined>, body: unknown) {
    const gatewayName = GatewaySettingsEditor.gatewayOf(name);
    if (gatewayName === 'manual') {
      throw new FinancialError(
        'not_found',
        'Manual charges have no gateway webhook: post their return to /api/v1/financial/{id}/charge/return',
        [{ field: 'gateway', code: 'gateway_not_found', message: 'the manual gateway has no webhook' }],
      );
    }
    if (key === undefined) {
      throw new FinancialError(
        'not_found',
        'Each account has its own return URL: see url_retorno in GET /api/v1/financial/gateways/asaas and configure it at the gateway',
        [
          {
            field: 'gateway',
            code: FinancialErrorCode.ReturnUrlMoved,
            message: 'this shared return URL is retired; returns go to the url_retorno of the account',
          },
        ],
      );
    }
    const owner = await this.settings.byReturnKey(gatewayName, key);
    if (!owner) {
      throw new FinancialError('not_found', 'Return URL not found', [
        { field: 'chave', code: FinancialErrorCode.ReturnUrlNotFound, message: 'no return URL has this key' },
      ]);
    }
    // From here the return acts for the account: it takes one of its database slots, as its requests do.
    return this.admission.run(owner.accountId, async () => {
      const gateway = this.gateways.get(gatewayName);
      let event: GatewayEvent | null;
      try {
        // The account's token only: a token of another account is as wrong as a made-up one.
        event = gateway.parseReturn(headers, body, owner.settings);
      } catch (error) {
        return rethrow(error);
      }
      if (!event) countGatewayReturn(gatewayName, 'ignored');
      if (!event) return { message: 'Acknowledged: the event concerns no charge status; nothing changed', data: null };
      let charge = await this.charges.findByGatewayRef(owner.accountId, gatewayName, event.idExterno);
      if (!charge) charge = await this.resolveFromReturn(owner.accountId, gatewayName, event);
      if (!charge) countGatewayReturn(gatewayName, 'ignored');
      if (!charge) return { message: 'Acknowledged: no charge of this account has that reference; nothing changed', data: null };
      const ctx = await this.accounts.contextFor(owner.accountId);
      if (!ctx) countGatewayReturn(gatewayName, 'ignored');
      if (!ctx) return { message: "Acknowledged: the charge's account no longer exists; nothing changed", data: null };
      // An ignored event is acknowledged too (200), so that the gateway stops resending it.
      const result = await this.apply(ctx, charge, event, { tokenId: null, nome: `gateway ${gatewayName}` });
      return { message: result.message, data: null };
    });
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
  private async resolveFromReturn(accountId: number, gatewayName: GatewayName, event: GatewayEvent): Promise<FinancialCharge | null> {
    const payment = event.payment;
    if (!payment?.reference || event.status === 'cancelada') return null;
    const operation = await this.operations.findByReference(accountId, payment.reference);
    if (!operation || operation.gateway !== gatewayName) return null;
    const ctx = await this.accounts.contextFor(accountId);
    if (!ctx) return null;
    const settled = event.status === 'paga' || event.status === 'estornada';
    const known: GatewayPayment = { ...payment, status: settled ? event.status : payment.status };
    return (
      (await this.resolveInterrupted(ctx, operation.entry_id, { known: [known], force: settled, referencia: payment.reference })) ?? null
    );
  }

  /**
   * Applies a return in one transaction with its history record and notification. A return is a
   * repeat, and changes nothing, when its event ID was already seen on this charge (never on
   * another). A return the charge's state machine refuses (`canMove`) changes nothing either and
   * is recorded in the history as `retorno_ignorado`; one with the status the charge already has
   * changes nothing and records nothing.
   */
  private async apply(
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
        const data = await this.viewOf(accountId, timezone, entry.id, tx);
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
            data: await this.viewOf(accountId, timezone, entry.id, tx),
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
          data: await this.viewOf(accountId, timezone, entry.id, tx),
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
      const view = await this.notifyUpdated(tctx, entry.id);
      tx.afterCommit(() => countGatewayReturn(charge.gateway, 'applied'));
      const message = `Return ${event.eventId} applied: charge ${charge.id} is ${event.status}`;
      await record?.(tx, { message, data: view });
      return { message, data: view, ignored: false, reason: '' };
    });
  }

  private async viewOf(accountId: number, timezone: string, id: number, tx?: Tx) {
    const row = (await this.entries.findById(accountId, id, tx?.manager))!;
    return this.views.one(accountId, timezone, dateInZone(new Date(), timezone), row, tx?.manager);
  }

  /** Records `financial_entry_updated` with the entry after the change and returns its view. */
  private async notifyUpdated(tctx: TxContext, id: number) {
    const view = await this.viewOf(tctx.account.id, tctx.account.timezone, id, tctx.tx);
    const { parcelas: _p, ...entry } = view;
    tctx.emit('financial_entry_updated', [entry]);
    return view;
  }
}
