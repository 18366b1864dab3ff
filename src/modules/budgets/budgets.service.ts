import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { dateInZone } from '../../common/dates';
import { Problems } from '../../common/errors';
import { checkPreconditions } from '../../common/http/etag';
import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import type { RequestContext, TxContext } from '../../common/request-context';
import { Tx } from '../../common/request-context';
import { containsPattern, LIKE_ESCAPE } from '../../common/search';
import { TransactionRunner } from '../../database/transaction';
import { CatalogueService } from '../catalogue/catalogue.service';
import { ClientsService } from '../clients/clients.service';
import { EventsService } from '../events/events.service';
import { LookupKind } from '../lookups/lookup-kinds';
import { LookupsService } from '../lookups/lookups.service';
import { BudgetAnswersRepository } from './budget-answers.repository';
import { BudgetFollowUpsRepository } from './budget-follow-ups.repository';
import { BudgetItemsRepository } from './budget-items.repository';
import { toBudgetItemView } from './budget-items.views';
import { BudgetItemsBuilder, CatalogueRow } from './budget-items-builder.service';
import { BudgetItemsListQuery, BudgetItemsQuery } from './budget-items-query.service';
import { BudgetProposalsRepository } from './budget-proposals.repository';
import { budgetTotal } from './budget-totals.rules';
import { BudgetError } from './budgets.errors';
import { BudgetsRepository } from './budgets.repository';
import { CreateBudgetDto, FollowUpDto, ListBudgetsQuery, UpdateBudgetDto } from './dto/budget.dto';
import { BudgetItemDto } from './dto/budget-item.dto';
import { Budget, BudgetStatus } from './entities/budget.entity';
import { BudgetAnswer } from './entities/budget-answer.entity';

export type { AnswerChannel, BudgetAnswer } from './entities/budget-answer.entity';
import { BudgetItem } from './entities/budget-item.entity';
import { PaymentTerms, proposalVersion, termsOf } from './proposal-version.rules';

const BUDGET_SORT_COLUMNS: Record<string, string> = {
  id: 'b.id',
  datacadastro: 'b.datacadastro',
  status: 'b.status',
  valorinicial: 'b.valorinicial',
  id_cliente: 'b.id_cliente',
  idevento: 'b.idevento',
  lastFollowUp: 'b.lastFollowUp',
  nome_evento: 'b.nome_evento',
  data_evento: 'b.data_evento',
};

/** The fields that describe a lead's client (without `id_cliente`). */
const LEAD_CONTACT = ['nome', 'email', 'telefone', 'documento'] as const;

/** The lookup lists a lead names, with the field that names each. */
const LEAD_LOOKUPS: [keyof CreateBudgetDto, LookupKind, string][] = [
  ['id_tipo_evento', 'eventtype', 'event type'],
  ['id_como_conheceu', 'howmet', 'how-met'],
  ['id_vendedor', 'seller', 'seller'],
  ['id_local', 'eventlocation', 'event location'],
];

/** The fields of a proposal's content: none changes once the proposal is accepted. */
const FROZEN_FIELDS = [
  'itens',
  'nova_proposta',
  'id_cliente',
  'idevento',
  'observacoes',
  'validade',
  'id_local',
  'entrada_percentual',
  'parcelas',
  'primeiro_vencimento',
  'forma_pagamento',
  'cobrar_entrada',
] as const;

/** The validity, place and terms fields, copied as sent (`null` clears one). */
const PROPOSAL_FIELDS = [
  'validade',
  'id_local',
  'entrada_percentual',
  'parcelas',
  'primeiro_vencimento',
  'forma_pagamento',
  'cobrar_entrada',
] as const;

/** The public address of a budget's proposal page. */
export const proposalLink = (token: string): string => `/p/${token}`;

/** An answer as the budget's view shows it: the evidence, and what an acceptance booked. */
export const answerView = (a: BudgetAnswer) => ({
  decisao: a.decisao,
  canal: a.canal,
  proposta: `${a.idorcamento}-${a.proposta}`,
  versao: a.versao,
  nome: a.nome ?? null,
  cpf: a.cpf ?? null,
  motivo: a.motivo ?? null,
  endereco: a.endereco ?? null,
  user_agent: a.user_agent ?? null,
  id_token: a.id_token ?? null,
  respondido_em: new Date(a.respondido_em).toISOString(),
  idevento: a.idevento ?? null,
  pedido: a.pedido ?? null,
  id_lancamento_entrada: a.id_lancamento_entrada ?? null,
});

/** A budget's current proposal as its page and its booking read it. */
export interface ProposalContent {
  budget: Budget;
  sequencia: number;
  /** `<budget_id>-<sequence>`. */
  numero: string;
  items: BudgetItem[];
  total: number;
  terms: PaymentTerms;
  /** SHA-256 (hex) of the version's canonical content. */
  versao: string;
  answers: BudgetAnswer[];
  /** The budget's acceptance, if any (at most one). */
  acceptance: BudgetAnswer | null;
}

@Injectable()
export class BudgetsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly budgets: BudgetsRepository,
    private readonly proposals: BudgetProposalsRepository,
    private readonly items: BudgetItemsRepository,
    private readonly events: EventsService,
    private readonly builder: BudgetItemsBuilder,
    private readonly reader: BudgetItemsQuery,
    private readonly catalogue: CatalogueService,
    private readonly followUps: BudgetFollowUpsRepository,
    private readonly clients: ClientsService,
    private readonly lookups: LookupsService,
    private readonly answers: BudgetAnswersRepository,
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
      nome_evento: b.nome_evento ?? null,
      data_evento: b.data_evento ?? null,
      id_tipo_evento: b.id_tipo_evento ?? null,
      id_como_conheceu: b.id_como_conheceu ?? null,
      id_vendedor: b.id_vendedor ?? null,
      numero_convidados: b.numero_convidados ?? null,
      mensagem: b.mensagem ?? null,
      codigo_interno: b.codigo_interno ?? null,
      validade: b.validade ?? null,
      id_local: b.id_local ?? null,
      entrada_percentual: b.entrada_percentual === null || b.entrada_percentual === undefined ? null : Number(b.entrada_percentual),
      parcelas: b.parcelas ?? null,
      primeiro_vencimento: b.primeiro_vencimento ?? null,
      forma_pagamento: b.forma_pagamento ?? null,
      cobrar_entrada: Boolean(b.cobrar_entrada),
      link_proposta: proposalLink(b.token),
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
    const answers = await this.answers.ofBudget(accountId, id, m);
    const acceptance = answers.find((a) => a.decisao === 'aceita');
    return {
      ...this.summary(budget),
      versao: proposalVersion(budget, budget.proposta_atual, items),
      aceite: acceptance ? answerView(acceptance) : null,
      respostas: answers.map(answerView),
      valortotal: budgetTotal(items.map((i) => ({ ...i, valor: Number(i.valor) }))),
      propostas: proposals.map((p) => ({ proposta: `${id}-${p.sequencia}`, datacadastro: p.datacadastro })),
      itens: items.map(toBudgetItemView),
      followups: (await this.followUps.ofBudget(accountId, id, m)).map(({ account_id: _a, idorcamento: _b, ...f }) => f),
    };
  }

  /** `event id → its first budget (lowest ID)` for the events among `eventIds` that have one, in one statement. */
  firstBudgetsOf(ctx: RequestContext, eventIds: number[]): Promise<Map<number, number>> {
    return this.budgets.firstOfEvents(ctx.account.id, eventIds, ctx.tx?.manager);
  }

  async list(ctx: RequestContext, q: ListBudgetsQuery) {
    if (q.data_inicio && q.data_fim && q.data_inicio > q.data_fim) {
      throw new BudgetError('bad_request', 'Validation failed', [
        { field: 'data_fim', code: 'invalid_period', message: 'data_fim must not be before data_inicio' },
      ]);
    }
    const term = q.search?.trim();
    // `search` also finds the budgets of the clients so named (read once; the clients module owns them).
    const named = term ? await this.clients.idsNamed(ctx, term) : [];
    const source = this.budgets.listSource(ctx.account.id, (qb) => {
      if (term)
        qb.andWhere(
          named.length > 0
            ? `(b.nome_evento LIKE :term ${LIKE_ESCAPE} OR b.id_cliente IN (:...named))`
            : `b.nome_evento LIKE :term ${LIKE_ESCAPE}`,
          {
            term: containsPattern(term),
            named,
          },
        );
      if (q.id_cliente !== undefined) qb.andWhere('b.id_cliente = :c', { c: q.id_cliente });
      if (q.idevento !== undefined) qb.andWhere('b.idevento = :e', { e: q.idevento });
      if (q.status !== undefined) qb.andWhere('b.status = :s', { s: q.status });
      if (q.data_inicio) qb.andWhere('b.datacadastro >= :di', { di: q.data_inicio });
      if (q.data_fim) qb.andWhere('b.datacadastro <= :df', { df: q.data_fim });
    });
    return listPage(source, listOptions(q, BUDGET_SORT_COLUMNS), (b) => this.summary(b));
  }

  async view(ctx: RequestContext, id: number) {
    const view = await this.fullView(ctx.account.id, id);
    return { ...view, itens: await this.withFreeUnits(ctx, view.itens) };
  }

  /**
   * The reads add to each `item` line (equipment) the units free on its event's days (the
   * fewest over them), null for products and budgets without an event. Budgets reserve nothing.
   */
  private async withFreeUnits(ctx: RequestContext, items: BudgetItemDto[]): Promise<BudgetItemDto[]> {
    const equipmentLine = (i: BudgetItemDto) => i.tipo === 'item' && i.idevento > 0;
    const spans = await this.events.spansOf(ctx, [...new Set(items.filter(equipmentLine).map((i) => i.idevento))]);
    const free = new Map<string, number>();
    for (const [eventId, span] of spans) {
      const ids = items.filter((i) => equipmentLine(i) && i.idevento === eventId).map((i) => i.idproduto);
      for (const [id, units] of await this.catalogue.freeUnits(ctx, ids, span)) free.set(`${eventId}:${id}`, units);
    }
    return items.map((i) => ({ ...i, disponivel: equipmentLine(i) ? (free.get(`${i.idevento}:${i.idproduto}`) ?? null) : null }));
  }

  /** Creates the budget with its first proposal; returns its view and how many items the proposal holds. */
  async create(ctx: RequestContext, dto: CreateBudgetDto) {
    const itens = dto.itens ?? [];
    if (dto.id_cliente !== undefined) {
      const sent = LEAD_CONTACT.filter((f) => dto[f] !== undefined);
      if (sent.length > 0) {
        throw new BudgetError(
          'bad_request',
          'Validation failed',
          sent.map((field) => ({
            field,
            code: 'conflicting_client',
            message: `${field} describes a lead's client; id_cliente already names one`,
          })),
        );
      }
    }
    this.builder.checkShape(itens);
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const m = tx.manager;
      const problems = new Problems();
      const event = dto.idevento !== undefined ? await this.events.find(c, dto.idevento) : null;
      if (dto.idevento !== undefined && !event) problems.add('idevento', 'not_found', `event ${dto.idevento} does not exist`);
      await this.builder.checkClient(c, dto.id_cliente, problems);
      for (const [field, kind, noun] of LEAD_LOOKUPS) {
        const id = dto[field] as number | undefined;
        if (id !== undefined && !(await this.lookups.existingIds(c, kind, [id])).has(id))
          problems.add(field, 'not_found', `${noun} ${id} does not exist`);
      }
      const catalogue = await this.builder.catalogue(c, itens, problems);
      this.builder.checkTotals(itens, catalogue);
      problems.throwIfAny();
      // A lead: its client found by document or e-mail, or made of it, in this transaction.
      const lead = dto.id_cliente === undefined && LEAD_CONTACT.some((f) => dto[f] !== undefined);
      const leadClient = lead ? (await this.clients.clientForLead(c, dto)).id : undefined;

      const today = dateInZone(new Date(), account.timezone);
      const budget = await this.budgets.create(
        account.id,
        {
          nome_evento: dto.nome_evento ?? null,
          data_evento: dto.data_evento ?? null,
          id_tipo_evento: dto.id_tipo_evento ?? null,
          id_como_conheceu: dto.id_como_conheceu ?? null,
          id_vendedor: dto.id_vendedor ?? null,
          numero_convidados: dto.numero_convidados ?? null,
          mensagem: dto.mensagem ?? null,
          codigo_interno: dto.codigo_interno ?? null,
          validade: dto.validade ?? null,
          id_local: dto.id_local ?? null,
          entrada_percentual: dto.entrada_percentual ?? null,
          parcelas: dto.parcelas ?? null,
          primeiro_vencimento: dto.primeiro_vencimento ?? null,
          forma_pagamento: dto.forma_pagamento ?? null,
          cobrar_entrada: dto.cobrar_entrada ?? false,
          id_cliente: dto.id_cliente ?? leadClient ?? event?.id_cliente ?? null,
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
      const rows = this.builder.buildItems(account.id, budget, proposal.id, itens, catalogue, 0, today);
      await this.items.insertMany(rows, m);
      await this.budgets.update(account.id, budget.id, { valorinicial: budgetTotal(rows as BudgetItem[]) }, m);
      const view = await this.fullView(account.id, budget.id, tx);
      c.emit('budget_created', [view]);
      return { view: { ...view, id: budget.id, token: budget.token, proposta: `${budget.id}-1` }, itemCount: rows.length };
    });
  }

  /** Applies the changes; returns the view and what happened to the proposals (for the message). */
  async update(ctx: RequestContext, id: number, dto: UpdateBudgetDto) {
    if (dto.itens) this.builder.checkShape(dto.itens);
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const m = tx.manager;
      const budget = await this.budgets.findByIdForUpdate(account.id, id, m);
      if (!budget) throw BudgetError.notFound(id);
      await checkPreconditions(c, `budget ${id}`, () => this.fullView(account.id, id, tx));
      const frozen = FROZEN_FIELDS.find((f) => dto[f] !== undefined);
      if (frozen) {
        const accepted = (await this.answers.ofBudget(account.id, id, m)).find((a) => a.decisao === 'aceita');
        if (accepted) throw BudgetError.accepted(id, `${id}-${accepted.proposta}`, frozen);
      }
      const problems = new Problems();
      if (
        dto.id_local !== undefined &&
        dto.id_local !== null &&
        !(await this.lookups.existingIds(c, 'eventlocation', [dto.id_local])).has(dto.id_local)
      )
        problems.add('id_local', 'not_found', `event location ${dto.id_local} does not exist`);
      const event = dto.idevento ? await this.events.find(c, dto.idevento) : null;
      if (dto.idevento && !event) problems.add('idevento', 'not_found', `event ${dto.idevento} does not exist`);
      await this.builder.checkClient(c, dto.id_cliente, problems);
      const catalogue = dto.itens ? await this.builder.catalogue(c, dto.itens, problems) : new Map<string, CatalogueRow>();
      if (dto.itens) this.builder.checkTotals(dto.itens, catalogue);
      problems.throwIfAny();

      const today = dateInZone(new Date(), account.timezone);
      const patch: Partial<Budget> = {};
      if (dto.id_cliente !== undefined) patch.id_cliente = dto.id_cliente;
      if (dto.idevento !== undefined) patch.idevento = dto.idevento;
      if (dto.status !== undefined) patch.status = dto.status;
      if (dto.observacoes !== undefined) patch.observacoes = dto.observacoes;
      if (dto.lastFollowUp !== undefined) patch.lastFollowUp = dto.lastFollowUp;
      for (const field of PROPOSAL_FIELDS) if (dto[field] !== undefined) Object.assign(patch, { [field]: dto[field] });
      const updated = { ...budget, ...patch } as Budget;
      const current = await this.proposals.find(account.id, id, budget.proposta_atual, m);
      const changes: string[] = [];
      if (dto.nova_proposta) {
        const sequencia = budget.proposta_atual + 1;
        const proposal = await this.proposals.create(account.id, { idorcamento: id, sequencia, datacadastro: today }, m);
        const rows = dto.itens
          ? this.builder.buildItems(account.id, updated, proposal.id, dto.itens, catalogue, 0, today)
          : (current ? await this.items.ofProposal(account.id, current.id, m) : []).map(({ id: _id, ...rest }) => ({
              ...rest,
              idproposta: proposal.id,
            }));
        await this.items.insertMany(rows, m);
        patch.proposta_atual = sequencia;
        changes.push(`new proposal ${id}-${sequencia}`);
      } else if (dto.itens && current) {
        await this.items.deleteOfProposal(account.id, current.id, m);
        await this.items.insertMany(this.builder.buildItems(account.id, updated, current.id, dto.itens, catalogue, 0, today), m);
        changes.push(`items of proposal ${id}-${current.sequencia} replaced`);
      }
      if (dto.idevento !== undefined) await this.items.setEvent(account.id, id, dto.idevento ?? 0, m);
      if (Object.keys(patch).length) await this.budgets.update(account.id, id, patch, m);
      const view = await this.fullView(account.id, id, tx);
      c.emit('budget_updated', [view]);
      return { view, changes };
    });
  }

  /**
   * Records a follow-up of the budget and moves `lastFollowUp` to its date when later (or when
   * there was none); returns the view with its follow-ups.
   */
  async addFollowUp(ctx: RequestContext, id: number, dto: FollowUpDto) {
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const m = tx.manager;
      const budget = await this.budgets.findByIdForUpdate(account.id, id, m);
      if (!budget) throw BudgetError.notFound(id);
      await checkPreconditions(c, `budget ${id}`, () => this.fullView(account.id, id, tx));
      const today = dateInZone(new Date(), account.timezone);
      const data = dto.data ?? today;
      await this.followUps.add(
        account.id,
        { idorcamento: id, data, texto: dto.texto, proximo_contato: dto.proximo_contato ?? null, datacadastro: today },
        m,
      );
      if (!budget.lastFollowUp || data > budget.lastFollowUp) await this.budgets.update(account.id, id, { lastFollowUp: data }, m);
      const view = await this.fullView(account.id, id, tx);
      c.emit('budget_updated', [view]);
      return view;
    });
  }

  /** Deletes the budget with its proposals and items; returns its view as it was. */
  async remove(ctx: RequestContext, id: number) {
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const m = tx.manager;
      const budget = await this.budgets.findByIdForUpdate(account.id, id, m);
      if (!budget) throw BudgetError.notFound(id);
      const view = await this.fullView(account.id, id, tx);
      await checkPreconditions(c, `budget ${id}`, () => view);
      // The acceptance is the evidence of a booking: it stays, and its budget with it.
      if (view.aceite) throw BudgetError.accepted(id, view.aceite.proposta);
      await this.answers.deleteOfBudget(account.id, id, m);
      await this.items.deleteOfBudget(account.id, id, m);
      await this.followUps.deleteOfBudget(account.id, id, m);
      await this.proposals.deleteOfBudget(account.id, id, m);
      await this.budgets.deleteById(account.id, id, m);
      c.emit('budget_deleted', [view]);
      return view;
    });
  }

  /** The account and ID of the budget whose public token this is, or null. */
  ownerOfToken(token: string): Promise<{ accountId: number; id: number } | null> {
    return this.budgets.ownerOfToken(token);
  }

  /**
   * The budget's current proposal: its items, total, terms, version and answers. In a
   * transaction with `lock`, the budget's row is locked first (answers to one budget queue on it).
   */
  async proposal(ctx: RequestContext, id: number, lock = false): Promise<ProposalContent> {
    const accountId = ctx.account.id;
    const m = ctx.tx?.manager;
    const budget = lock && m ? await this.budgets.findByIdForUpdate(accountId, id, m) : await this.budgets.findById(accountId, id, m);
    if (!budget) throw BudgetError.notFound(id);
    const current = await this.proposals.find(accountId, id, budget.proposta_atual, m);
    const items = current ? await this.items.ofProposal(accountId, current.id, m) : [];
    items.sort((a, b) => a.ordem - b.ordem || a.id - b.id);
    const answers = await this.answers.ofBudget(accountId, id, m);
    return {
      budget,
      sequencia: budget.proposta_atual,
      numero: `${id}-${budget.proposta_atual}`,
      items,
      total: budgetTotal(items),
      terms: termsOf(budget),
      versao: proposalVersion(budget, budget.proposta_atual, items),
      answers,
      acceptance: answers.find((a) => a.decisao === 'aceita') ?? null,
    };
  }

  /** The budget's view, in the context's transaction (what its notifications carry). */
  viewOf(ctx: TxContext, id: number) {
    return this.fullView(ctx.account.id, id, ctx.tx);
  }

  /**
   * Records an answer to the current proposal and moves the budget: an acceptance to `APROVADO`
   * (naming the event it booked, on the budget and its items), a refusal to `RECUSADO`. The
   * caller holds the budget's lock (`proposal(ctx, id, true)`) and emits the notifications.
   */
  async recordAnswer(ctx: TxContext, values: Omit<BudgetAnswer, 'id' | 'account_id'>): Promise<BudgetAnswer> {
    const m = ctx.tx.manager;
    const accountId = ctx.account.id;
    const answer = await this.answers.add(accountId, values, m);
    const status: BudgetStatus = values.decisao === 'aceita' ? 'APROVADO' : 'RECUSADO';
    await this.budgets.update(accountId, values.idorcamento, { status, ...(values.idevento ? { idevento: values.idevento } : {}) }, m);
    if (values.idevento) await this.items.setEvent(accountId, values.idorcamento, values.idevento, m);
    return answer;
  }

  /** A new public token: the old link opens nothing from now on. Records `budget_updated`. */
  async rotateToken(ctx: RequestContext, id: number) {
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const budget = await this.budgets.findByIdForUpdate(account.id, id, tx.manager);
      if (!budget) throw BudgetError.notFound(id);
      await checkPreconditions(c, `budget ${id}`, () => this.fullView(account.id, id, tx));
      await this.budgets.update(account.id, id, { token: randomBytes(24).toString('base64url') }, tx.manager);
      const view = await this.fullView(account.id, id, tx);
      c.emit('budget_updated', [view]);
      return view;
    });
  }

  /** A page of the items of one proposal of a budget: the budget path of the order-items list. */
  async listItems(ctx: RequestContext, q: BudgetItemsListQuery): Promise<Page<BudgetItemDto>> {
    const page = await this.reader.list(ctx.account.id, q);
    return { ...page, data: await this.withFreeUnits(ctx, page.data) };
  }
}
