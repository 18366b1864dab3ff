import { Injectable } from '@nestjs/common';

import { dateInZone } from '../../../common/dates';
import { Problems } from '../../../common/errors';
import { listOptions, listPage } from '../../../common/list-page';
import { RequestContext } from '../../../common/request-context';
import { ListEntriesQuery } from '../dto/list-entries.query';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { totaisOf } from './entries.rules';
import { EntryViews } from './entry.views';
import { FinancialEntriesRepository, OverviewFilter } from './financial-entries.repository';

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

/** The overview of financial entries and the view of one entry. */
@Injectable()
export class EntryQuery {
  constructor(
    private readonly entries: FinancialEntriesRepository,
    private readonly views: EntryViews,
  ) {}

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
}
