import { Injectable, Logger } from '@nestjs/common';

import { dateInZone } from '../../common/dates';
import { D, money } from '../../common/decimal';
import { normalizeDocumento } from '../../common/documento.rules';
import { logFields } from '../../common/http/request-context';
import type { NotificationKind, RequestContext, TxContext } from '../../common/request-context';
import { TransactionRunner } from '../../database/transaction';
import { budgetLineTotal } from '../budgets/budget-totals.rules';
import { BudgetError } from '../budgets/budgets.errors';
import { AnswerChannel, BudgetAnswer, BudgetsService, ProposalContent } from '../budgets/budgets.service';
import { Shortage } from '../catalogue/equipment-reservations.rules';
import { EventsService } from '../events/events.service';
import { ChargeIssuing } from '../financial/charges/charge-issuing.service';
import { GatewaySettingsEditor } from '../financial/charges/gateway-settings-editor.service';
import { CreateEntryDto } from '../financial/dto/entry-input.dto';
import { EntryWriter } from '../financial/entries/entry-writer.service';
import { OrdersService } from '../orders/orders.service';
import { chargeFormOf, receivablesPlan } from './booking.rules';

/** Who answers, and from where: the evidence an answer keeps. */
export interface AnswerEvidence {
  canal: AnswerChannel;
  nome?: string;
  cpf?: string;
  motivo?: string;
  /** The version the client read; an answer to another one is refused. */
  versao?: string;
  endereco?: string | null;
  userAgent?: string | null;
}

/** What an acceptance did. */
export interface Acceptance {
  /** False when the budget was already accepted (a double submit, a reload): nothing was booked now. */
  booked: boolean;
  view: Awaited<ReturnType<BudgetsService['viewOf']>>;
  answer: BudgetAnswer;
  lancamentos: number[];
  faltas: Shortage[];
}

/**
 * Answers to proposals. An acceptance books, in one transaction under the budget's lock: the
 * answer with its evidence, the budget `APROVADO`, the event (created from the budget, or the
 * budget's own confirmed), an order with the proposal's lines (stock reserved as any order's; a
 * shortage is booked and told with `equipment_overbooked`), and the payment terms' receivables.
 * Each module's writes go through its own service. After the commit, when the terms ask for it and
 * the account's default gateway is not `manual`, the deposit's charge is issued (no gateway call
 * happens inside the transaction). A second acceptance of the same budget books nothing and
 * answers the first one's booking.
 */
@Injectable()
export class ProposalBookings {
  private readonly logger = new Logger(ProposalBookings.name);

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly budgets: BudgetsService,
    private readonly events: EventsService,
    private readonly orders: OrdersService,
    private readonly entries: EntryWriter,
    private readonly charges: ChargeIssuing,
    private readonly gateways: GatewaySettingsEditor,
  ) {}

  /**
   * Accepts the budget's current proposal. `record` stores a keyed request's answer in the
   * booking's transaction (`@OwnTransactions` routes).
   */
  async accept(
    ctx: RequestContext,
    id: number,
    evidence: AnswerEvidence,
    record?: (c: TxContext, outcome: Acceptance) => Promise<void>,
  ): Promise<Acceptance> {
    const outcome = await this.transactions.run(ctx, async (c) => {
      const proposal = await this.budgets.proposal(c, id, true);
      if (proposal.acceptance) {
        const done: Acceptance = {
          booked: false,
          view: await this.budgets.viewOf(c, id),
          answer: proposal.acceptance,
          lancamentos: [],
          faltas: [],
        };
        await record?.(c, done);
        return done;
      }
      const today = this.checkAnswerable(c, proposal, evidence);
      const budget = proposal.budget;
      if (!budget.idevento && !budget.data_evento) throw BudgetError.eventDateRequired(id);

      // The booking's notifications follow `budget_accepted`: the services' emits are held, then replayed.
      const held: [NotificationKind, unknown[]][] = [];
      const inner: TxContext = { ...c, ifMatch: undefined, ifNoneMatch: undefined, emit: (kind, data) => void held.push([kind, data]) };

      const event = budget.idevento
        ? (await this.events.update(inner, budget.idevento, { status: 'CONFIRMADO', permitir_falta: true })).event
        : await this.events.create(inner, {
            nome: budget.nome_evento ?? `Orçamento ${id}`,
            data_evento: budget.data_evento!,
            status: 'CONFIRMADO',
            id_cliente: budget.id_cliente ?? null,
            id_tipo_evento: budget.id_tipo_evento ?? null,
            id_local: budget.id_local ?? null,
            id_vendedor: budget.id_vendedor ?? null,
            id_como_conheceu: budget.id_como_conheceu ?? null,
            numero_convidados: budget.numero_convidados ?? null,
          });
      const clientId = budget.id_cliente ?? event.id_cliente ?? undefined;

      const order = await this.orders.book(
        inner,
        {
          id_evento: event.id,
          ...(clientId ? { id_cliente: clientId } : {}),
          permitir_falta: true,
          itens: proposal.items.map((i) => ({
            ...(i.tipo === 'item' ? { id_item: i.idproduto } : { id_produto: i.idproduto }),
            nome: i.nome_produto,
            ...(i.descricao ? { descricao: i.descricao } : {}),
            quantidade: Number(i.quantidade),
            ndias: Number(i.ndias),
            valor: Number(i.valor),
          })),
        },
        proposal.items.map((i) => {
          const gross = new D(i.valor).times(i.quantidade).times(i.ndias);
          const discount = i.tipocalculo === '%' ? gross.times(i.desconto ?? 0).dividedBy(100) : new D(i.desconto ?? 0);
          return { valordesconto: money(discount), valoradd: money(i.valoradd ?? 0), valortotal: budgetLineTotal(i) };
        }),
      );

      const lancamentos = await this.bookReceivables(inner, proposal, event.id, clientId, event.data_evento, today);
      const answer = await this.budgets.recordAnswer(c, {
        idorcamento: id,
        proposta: proposal.sequencia,
        decisao: 'aceita',
        canal: evidence.canal,
        nome: evidence.nome!.trim(),
        cpf: normalizeDocumento(evidence.cpf!),
        motivo: null,
        endereco: evidence.endereco ?? null,
        user_agent: evidence.userAgent?.slice(0, 255) ?? null,
        id_token: c.token?.id ?? null,
        versao: proposal.versao,
        respondido_em: new Date(),
        idevento: event.id,
        pedido: order.numero,
        id_lancamento_entrada: proposal.terms.entrada_percentual > 0 ? (lancamentos[0] ?? null) : null,
      });
      const view = await this.budgets.viewOf(c, id);
      c.emit('budget_accepted', [view]);
      for (const [kind, data] of held) c.emit(kind, data);
      const done: Acceptance = { booked: true, view, answer, lancamentos, faltas: order.faltas };
      await record?.(c, done);
      return done;
    });
    if (outcome.booked && !ctx.tx) await this.chargeDeposit(ctx, outcome);
    return outcome;
  }

  /** Declines the budget's current proposal: the budget `RECUSADO`, its link dead. Records `budget_declined`. */
  async decline(ctx: RequestContext, id: number, evidence: AnswerEvidence) {
    return this.transactions.run(ctx, async (c) => {
      const proposal = await this.budgets.proposal(c, id, true);
      if (proposal.acceptance) throw BudgetError.accepted(id, `${id}-${proposal.acceptance.proposta}`);
      this.checkAnswerable(c, proposal, evidence);
      const answer = await this.budgets.recordAnswer(c, {
        idorcamento: id,
        proposta: proposal.sequencia,
        decisao: 'recusada',
        canal: evidence.canal,
        nome: null,
        cpf: null,
        motivo: evidence.motivo?.trim() || null,
        endereco: evidence.endereco ?? null,
        user_agent: evidence.userAgent?.slice(0, 255) ?? null,
        id_token: c.token?.id ?? null,
        versao: proposal.versao,
        respondido_em: new Date(),
        idevento: null,
        pedido: null,
        id_lancamento_entrada: null,
      });
      const view = await this.budgets.viewOf(c, id);
      c.emit('budget_declined', [view]);
      return { view, answer };
    });
  }

  /** An answer needs an open budget, within its validity, at the version read; returns today (the account's time zone). */
  private checkAnswerable(c: TxContext, proposal: ProposalContent, evidence: AnswerEvidence): string {
    const { budget } = proposal;
    if (budget.status !== 'ABERTO') throw BudgetError.notOpen(budget.id, budget.status);
    const today = dateInZone(new Date(), c.account.timezone);
    if (budget.validade && budget.validade < today) throw BudgetError.expired(budget.id, budget.validade);
    if (evidence.versao !== undefined && evidence.versao !== proposal.versao) throw BudgetError.versionChanged(budget.id, proposal.numero);
    return today;
  }

  /** The terms' receivables, linked to the event: the deposit (due today), then the installments. Their IDs, in that order. */
  private async bookReceivables(
    c: TxContext,
    proposal: ProposalContent,
    eventId: number,
    clientId: number | undefined,
    eventDate: string,
    today: string,
  ): Promise<number[]> {
    const plan = receivablesPlan(proposal.total, proposal.terms, today, eventDate);
    const common = {
      tipo: 'receita' as const,
      forma_pagamento: proposal.terms.forma_pagamento as CreateEntryDto['forma_pagamento'],
      idevento: eventId,
      ...(clientId ? { id_cliente: clientId } : {}),
    };
    const ids: number[] = [];
    if (plan.deposit) {
      const { data } = await this.entries.create(c, {
        ...common,
        descricao: `Entrada da proposta ${proposal.numero}`,
        valor: plan.deposit.valor,
        data_vencimento: plan.deposit.vencimento,
      });
      ids.push(...data.map((e) => e.id));
    }
    if (plan.installments) {
      const { data } = await this.entries.create(c, {
        ...common,
        descricao: `Proposta ${proposal.numero}`,
        valor: plan.installments.valor,
        data_vencimento: plan.installments.primeiro,
        parcelas: plan.installments.parcelas,
      });
      ids.push(...data.map((e) => e.id));
    }
    return ids;
  }

  /**
   * After the commit: the deposit's charge through the account's default gateway, when the terms
   * ask for it. A failure is logged and leaves the booking as it is (the company issues the charge
   * with `POST /api/v1/financial/{id}/charge`).
   */
  private async chargeDeposit(ctx: RequestContext, outcome: Acceptance): Promise<void> {
    const depositId = outcome.answer.id_lancamento_entrada;
    const terms = outcome.view;
    if (!depositId || !terms.cobrar_entrada) return;
    if ((await this.gateways.defaultGateway(ctx.account.id)) === 'manual') return;
    try {
      await this.charges.issue(ctx, depositId, { forma: chargeFormOf(terms.forma_pagamento ?? 'boleto') });
    } catch (error) {
      this.logger.warn(
        `the deposit's charge of entry ${depositId} was not issued: ${(error as Error).message}`,
        ...logFields(ctx.requestId),
      );
    }
  }
}
