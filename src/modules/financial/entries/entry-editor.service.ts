import { Injectable } from '@nestjs/common';

import { dateInZone } from '../../../common/dates';
import { money } from '../../../common/decimal';
import { Problems } from '../../../common/errors';
import { checkPreconditions } from '../../../common/http/etag';
import { RequestContext } from '../../../common/request-context';
import { TransactionRunner } from '../../../database/transaction';
import { isIssued } from '../charges/charge-states.rules';
import { Escopo, UpdateEntryDto } from '../dto/entry-input.dto';
import { FinancialCharge } from '../entities/financial-charge.entity';
import { FinancialEntry } from '../entities/financial-entry.entity';
import { BlockingError, FinancialError, FinancialErrorCode } from '../financial.errors';
import { FinancialReferences } from '../financial-references';
import { cardRequired, rateioProblems } from './entries.rules';
import { ApportionmentPart, EntryViews } from './entry.views';
import { Change, EntryHistory } from './entry-history.service';
import { FinancialApportionmentsRepository } from './financial-apportionments.repository';
import { FinancialEntriesRepository } from './financial-entries.repository';

/** Rule 1: dates change only on the entry addressed by the ID. */
const DATE_FIELDS = ['data_vencimento', 'datapagamento', 'datacompetencia'] as const;
/** Fields that propagate to the installments the scope covers (unpaid ones). */
const PROPAGATED_FIELDS = [
  'tipo',
  'descricao',
  'valor',
  'pago',
  'forma_pagamento',
  'idcartao',
  'idevento',
  'id_cliente',
  'id_categoria',
  'observacoes',
  'juros',
  'multa',
  'desconto',
] as const;
const MONEY_FIELDS = new Set(['valor', 'juros', 'multa', 'desconto']);
/** Rule 3: the fields that make up an issued charge. */
const CHARGE_FIELDS = ['valor', 'data_vencimento', 'forma_pagamento', 'id_cliente', 'tipo'];
/** Rule 6: the fields an apportionment depends on. */
const APPORTIONED_FIELDS = ['valor', 'idevento'];

type Column = (typeof DATE_FIELDS)[number] | (typeof PROPAGATED_FIELDS)[number];
type RateioValue = { id_centro_custo: number; percentual: number }[];

const sameRateio = (a: RateioValue, b: RateioValue) =>
  a.length === b.length && a.every((p, i) => p.id_centro_custo === b[i].id_centro_custo && money(p.percentual) === money(b[i].percentual));

const comparable = (campo: string, v: unknown) => (v === undefined ? null : MONEY_FIELDS.has(campo) && v !== null ? money(v as number) : v);

/** A planned change of one entry. */
interface Plan {
  row: FinancialEntry;
  columns: Partial<FinancialEntry>;
  rateio: RateioValue | null;
  changes: Change[];
}

/** `PUT /api/v1/financial/{id}`: the scoped update and rules 1–7. */
@Injectable()
export class EntryEditor {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly entries: FinancialEntriesRepository,
    private readonly apportionments: FinancialApportionmentsRepository,
    private readonly history: EntryHistory,
    private readonly references: FinancialReferences,
    private readonly views: EntryViews,
  ) {}

  async update(ctx: RequestContext, id: number, dto: UpdateEntryDto) {
    const account = ctx.account;
    const { escopo: sentScope, ...fields } = dto;
    const sentFields = Object.keys(fields).filter((k) => (fields as Record<string, unknown>)[k] !== undefined);
    if (sentFields.length === 0) {
      throw FinancialError.invalid([{ code: 'empty_update', message: 'Send at least one field to change' }]);
    }
    // datapagamento alone also moves data_vencimento to the same date.
    if (sentFields.length === 1 && sentFields[0] === 'datapagamento' && typeof fields.datapagamento === 'string') {
      fields.data_vencimento = fields.datapagamento;
    }
    const bad = new Problems();
    rateioProblems(fields.rateio, bad);
    bad.throwIfAny('bad_request', 'Validation failed');
    const actor = EntryHistory.actorOf(ctx);

    return this.transactions.run(ctx, async (tctx) => {
      const { tx } = tctx;
      const m = tx.manager;
      const found = await this.entries.findById(account.id, id, m);
      if (!found) throw FinancialError.notFound(id);
      const locked = await this.entries.lockForUpdate(account.id, found, m);
      await checkPreconditions(tctx, `financial entry ${id}`, async () =>
        this.views.one(
          account.id,
          account.timezone,
          dateInZone(new Date(), account.timezone),
          (await this.entries.findById(account.id, id, m))!,
          m,
        ),
      );
      const self = locked.find((r) => r.id === id)!;
      const escopo: Escopo = self.idparcelamento ? (sentScope ?? 'este') : 'este';
      const inScope =
        escopo === 'todos'
          ? locked
          : escopo === 'proximos'
            ? locked.filter((r) => (r.numeroparcela ?? 0) >= (self.numeroparcela ?? 0))
            : [self];
      // Non-date fields propagate to the installments the scope covers, skipping those already paid.
      const targets = inScope.filter((r) => r.id === self.id || !r.pago);

      const today = dateInZone(new Date(), account.timezone);
      const ctx = await this.views.context(account.id, account.timezone, today, targets, m);
      const plans = targets.map((row) => this.plan(row, row.id === self.id, fields, ctx.rateio.get(row.id) ?? [], today));

      // 400: a credit card payment needs its card, on every entry it reaches.
      const card = new Problems();
      for (const p of plans) {
        const forma = p.columns.forma_pagamento ?? p.row.forma_pagamento;
        const idcartao = 'idcartao' in p.columns ? p.columns.idcartao : p.row.idcartao;
        if (forma === 'cartao_credito' && !idcartao && ('forma_pagamento' in p.columns || 'idcartao' in p.columns)) {
          card.list.push(cardRequired(`idcartao is required: entry ${p.row.id} would be paid by cartao_credito without a card`));
        }
      }
      if (!card.empty) throw FinancialError.invalid(card.list);

      const refs = new Problems();
      await this.references.check(tctx, fields, refs);
      if (!refs.empty) throw FinancialError.unknownReferences(refs.list);

      const blocking = this.blocking(plans, fields.pago !== undefined, ctx.charges, ctx.rateio);
      if (blocking.length > 0) {
        const codes = new Set(blocking.map((b) => b.code));
        const message =
          codes.size > 1
            ? 'The update reaches entries with an issued charge and apportioned entries; nothing was changed'
            : codes.has(FinancialErrorCode.ChargeIssued)
              ? 'The update reaches entries with an issued charge; nothing was changed'
              : 'The update changes valor or idevento of apportioned entries; nothing was changed';
        throw FinancialError.conflict(message, blocking);
      }

      const changed = plans.filter((p) => p.changes.length > 0);
      if (changed.length === 0) {
        return {
          message: `Financial entry ${id}: nothing to change`,
          data: await this.views.one(account.id, account.timezone, today, self, m),
        };
      }
      const now = new Date();
      await this.entries.updateMany(
        account.id,
        changed.map((p) => ({ id: p.row.id, values: { ...p.columns, datahoraupdate: now } })),
        m,
      );
      for (const p of changed) if (p.rateio) await this.apportionments.replace(account.id, p.row.id, p.rateio, m);
      await this.history.record(
        tx,
        account.id,
        actor,
        'alteracao',
        changed.map((p) => ({ entryId: p.row.id, alteracoes: p.changes })),
        escopo,
      );
      const after = await this.entries.findByIds(
        account.id,
        changed.map((p) => p.row.id),
        m,
      );
      after.sort((a, b) => a.id - b.id);
      tctx.emit('financial_entry_updated', await this.views.list(account.id, account.timezone, today, after, m));
      const fresh = (await this.entries.findById(account.id, id, m))!;
      return {
        message: `Financial entry ${id} updated${changed.length > 1 || changed[0].row.id !== id ? ` (${changed.length} entries changed)` : ''}`,
        data: await this.views.one(account.id, account.timezone, today, fresh, m),
      };
    });
  }

  /** The columns and history changes an update makes on one entry (only real differences). */
  private plan(
    row: FinancialEntry,
    addressed: boolean,
    fields: Omit<UpdateEntryDto, 'escopo'>,
    rateio: ApportionmentPart[],
    today: string,
  ): Plan {
    const wanted: Partial<Record<Column, unknown>> = {};
    const source = fields as Record<string, unknown>;
    for (const f of PROPAGATED_FIELDS) if (source[f] !== undefined) wanted[f] = source[f];
    if (addressed) for (const f of DATE_FIELDS) if (source[f] !== undefined) wanted[f] = source[f];
    // `pago: true` without a payment date sets it to today on the entry addressed; the other
    // installments of the scope keep a (planned) payment date they have, today only where none.
    // `pago: false` leaves it as it is.
    if (wanted.pago === true && !row.pago) {
      if (addressed ? fields.datapagamento === undefined : !row.datapagamento) wanted.datapagamento = today;
    }

    const columns: Record<string, unknown> = {};
    const changes: Change[] = [];
    for (const [campo, value] of Object.entries(wanted)) {
      const before = comparable(campo, (row as unknown as Record<string, unknown>)[campo]);
      const after = comparable(campo, value);
      if (before === after || (campo === 'pago' && Boolean(before) === Boolean(after))) continue;
      columns[campo] = value;
      changes.push({ campo, de: campo === 'pago' ? Boolean(before) : before, para: after });
    }
    let newRateio: RateioValue | null = null;
    if (fields.rateio !== undefined) {
      const current = rateio.map((p) => ({ id_centro_custo: p.id_centro_custo, percentual: Number(p.percentual) }));
      const next = fields.rateio.map((p) => ({ id_centro_custo: p.id_centro_custo, percentual: p.percentual }));
      if (!sameRateio(current, next)) {
        newRateio = next;
        changes.push({ campo: 'rateio', de: current, para: next });
      }
    }
    return { row, columns: columns as Partial<FinancialEntry>, rateio: newRateio, changes };
  }

  /** Rules 3, 4 and 6: every installment of the scope that blocks the update. */
  private blocking(
    plans: Plan[],
    pagoSent: boolean,
    charges: Map<number, FinancialCharge>,
    rateio: Map<number, ApportionmentPart[]>,
  ): BlockingError[] {
    const out: BlockingError[] = [];
    for (const p of plans) {
      const { row } = p;
      const changedFields = p.changes.map((c) => c.campo);
      const label = row.numeroparcela ? `installment ${row.numeroparcela} (entry ${row.id})` : `entry ${row.id}`;
      const issued = isIssued(row.idcobranca ? charges.get(row.idcobranca) : undefined);
      const chargeFields = changedFields.filter((f) => CHARGE_FIELDS.includes(f));
      if (issued && (pagoSent || chargeFields.length > 0)) {
        // An issued charge's fields and its entry's `pago` belong to the gateway: 409 charge_issued.
        const field = chargeFields[0] ?? 'pago';
        out.push({
          field,
          code: FinancialErrorCode.ChargeIssued,
          message:
            pagoSent && chargeFields.length === 0
              ? `${label} has an issued charge: pago comes only from the payment gateway's return`
              : `${label} has an issued charge: ${chargeFields.join(', ')} cannot change while it is open (cancel the charge first)`,
          id: row.id,
          numeroparcela: row.numeroparcela ?? null,
        });
      }
      const apportionedFields = changedFields.filter((f) => APPORTIONED_FIELDS.includes(f));
      if ((rateio.get(row.id)?.length ?? 0) > 0 && apportionedFields.length > 0) {
        // An apportioned entry keeps its valor and idevento: 409 apportioned.
        out.push({
          field: apportionedFields[0],
          code: FinancialErrorCode.Apportioned,
          message: `${label} is apportioned: ${apportionedFields.join(', ')} cannot change (remove its rateio first)`,
          id: row.id,
          numeroparcela: row.numeroparcela ?? null,
        });
      }
    }
    return out;
  }
}
