import { Injectable } from '@nestjs/common';
import { RequestContext } from '../../../common/request-context';
import { dateInZone } from '../../../common/dates';
import { isIsoDate, MAX_DATE } from '../../../common/br-validators';
import { D, money } from '../../../common/decimal';
import { FieldError, Problems } from '../../../common/errors';
import { listOptions, listPage } from '../../../common/list-page';
import { TransactionRunner } from '../../../database/transaction';
import { CreateEntryDto, RateioPartDto } from '../dto/entry-input.dto';
import { ListEntriesQuery } from '../dto/list-entries.query';
import { FinancialEntry } from '../entities/financial-entry.entity';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { monthlyDueDate, percentagesComplete, planDueDates, splitInstallments } from './entries.rules';
import { FinancialEntriesRepository, OverviewFilter, OverviewSums } from './financial-entries.repository';
import { FinancialApportionmentsRepository } from './financial-apportionments.repository';
import { FinancialEntryTotalsRepository } from './financial-entry-totals.repository';
import { FinancialHistoryService } from './entry-history.service';
import { FinancialReferences } from '../financial-references';
import { FinancialViews } from './entry.views';

/** Fields recorded in the history of a create (`de` null). */
const CREATE_FIELDS = ['tipo', 'descricao', 'valor', 'data_vencimento', 'datapagamento', 'pago', 'forma_pagamento'] as const;

/** 400s of a `rateio`: percentages adding to exactly 100, each cost centre once. */
export function rateioProblems(rateio: RateioPartDto[] | undefined, problems: Problems): void {
  if (!rateio || rateio.length === 0) return;
  if (!percentagesComplete(rateio.map((p) => p.percentual))) {
    const sum = rateio.reduce((s, p) => s.plus(p.percentual), new D(0));
    problems.add('rateio', FinancialErrorCode.RateioIncomplete, `the percentages of rateio add up to ${sum.toString()}, not 100`);
  }
  const seen = new Set<number>();
  rateio.forEach((p, i) => {
    if (seen.has(p.id_centro_custo)) {
      problems.add(`rateio[${i}].id_centro_custo`, FinancialErrorCode.RateioDuplicate, `cost centre ${p.id_centro_custo} appears more than once`);
    }
    seen.add(p.id_centro_custo);
  });
}

/** Rule 5: `idcartao` is required when the payment mode is credit card. */
export const cardRequired = (message = 'idcartao is required when forma_pagamento is cartao_credito'): FieldError => ({
  field: 'idcartao',
  code: FinancialErrorCode.CardRequired,
  message,
});

const SORT_COLUMNS = (today: string): Record<string, string> => ({
  id: 'fe.id',
  data_vencimento: 'fe.data_vencimento',
  datapagamento: 'fe.datapagamento',
  datacompetencia: 'fe.datacompetencia',
  datacadastro: 'fe.datacadastro',
  valor: 'fe.valor',
  descricao: 'fe.descricao',
  numeroparcela: 'fe.numeroparcela',
  datahoraupdate: 'fe.datahoraupdate',
  tipo: 'fe.tipo',
  // `today` is a YYYY-MM-DD we computed (never user input): safe to inline in the expression.
  status: `CASE WHEN fe.pago = 1 THEN 'pago' WHEN fe.data_vencimento < '${today}' THEN 'vencido' ELSE 'aberto' END`,
});

export interface Totais {
  a_receber: number;
  recebido: number;
  vencido_receber: number;
  a_pagar: number;
  pago: number;
  vencido_pagar: number;
  saldo: number;
}

/** `totais` of the overview from its sums (none over no entries). */
export function totaisOf(sums: OverviewSums): Totais {
  const d = (value: unknown) => new D(value === null || value === undefined ? 0 : String(value));
  const [recebido, pago] = [d(sums.recebido), d(sums.pago)];
  return {
    a_receber: money(d(sums.a_receber)),
    recebido: money(recebido),
    vencido_receber: money(d(sums.vencido_receber)),
    a_pagar: money(d(sums.a_pagar)),
    pago: money(pago),
    vencido_pagar: money(d(sums.vencido_pagar)),
    saldo: money(recebido.minus(pago)),
  };
}

/** Create, view and the overview of financial entries. */
@Injectable()
export class FinancialEntriesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly entries: FinancialEntriesRepository,
    private readonly apportionments: FinancialApportionmentsRepository,
    private readonly history: FinancialHistoryService,
    private readonly references: FinancialReferences,
    private readonly views: FinancialViews,
    private readonly totals: FinancialEntryTotalsRepository,
  ) {}

  /**
   * Rebuilds the account's overview totals from its entries, in one transaction (an operator's
   * repair after entries were written outside the service); the number of entries counted.
   */
  async rebuildTotals(ctx: RequestContext): Promise<number> {
    return this.transactions.run(ctx, ({ tx }) => this.totals.rebuild(ctx.account.id, tx.manager));
  }

  async view(ctx: RequestContext, id: number) {
    const account = ctx.account;
    const row = await this.entries.findById(account.id, id);
    if (!row) throw FinancialError.notFound(id);
    return this.views.one(account.id, account.timezone, dateInZone(new Date(), account.timezone), row);
  }

  async list(ctx: RequestContext, q: ListEntriesQuery) {
    const account = ctx.account;
    const bad = new Problems();
    if (q.vencimento_inicio && q.vencimento_fim && q.vencimento_inicio > q.vencimento_fim) {
      bad.add('vencimento_fim', FinancialErrorCode.InvalidPeriod, 'vencimento_fim must not be before vencimento_inicio');
    }
    if (q.pagamento_inicio && q.pagamento_fim && q.pagamento_inicio > q.pagamento_fim) {
      bad.add('pagamento_fim', FinancialErrorCode.InvalidPeriod, 'pagamento_fim must not be before pagamento_inicio');
    }
    bad.throwIfAny('bad_request', 'Validation failed');
    const today = dateInZone(new Date(), account.timezone);
    // The filters on the entries: equalities (`column = value`) and bounds of ranges (a status's
    // due dates from today, the query's own due and payment dates).
    const filters: OverviewFilter[] = [];
    const equal = (column: string, value: string | number) => filters.push({ column, value });
    const range = (column: string, op: '<' | '>=' | '<=', value: string) => filters.push({ column, op, value });
    if (q.tipo) equal('tipo', q.tipo);
    if (q.pago !== undefined) equal('pago', q.pago ? 1 : 0);
    if (q.status === 'pago') equal('pago', 1);
    if (q.status === 'vencido' || q.status === 'aberto') equal('pago', 0);
    if (q.status === 'vencido') range('data_vencimento', '<', today);
    if (q.status === 'aberto') range('data_vencimento', '>=', today);
    if (q.idevento !== undefined) equal('idevento', q.idevento);
    if (q.id_cliente !== undefined) equal('id_cliente', q.id_cliente);
    if (q.id_categoria !== undefined) equal('id_categoria', q.id_categoria);
    if (q.forma_pagamento) equal('forma_pagamento', q.forma_pagamento);
    if (q.idparcelamento !== undefined) equal('idparcelamento', q.idparcelamento);
    if (q.vencimento_inicio) range('data_vencimento', '>=', q.vencimento_inicio);
    if (q.vencimento_fim) range('data_vencimento', '<=', q.vencimento_fim);
    if (q.pagamento_inicio) range('datapagamento', '>=', q.pagamento_inicio);
    if (q.pagamento_fim) range('datapagamento', '<=', q.pagamento_fim);
    const matching = this.entries.overview(account.id, filters);
    // `totais` and `total_data`: one pass of conditional sums over the filtered entries, exact
    // whatever the filters.
    const sums = await matching.sums(today);
    const page = await listPage(matching.source(sums.quantidade), listOptions(q, SORT_COLUMNS(today)));
    const data = await this.views.list(account.id, account.timezone, today, page.data);
    return { data, pagination: page.pagination, totais: totaisOf(sums) };
  }

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
      bad.add('parcelas', FinancialErrorCode.OutOfRange, `the last of ${n} monthly installments from ${dto.data_vencimento} would fall due after ${MAX_DATE}`);
    }
    bad.throwIfAny('bad_request', 'Validation failed');
    const actor = FinancialHistoryService.actorOf(ctx);

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
