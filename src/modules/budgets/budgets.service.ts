import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { dateInZone } from '../../common/dates';
import { MAX_MONEY, money, moneyFits, quantity } from '../../common/decimal';
import { Problems } from '../../common/errors';
import { paginate } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import { Tx, TransactionRunner } from '../../database/transaction';
import { EquipmentRepository, ProductRepository } from '../catalogue/catalogue.repository';
import { ClientRepository } from '../clients/clients.repository';
import { EventRepository } from '../events/events.repository';
import { assignOrdem } from '../orders/order-items.logic';
import { toBudgetItemView } from './budget-items.reader';
import { BudgetLine, budgetLineTotal, budgetTotal } from './budget-totals';
import { BudgetItemsRepository, BudgetProposalsRepository, BudgetsRepository } from './budgets.repository';
import { BudgetError } from './budgets.errors';
import { BudgetItemInputDto, CreateBudgetDto, ListBudgetsQuery, UpdateBudgetDto } from './dto/budget.dto';
import { Budget, BudgetItem } from './entities/budget.entity';

const MAX_ITEMS = 500;
/** The largest value of the DECIMAL(12,2) columns. */

const BUDGET_SORT_COLUMNS: Record<string, string> = {
  id: 'b.id',
  datacadastro: 'b.datacadastro',
  status: 'b.status',
  valorinicial: 'b.valorinicial',
  id_cliente: 'b.id_cliente',
  idevento: 'b.idevento',
  lastFollowUp: 'b.lastFollowUp',
};

type CatalogueRow = { nome: string; valor: number; medida: string | null };

@Injectable()
export class BudgetsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly budgets: BudgetsRepository,
    private readonly proposals: BudgetProposalsRepository,
    private readonly items: BudgetItemsRepository,
    private readonly events: EventRepository,
    private readonly clients: ClientRepository,
    private readonly products: ProductRepository,
    private readonly equipment: EquipmentRepository,
  ) {}

  /** The list row of a budget. */
  private summary(b: Budget) {
    return {
      id: b.id,
      id_cliente: b.id_cliente ?? null,
      idevento: b.idevento ?? null,
      status: b.status,
      token: b.token,
      valorinicial: Number(b.valorinicial),
      lastFollowUp: b.lastFollowUp ?? null,
      observacoes: b.observacoes ?? null,
      datacadastro: b.datacadastro,
      proposta: `${b.id}-${b.proposta_atual}`,
    };
  }

  /** The view: the summary with the proposals, the current proposal's items and their total. */
  private async fullView(accountId: number, id: number, tx?: Tx) {
    const m = tx?.manager;
    const budget = await this.budgets.findById(accountId, id, m);
    if (!budget) throw BudgetError.notFound(id);
    const proposals = await this.proposals.ofBudget(accountId, id, m);
    const current = proposals.find((p) => p.sequencia === budget.proposta_atual);
    const items = current ? await this.items.ofProposal(accountId, current.id, m) : [];
    return {
      ...this.summary(budget),
      valortotal: budgetTotal(items.map((i) => ({ ...i, valor: Number(i.valor) }))),
      propostas: proposals.map((p) => ({ proposta: `${id}-${p.sequencia}`, datacadastro: p.datacadastro })),
      itens: items.map(toBudgetItemView),
    };
  }

  async list(ctx: RequestContext, q: ListBudgetsQuery) {
    if (q.data_inicio && q.data_fim && q.data_inicio > q.data_fim) {
      throw new BudgetError('bad_request', 'Validation failed', [{ field: 'data_fim', code: 'invalid_period', message: 'data_fim must not be before data_inicio' }]);
    }
    const qb = this.budgets.query(ctx.account.id);
    if (q.id_cliente !== undefined) qb.andWhere('b.id_cliente = :c', { c: q.id_cliente });
    if (q.idevento !== undefined) qb.andWhere('b.idevento = :e', { e: q.idevento });
    if (q.status !== undefined) qb.andWhere('b.status = :s', { s: q.status });
    if (q.data_inicio) qb.andWhere('b.datacadastro >= :di', { di: q.data_inicio });
    if (q.data_fim) qb.andWhere('b.datacadastro <= :df', { df: q.data_fim });
    const page = await paginate(qb, q, BUDGET_SORT_COLUMNS);
    return { data: page.data.map((b) => this.summary(b)), pagination: page.pagination };
  }

  view(ctx: RequestContext, id: number) {
    return this.fullView(ctx.account.id, id);
  }

  async create(ctx: RequestContext, dto: CreateBudgetDto) {
    const itens = dto.itens ?? [];
    this.checkShape(itens);
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const m = tx.manager;
      const problems = new Problems();
      const event = dto.idevento !== undefined ? await this.events.findById(account.id, dto.idevento, m) : null;
      if (dto.idevento !== undefined && !event) problems.add('idevento', 'not_found', `event ${dto.idevento} does not exist`);
      if (dto.id_cliente !== undefined && !(await this.clients.existingIds(account.id, [dto.id_cliente], m)).has(dto.id_cliente)) {
        problems.add('id_cliente', 'not_found', `client ${dto.id_cliente} does not exist`);
      }
      const catalogue = await this.catalogue(account.id, itens, problems, tx);
      this.checkTotals(itens, catalogue);
      problems.throwIfAny();

      const today = dateInZone(new Date(), account.timezone);
      const budget = await this.budgets.create(
        account.id,
        {
          id_cliente: dto.id_cliente ?? event?.id_cliente ?? null,
          idevento: event?.id ?? null,
          token: randomBytes(24).toString('base64url'),
          status: 'ABERTO',
          valorinicial: 0,
          lastFollowUp: dto.lastFollowUp ?? null,
          observacoes: dto.observacoes ?? null,
          proposta_atual: 1,
          datacadastro: today,
        },
        m,
      );
      const proposal = await this.proposals.create(account.id, { idorcamento: budget.id, sequencia: 1, datacadastro: today }, m);
      const rows = this.buildItems(account.id, budget, proposal.id, itens, catalogue, 0, today);
      await this.items.insertMany(rows, m);
      await this.budgets.update(account.id, budget.id, { valorinicial: budgetTotal(rows as BudgetItem[]) }, m);
      const view = await this.fullView(account.id, budget.id, tx);
      c.emit('budget_created', [view]);
      return {
        status: 'success',
        message: `Budget ${budget.id} created with proposal ${budget.id}-1 and ${rows.length} ${rows.length === 1 ? 'item' : 'items'}`,
        data: { ...view, id: budget.id, token: budget.token, proposta: `${budget.id}-1` },
      };
    });
  }

  async update(ctx: RequestContext, id: number, dto: UpdateBudgetDto) {
    if (dto.itens) this.checkShape(dto.itens);
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const m = tx.manager;
      const budget = await this.budgets.findByIdForUpdate(account.id, id, m);
      if (!budget) throw BudgetError.notFound(id);
      const problems = new Problems();
      const event = dto.idevento ? await this.events.findById(account.id, dto.idevento, m) : null;
      if (dto.idevento && !event) problems.add('idevento', 'not_found', `event ${dto.idevento} does not exist`);
      if (dto.id_cliente !== undefined && !(await this.clients.existingIds(account.id, [dto.id_cliente], m)).has(dto.id_cliente)) {
        problems.add('id_cliente', 'not_found', `client ${dto.id_cliente} does not exist`);
      }
      const catalogue = dto.itens ? await this.catalogue(account.id, dto.itens, problems, tx) : new Map<string, CatalogueRow>();
      if (dto.itens) this.checkTotals(dto.itens, catalogue);
      problems.throwIfAny();

      const today = dateInZone(new Date(), account.timezone);
      const patch: Partial<Budget> = {};
      if (dto.id_cliente !== undefined) patch.id_cliente = dto.id_cliente;
      if (dto.idevento !== undefined) patch.idevento = dto.idevento;
      if (dto.status !== undefined) patch.status = dto.status;
      if (dto.observacoes !== undefined) patch.observacoes = dto.observacoes;
      if (dto.lastFollowUp !== undefined) patch.lastFollowUp = dto.lastFollowUp;
      const updated = { ...budget, ...patch } as Budget;
      const current = await this.proposals.find(account.id, id, budget.proposta_atual, m);
      const changes: string[] = [];
      if (dto.nova_proposta) {
        const sequencia = budget.proposta_atual + 1;
        const proposal = await this.proposals.create(account.id, { idorcamento: id, sequencia, datacadastro: today }, m);
        const rows = dto.itens
          ? this.buildItems(account.id, updated, proposal.id, dto.itens, catalogue, 0, today)
          : (current ? await this.items.ofProposal(account.id, current.id, m) : []).map(({ id: _id, ...rest }) => ({ ...rest, idproposta: proposal.id }));
        await this.items.insertMany(rows, m);
        patch.proposta_atual = sequencia;
        changes.push(`new proposal ${id}-${sequencia}`);
      } else if (dto.itens && current) {
        await this.items.deleteOfProposal(account.id, current.id, m);
        await this.items.insertMany(this.buildItems(account.id, updated, current.id, dto.itens, catalogue, 0, today), m);
        changes.push(`items of proposal ${id}-${current.sequencia} replaced`);
      }
      if (dto.idevento !== undefined) await this.items.setEvent(account.id, id, dto.idevento ?? 0, m);
      if (Object.keys(patch).length) await this.budgets.update(account.id, id, patch, m);
      const view = await this.fullView(account.id, id, tx);
      c.emit('budget_updated', [view]);
      return { status: 'success', message: `Budget ${id} updated${changes.length ? ` (${changes.join(', ')})` : ''}`, data: view };
    });
  }

  async remove(ctx: RequestContext, id: number) {
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const m = tx.manager;
      const budget = await this.budgets.findByIdForUpdate(account.id, id, m);
      if (!budget) throw BudgetError.notFound(id);
      const view = await this.fullView(account.id, id, tx);
      await this.items.deleteOfBudget(account.id, id, m);
      await this.proposals.deleteOfBudget(account.id, id, m);
      await this.budgets.deleteById(account.id, id, m);
      c.emit('budget_deleted', [view]);
      return { status: 'success', message: `Budget ${id} deleted with its ${view.propostas.length} proposal(s)` };
    });
  }

  private checkShape(itens: BudgetItemInputDto[]) {
    const bad = new Problems();
    if (itens.length > MAX_ITEMS) bad.add('itens', 'too_many_items', `at most ${MAX_ITEMS} items per request`);
    itens.forEach((it, i) => {
      if (it.tipocalculo === '%' && (it.desconto ?? 0) > 100) bad.add(`itens[${i}].desconto`, 'max', `itens[${i}].desconto is a percentage and must not exceed 100`);
    });
    bad.throwIfAny('bad_request', 'Validation failed');
  }

  /**
   * 400 `out_of_range` when an item total, or the budget total (`valorinicial`), would not fit
   * the DECIMAL(12,2) columns: each input is capped, their product is not.
   */
  private checkTotals(itens: BudgetItemInputDto[], catalogue: Map<string, CatalogueRow>) {
    const bad = new Problems();
    const lines: BudgetLine[] = [];
    itens.forEach((it, i) => {
      const source = catalogue.get(`${it.tipo}:${it.idproduto}`);
      if (!source) return; // reported as 422
      const line = {
        valor: money(it.valor ?? source.valor),
        quantidade: quantity(it.quantidade ?? 1),
        ndias: quantity(it.ndias ?? 1),
        desconto: money(it.desconto ?? 0),
        valoradd: money(it.valoradd ?? 0),
        tipocalculo: it.tipocalculo ?? 'R$',
      };
      lines.push(line);
      const total = budgetLineTotal(line);
      if (!moneyFits(total)) {
        bad.add(`itens[${i}]`, 'out_of_range', `itens[${i}] totals ${total}, beyond the largest value an item can hold (${MAX_MONEY}): lower valor, quantidade or ndias`);
      }
    });
    const sum = budgetTotal(lines);
    if (bad.empty && !moneyFits(sum)) {
      bad.add('itens', 'out_of_range', `the items total ${sum}, beyond the largest value a budget can hold (${MAX_MONEY})`);
    }
    bad.throwIfAny('bad_request', 'Validation failed');
  }

  /** Catalogue rows of the items, keyed `tipo:id`; unknown ones are added to `problems` (422). */
  private async catalogue(accountId: number, itens: BudgetItemInputDto[], problems: Problems, tx: Tx): Promise<Map<string, CatalogueRow>> {
    const ids = (tipo: string) => [...new Set(itens.filter((i) => i.tipo === tipo).map((i) => i.idproduto))];
    const map = new Map<string, CatalogueRow>();
    for (const p of await this.products.findByIds(accountId, ids('produto'), tx.manager)) map.set(`produto:${p.id}`, p);
    for (const e of await this.equipment.findByIds(accountId, ids('item'), tx.manager)) map.set(`item:${e.id}`, e);
    itens.forEach((it, i) => {
      if (!map.has(`${it.tipo}:${it.idproduto}`)) {
        problems.add(`itens[${i}].idproduto`, 'not_found', `${it.tipo === 'produto' ? 'product' : 'equipment'} ${it.idproduto} does not exist`);
      }
    });
    return map;
  }

  private buildItems(
    accountId: number,
    budget: Budget,
    proposalId: number,
    itens: BudgetItemInputDto[],
    catalogue: Map<string, CatalogueRow>,
    maxOrdem: number,
    today: string,
  ): Partial<BudgetItem>[] {
    const ordens = assignOrdem(maxOrdem, itens.map((i) => i.ordem));
    return itens.map((it, i) => {
      const source = catalogue.get(`${it.tipo}:${it.idproduto}`)!;
      return {
        account_id: accountId,
        idorcamento: budget.id,
        idproposta: proposalId,
        idproduto: it.idproduto,
        idevento: budget.idevento ?? 0,
        quantidade: quantity(it.quantidade ?? 1),
        desconto: money(it.desconto ?? 0),
        tipocalculo: it.tipocalculo ?? 'R$',
        valor: money(it.valor ?? source.valor),
        valorepoca: money(source.valor),
        valoradd: money(it.valoradd ?? 0),
        tipo: it.tipo,
        campoextra: it.campoextra ?? null,
        descricao: it.descricao ?? null,
        ordem: ordens[i],
        ndias: quantity(it.ndias ?? 1),
        formato: it.formato ?? null,
        datacadastro: today,
        nome_produto: source.nome,
        medida: source.medida ?? null,
      };
    });
  }
}
