import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from 'typeorm';

import { dateInZone } from '../../../common/dates';
import { RequestContext, Tx, TxContext } from '../../../common/request-context';
import type { Env } from '../../../config/env';
import { FinancialCharge } from '../entities/financial-charge.entity';
import { FinancialEntry } from '../entities/financial-entry.entity';
import { chargeView, EntryViews } from '../entries/entry.views';
import { Actor, EntryHistory } from '../entries/entry-history.service';
import { FinancialEntriesRepository } from '../entries/financial-entries.repository';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { chargeOperationLeaseMs, ChargeTerms } from './charge-common';
import { isIssued } from './charge-states.rules';
import { FinancialChargesRepository } from './financial-charges.repository';
import { GatewaySettingsEditor } from './gateway-settings-editor.service';
import { GatewayName, GatewaySettings, IssuedCharge } from './gateways/payment-gateway';

/**
 * What every phase of a charge shares: the entry and its charge read (locked inside a
 * transaction), the checks of a charge request, the account's gateway settings, and the writes
 * that record an issued or cancelled charge with its history record and notification.
 */
@Injectable()
export class ChargeRecords {
  /** How long a request holds an operation on an entry: room for every gateway call of an issue. */
  readonly leaseMs: number;

  constructor(
    private readonly entries: FinancialEntriesRepository,
    private readonly charges: FinancialChargesRepository,
    private readonly history: EntryHistory,
    private readonly views: EntryViews,
    private readonly settings: GatewaySettingsEditor,
    config: ConfigService<Env, true>,
  ) {
    this.leaseMs = chargeOperationLeaseMs(config);
  }

  async entryOf(accountId: number, id: number, manager?: EntityManager): Promise<FinancialEntry> {
    const entry = manager ? await this.entries.findByIdForUpdate(accountId, id, manager) : await this.entries.findById(accountId, id);
    if (!entry) throw FinancialError.notFound(id);
    return entry;
  }

  async currentCharge(entry: FinancialEntry, manager?: EntityManager): Promise<FinancialCharge | null> {
    return entry.idcobranca ? this.charges.findById(entry.account_id, entry.idcobranca, manager) : null;
  }

  /** 409s of a charge request on this entry. */
  checkChargeable(entry: FinancialEntry, charge: FinancialCharge | null): void {
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
  async settingsFor(ctx: RequestContext, name: GatewayName): Promise<GatewaySettings> {
    return { ...(await this.settings.resolve(ctx.account.id, name)), requestId: ctx.requestId };
  }

  get retryAfterSeconds(): number {
    return Math.ceil(this.leaseMs / 1000);
  }

  /** Writes an issued charge on its entry, with its history record and notification. */
  async recordIssued(
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

  /** Writes a charge as cancelled on its entry, with its history record and notification. */
  async recordCancelled(tctx: TxContext, id: number, charge: FinancialCharge, actor: Actor) {
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

  async viewOf(accountId: number, timezone: string, id: number, tx?: Tx) {
    const row = (await this.entries.findById(accountId, id, tx?.manager))!;
    return this.views.one(accountId, timezone, dateInZone(new Date(), timezone), row, tx?.manager);
  }

  /** Records `financial_entry_updated` with the entry after the change and returns its view. */
  async notifyUpdated(tctx: TxContext, id: number) {
    const view = await this.viewOf(tctx.account.id, tctx.account.timezone, id, tctx.tx);
    const { parcelas: _p, ...entry } = view;
    tctx.emit('financial_entry_updated', [entry]);
    return view;
  }
}
