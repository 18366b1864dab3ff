import { Injectable, Logger } from '@nestjs/common';
import { AccountsService } from '../../accounts/accounts.service';
import { logFields } from '../../common/http/request-context';
import { RequestContext, TxContext } from '../../common/request-context';
import { dateInZone } from '../../common/dates';
import { D, money } from '../../common/decimal';
import { TransactionRunner } from '../../database/transaction';
import { Tx } from '../../common/request-context';
import { ClientsService } from '../clients/clients.service';
import { canMove, movesFrom } from './charge-states';
import { ChargeReturnDto } from './dto/charge.dto';
import { IssueChargeDto } from './dto/charge.dto';
import { FinancialEntry } from './entities/financial-entry.entity';
import { FinancialCharge } from './entities/financial-extras.entity';
import { FinancialError, FinancialErrorCode } from './financial.errors';
import { FinancialChargesRepository } from './financial-charges.repository';
import { FinancialEntriesRepository } from './financial-entries.repository';
import { FinancialGatewayEventsRepository } from './financial-gateway-events.repository';
import { FinancialGatewaySettingsService } from './financial-gateway-settings.service';
import { Actor, Change, FinancialHistoryService } from './financial-history.service';
import { chargeView, FinancialViews, isIssued } from './financial-views';
import { ChargeCustomer, GatewayError, GatewayEvent, GatewayName, GatewaySettings } from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';
import { countGatewayReturn } from '../../metrics/gateway-metrics';

/** A gateway's failure as the API answers it. */
export function gatewayFailure(error: GatewayError): FinancialError {
  const e = (code: string) => [{ code, message: error.message }];
  switch (error.code) {
    case 'unauthorized':
      return new FinancialError('unauthorized', 'The gateway return failed authentication; nothing was changed', e(FinancialErrorCode.GatewayUnauthorized));
    case 'invalid_payload':
      return new FinancialError('bad_request', `Invalid gateway return: ${error.message}`, e(FinancialErrorCode.GatewayInvalidPayload));
    case 'customer_required':
      return new FinancialError('unprocessable', error.message, [{ field: 'id_cliente', code: FinancialErrorCode.GatewayCustomerRequired, message: error.message }]);
    case 'rejected':
      return new FinancialError('unprocessable', `The payment gateway refused the charge: ${error.message}`, e(FinancialErrorCode.GatewayRejected));
    case 'not_configured':
      return new FinancialError('unprocessable', error.message, [{ field: 'gateway', code: FinancialErrorCode.GatewayNotConfigured, message: error.message }]);
    case 'unavailable':
      return new FinancialError('bad_gateway', `The payment gateway did not answer properly; nothing was changed, try again later (${error.message})`, e(FinancialErrorCode.GatewayUnavailable));
    default: {
      const unreachable: never = error.code;
      return unreachable;
    }
  }
}

/** What a return did: applied, a repeat or no change (`ignored` false), or refused by the charge's state machine. */
interface ReturnOutcome {
  message: string;
  data: Awaited<ReturnType<FinancialViews['one']>>;
  ignored: boolean;
  reason: string;
}

const rethrow = (error: unknown): never => {
  throw error instanceof GatewayError ? gatewayFailure(error) : error;
};

/** Charges through payment gateways and the gateways' returns. */
@Injectable()
export class FinancialChargesService {
  private readonly logger = new Logger(FinancialChargesService.name);

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly entries: FinancialEntriesRepository,
    private readonly charges: FinancialChargesRepository,
    private readonly gatewayEvents: FinancialGatewayEventsRepository,
    private readonly history: FinancialHistoryService,
    private readonly views: FinancialViews,
    private readonly settings: FinancialGatewaySettingsService,
    private readonly gateways: PaymentGateways,
    private readonly clients: ClientsService,
    private readonly accounts: AccountsService,
  ) {}

  private async entryOf(accountId: number, id: number): Promise<FinancialEntry> {
    const entry = await this.entries.findById(accountId, id);
    if (!entry) throw FinancialError.notFound(id);
    return entry;
  }

  private async currentCharge(entry: FinancialEntry): Promise<FinancialCharge | null> {
    return entry.idcobranca ? this.charges.findById(entry.account_id, entry.idcobranca) : null;
  }

  /** 409s of a charge request on this entry. */
  private checkChargeable(entry: FinancialEntry, charge: FinancialCharge | null): void {
    if (entry.tipo !== 'receita') {
      throw FinancialError.conflict('Only receivables (tipo receita) can be charged', [
        { field: 'id', code: FinancialErrorCode.NotReceivable, message: `entry ${entry.id} is a despesa` },
      ]);
    }
    if (entry.pago) {
      throw FinancialError.conflict('The entry is already paid', [{ field: 'id', code: FinancialErrorCode.AlreadyPaid, message: `entry ${entry.id} is paid` }]);
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

  async issue(ctx: RequestContext, id: number, dto: IssueChargeDto) {
    const account = ctx.account;
    const entry = await this.entryOf(account.id, id);
    this.checkChargeable(entry, await this.currentCharge(entry));
    const name: GatewayName = dto.gateway ?? (await this.settings.defaultGateway(account.id));
    if (dto.id_externo !== undefined && name !== 'manual') {
      throw FinancialError.invalid([{ field: 'id_externo', code: 'not_applicable', message: 'id_externo applies only to the manual gateway' }]);
    }
    const gateway = this.gateways.get(name);
    const settings = await this.settingsFor(ctx, name);
    let customer: ChargeCustomer | null = null;
    if (entry.id_cliente) {
      const c = await this.clients.get(ctx, entry.id_cliente);
      customer = { id: c.id, nome: c.nome, documento: c.documento ?? null, email: c.email ?? null, telefone: c.telefone ?? null };
    }
    const issued = await gateway
      .issue(
        {
          entryId: entry.id,
          valor: new D(entry.valor).toFixed(2),
          dataVencimento: entry.data_vencimento,
          forma: dto.forma,
          descricao: entry.descricao,
          customer,
          idExterno: dto.id_externo ?? null,
        },
        settings,
      )
      .catch(rethrow);
    const actor = FinancialHistoryService.actorOf(ctx);
    try {
      return await this.transactions.run(ctx, async (tctx) => {
        const { tx } = tctx;
        const m = tx.manager;
        const row = (await this.entries.findByIdForUpdate(account.id, id, m))!;
        this.checkChargeable(row, row.idcobranca ? await this.charges.findById(account.id, row.idcobranca, m) : null);
        const charge = await this.charges.create(
          account.id,
          {
            entry_id: id,
            gateway: name,
            forma: dto.forma,
            status: issued.status,
            id_externo: issued.idExterno,
            link: issued.link,
            linha_digitavel: issued.linhaDigitavel,
            pix_copia_e_cola: issued.pixCopiaECola,
            valor: row.valor,
            data_vencimento: row.data_vencimento,
            created_at: new Date(),
          },
          m,
        );
        await this.entries.updateColumns(account.id, id, { idcobranca: charge.id, datahoraupdate: new Date() }, m);
        await this.history.record(tx, account.id, actor, 'cobranca_emitida', [
          { entryId: id, alteracoes: [{ campo: 'cobranca', de: null, para: chargeView(charge) }] },
        ]);
        const view = await this.notifyUpdated(tctx, id);
        return { message: `Charge ${charge.id} issued through ${name} for financial entry ${id}`, data: view };
      });
    } catch (error) {
      // The gateway issued a charge the database did not record: withdraw it.
      await gateway
        .cancel(issued.idExterno, settings)
        .catch((e: Error) => this.logger.error(`could not cancel ${name} charge ${issued.idExterno}: ${e.message}`, ...logFields(ctx.requestId)));
      throw error;
    }
  }

  async cancel(ctx: RequestContext, id: number) {
    const account = ctx.account;
    const entry = await this.entryOf(account.id, id);
    const charge = await this.currentCharge(entry);
    if (!charge || !isIssued(charge)) {
      throw FinancialError.conflict('The entry has no open charge to cancel', [
        { field: 'id', code: FinancialErrorCode.NoOpenCharge, message: `entry ${id} has no charge pendente or vencida` },
      ]);
    }
    const name = charge.gateway as GatewayName;
    await this.gateways.get(name).cancel(charge.id_externo, await this.settingsFor(ctx, name)).catch(rethrow);
    const actor = FinancialHistoryService.actorOf(ctx);
    return this.transactions.run(ctx, async (tctx) => {
      const { tx } = tctx;
      const m = tx.manager;
      await this.entries.findByIdForUpdate(account.id, id, m);
      const fresh = (await this.charges.findById(account.id, charge.id, m))!;
      // A return may have moved the charge (paid it, say) while the gateway was being called.
      if (!canMove(fresh.status, 'cancelada')) {
        throw FinancialError.conflict('The entry has no open charge to cancel', [
          { field: 'id', code: FinancialErrorCode.NoOpenCharge, message: `the charge of entry ${id} is ${fresh.status} and can no longer be cancelled` },
        ]);
      }
      await this.charges.setStatus(account.id, charge.id, 'cancelada', m);
      await this.entries.updateColumns(account.id, id, { datahoraupdate: new Date() }, m);
      await this.history.record(tx, account.id, actor, 'cobranca_cancelada', [
        { entryId: id, alteracoes: [{ campo: 'cobranca.status', de: fresh.status, para: 'cancelada' }] },
      ]);
      const view = await this.notifyUpdated(tctx, id);
      return { message: `Charge ${charge.id} of financial entry ${id} cancelled`, data: view };
    });
  }

  /**
   * `POST /api/v1/financial/{id}/charge/return` (or the CLI, with its own actor): the return of a
   * manual charge, validated as `ChargeReturnDto`. A return the charge cannot take (it is final,
   * or would move backwards) is recorded in the history as ignored and answers 409 `charge_final`.
   */
  async manualReturn(ctx: RequestContext, id: number, dto: ChargeReturnDto, actor?: Actor) {
    const account = ctx.account;
    const entry = await this.entryOf(account.id, id);
    const charge = await this.currentCharge(entry);
    if (!charge || charge.gateway !== 'manual') {
      throw FinancialError.conflict('The entry has no manual charge', [
        {
          field: 'id',
          code: FinancialErrorCode.NoOpenCharge,
          message: charge ? `the charge of entry ${id} is through ${charge.gateway}: its returns come from the gateway` : `entry ${id} has no charge`,
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
    if (!event) return { message: 'Return ignored: it concerns no charge status', data: await this.viewOf(account.id, account.timezone, id) };
    const outcome = await this.apply(ctx, charge, event, actor ?? FinancialHistoryService.actorOf(ctx));
    if (outcome.ignored) {
      throw FinancialError.conflict(outcome.message, [{ field: 'status', code: FinancialErrorCode.ChargeFinal, message: outcome.reason }]);
    }
    return { message: outcome.message, data: outcome.data };
  }

  /**
   * `POST /api/v1/financial/gateway/{gateway}`: a gateway's webhook, authenticated by the
   * gateway's own means (no API token). A body that names no charge of this service is
   * acknowledged and ignored, so the gateway does not keep retrying it.
   */
  async gatewayReturn(name: string, headers: Record<string, string | string[] | undefined>, body: unknown) {
    const gatewayName = FinancialGatewaySettingsService.gatewayOf(name);
    const gateway = this.gateways.get(gatewayName);
    if (gatewayName === 'manual') {
      throw new FinancialError('not_found', 'Manual charges have no gateway webhook: post their return to /api/v1/financial/{id}/charge/return', [
        { field: 'gateway', code: 'gateway_not_found', message: 'the manual gateway has no webhook' },
      ]);
    }
    const ref = gateway.chargeRefOf(body);
    const charge = ref ? await this.charges.findByGatewayRef(gatewayName, ref) : null;
    if (!charge) {
      // No charge of this service: the token must still be some account's, and the body an event.
      const token = gateway.webhookTokenOf(headers);
      const settings = token === null ? null : await this.settings.withWebhookToken(gatewayName, token);
      try {
        if (!settings) throw new GatewayError('unauthorized', `the return's token matches the ${gatewayName} webhook token of no account`);
        gateway.parseReturn(headers, body, settings);
      } catch (error) {
        return rethrow(error);
      }
      countGatewayReturn(gatewayName, 'ignored');
      return { message: 'Acknowledged: no charge of this service has that reference; nothing changed', data: null };
    }
    let event: GatewayEvent | null;
    try {
      event = gateway.parseReturn(headers, body, await this.settings.resolve(charge.account_id, gatewayName));
    } catch (error) {
      return rethrow(error);
    }
    if (!event) countGatewayReturn(gatewayName, 'ignored');
    if (!event) return { message: 'Acknowledged: the event concerns no charge status; nothing changed', data: null };
    // The return carries no API token: the charge names the account it runs for.
    const ctx = await this.accounts.contextFor(charge.account_id);
    if (!ctx) countGatewayReturn(gatewayName, 'ignored');
    if (!ctx) return { message: 'Acknowledged: the charge\'s account no longer exists; nothing changed', data: null };
    // An ignored event is acknowledged too (200), so that the gateway stops resending it.
    const result = await this.apply(ctx, charge, event, { tokenId: null, nome: `gateway ${gatewayName}` });
    return { message: result.message, data: null };
  }

  /**
   * Applies a return in one transaction with its history record and notification. A return is a
   * repeat, and changes nothing, when its event ID was already seen on this charge (never on
   * another). A return the charge's state machine refuses (`canMove`) changes nothing either and
   * is recorded in the history as `retorno_ignorado`; one with the status the charge already has
   * changes nothing and records nothing.
   */
  private async apply(ctx: RequestContext, charge: FinancialCharge, event: GatewayEvent, actor: Actor): Promise<ReturnOutcome> {
    const { id: accountId, timezone } = ctx.account;
    return this.transactions.run(ctx, async (tctx) => {
      const { tx } = tctx;
      const m = tx.manager;
      const entry = (await this.entries.findByIdForUpdate(accountId, charge.entry_id, m))!;
      const unchanged = async (message: string): Promise<ReturnOutcome> => {
        tx.afterCommit(() => countGatewayReturn(charge.gateway, 'unchanged'));
        return { message, data: await this.viewOf(accountId, timezone, entry.id, tx), ignored: false, reason: '' };
      };
      const fresh = (await this.charges.findById(accountId, charge.id, m))!;
      const refused = fresh.status !== event.status && !canMove(fresh.status, event.status);
      const next = movesFrom(fresh.status);
      const reason = `charge ${charge.id} is ${fresh.status}: ${next.length ? `it can only become ${next.join(' or ')}` : 'that is final'}, not ${event.status}`;
      if (await this.gatewayEvents.seen(accountId, charge.id, event.eventId, m)) {
        tx.afterCommit(() => countGatewayReturn(charge.gateway, 'duplicate'));
        if (refused) return { message: `Return ${event.eventId} was already ignored: ${reason}; nothing changed`, data: await this.viewOf(accountId, timezone, entry.id, tx), ignored: true, reason };
        return unchanged(`Event ${event.eventId} was already applied to charge ${charge.id}; nothing changed`);
      }
      await this.gatewayEvents.create(accountId, { gateway: charge.gateway, event_id: event.eventId, charge_id: charge.id, created_at: new Date() }, m);
      if (fresh.status === event.status) return unchanged(`Event ${event.eventId}: charge ${charge.id} is already ${fresh.status}; nothing changed`);
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
        return { message: `Return ${event.eventId} ignored: ${reason}; nothing changed`, data: await this.viewOf(accountId, timezone, entry.id, tx), ignored: true, reason };
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
      return { message: `Return ${event.eventId} applied: charge ${charge.id} is ${event.status}`, data: view, ignored: false, reason: '' };
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
