import { Injectable } from '@nestjs/common';

import { isIsoDate, MAX_DATE } from '../../../common/br-validators';
import { dateInZone } from '../../../common/dates';
import { D, money } from '../../../common/decimal';
import { Problems } from '../../../common/errors';
import { RequestContext } from '../../../common/request-context';
import { TransactionRunner } from '../../../database/transaction';
import { CreateEntryDto } from '../dto/entry-input.dto';
import { FinancialEntry } from '../entities/financial-entry.entity';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { FinancialReferences } from '../financial-references';
import { cardRequired, monthlyDueDate, planDueDates, rateioProblems, splitInstallments } from './entries.rules';
import { EntryViews } from './entry.views';
import { EntryHistory } from './entry-history.service';
import { FinancialApportionmentsRepository } from './financial-apportionments.repository';
import { FinancialEntriesRepository } from './financial-entries.repository';

/** Fields recorded in the history of a create (`de` null). */
const CREATE_FIELDS = ['tipo', 'descricao', 'valor', 'data_vencimento', 'datapagamento', 'pago', 'forma_pagamento'] as const;

/** `POST /api/v1/financial`: one entry, or the installments of a plan. */
@Injectable()
export class EntryWriter {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly entries: FinancialEntriesRepository,
    private readonly apportionments: FinancialApportionmentsRepository,
    private readonly history: EntryHistory,
    private readonly references: FinancialReferences,
    private readonly views: EntryViews,
  ) {}

  async create(ctx: RequestContext, dto: CreateEntryDto) {
    const account = ctx.account;
    const bad = new Problems();
    const forma = dto.forma_pagamento ?? 'boleto';
    if (forma === 'cartao_credito' && (dto.idcartao === undefined || dto.idcartao === null)) bad.list.push(cardRequired());
    rateioProblems(dto.rateio, bad);
    const n = dto.parcelas ?? 1;
    if (n > 1 && new D(dto.valor).times(100).lessThan(n)) {
      bad.add('valor', FinancialErrorCode.OutOfRange, `valor ${dto.valor} cannot be split into ${n} installments of at least 0.01`);
    }
    // Every installment's due date must be a date the column holds, not only the first one.
    const lastDue = n > 1 ? monthlyDueDate(dto.data_vencimento, n - 1) : dto.data_vencimento;
    if (!isIsoDate(lastDue)) {
      bad.add(
        'parcelas',
        FinancialErrorCode.OutOfRange,
        `the last of ${n} monthly installments from ${dto.data_vencimento} would fall due after ${MAX_DATE}`,
      );
    }
    bad.throwIfAny('bad_request', 'Validation failed');
    const actor = EntryHistory.actorOf(ctx);

    return this.transactions.run(ctx, async (tctx) => {
      const { tx } = tctx;
      const m = tx.manager;
      const problems = new Problems();
      await this.references.check(tctx, dto, problems);
      if (!problems.empty) throw FinancialError.unknownReferences(problems.list);

      const today = dateInZone(new Date(), account.timezone);
      const now = new Date();
      const valores = n > 1 ? splitInstallments(dto.valor, n) : [money(dto.valor)];
      const dues = n > 1 ? planDueDates(dto.data_vencimento, n) : [dto.data_vencimento];
      const pago = dto.pago ?? false;
      const rows: Omit<FinancialEntry, 'id' | 'account_id'>[] = valores.map((valor, i) => ({
        tipo: dto.tipo,
        descricao: dto.descricao,
        valor,
        data_vencimento: dues[i],
        datapagamento: dto.datapagamento ?? (pago ? today : null),
        pago,
        valorpago: null,
        forma_pagamento: forma,
        idcartao: dto.idcartao ?? null,
        idevento: dto.idevento ?? null,
        id_cliente: dto.id_cliente ?? null,
        id_categoria: dto.id_categoria ?? null,
        observacoes: dto.observacoes ?? null,
        idparcelamento: null,
        numeroparcela: n > 1 ? i + 1 : null,
        totalparcelas: n > 1 ? n : null,
        datacompetencia: dto.datacompetencia ?? dues[i],
        juros: money(dto.juros ?? 0),
        multa: money(dto.multa ?? 0),
        desconto: money(dto.desconto ?? 0),
        idcobranca: null,
        datacadastro: today,
        datahoraupdate: now,
      }));
      const ids = await this.entries.insertMany(account.id, rows, m);
      if (n > 1) await this.entries.setPlan(account.id, ids, ids[0], m);
      if (dto.rateio?.length) for (const id of ids) await this.apportionments.replace(account.id, id, dto.rateio, m);
      const created = await this.entries.findByIds(account.id, ids, m);
      created.sort((a, b) => a.id - b.id);
      await this.history.record(
        tx,
        account.id,
        actor,
        'criacao',
        created.map((e) => ({
          entryId: e.id,
          alteracoes: CREATE_FIELDS.map((campo) => ({ campo, de: null, para: campo === 'valor' ? Number(e.valor) : (e[campo] ?? null) })),
        })),
      );
      const views = await this.views.list(account.id, account.timezone, today, created, m);
      tctx.emit('financial_entry_created', views);
      return {
        message: n > 1 ? `Installment plan ${ids[0]} created with ${n} entries` : `Financial entry ${ids[0]} created`,
        data: views,
      };
    });
  }
}
