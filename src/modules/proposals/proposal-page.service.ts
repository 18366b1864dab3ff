import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { Eta } from 'eta';

import { AccountDirectory } from '../../accounts/account-directory';
import { dateInZone } from '../../common/dates';
import { D } from '../../common/decimal';
import type { RequestContext } from '../../common/request-context';
import { budgetLineTotal } from '../budgets/budget-totals.rules';
import { BudgetsService, ProposalContent } from '../budgets/budgets.service';
import { ClientsService } from '../clients/clients.service';
import { EventsService } from '../events/events.service';
import { isIssuedStatus } from '../financial/charges/charge-states.rules';
import { planDueDates, splitInstallments } from '../financial/entries/entries.rules';
import { EntryQuery } from '../financial/entries/entry-query.service';
import { LookupsService } from '../lookups/lookups.service';
import { receivablesPlan } from './booking.rules';
import { formNonce } from './form-nonce';
import { PROPOSAL_STYLES, PROPOSAL_TEMPLATE } from './proposal-page.template';

/** A public token as budgets make them (url-safe); anything else opens nothing, without a query. */
const TOKEN_FORM = /^[A-Za-z0-9_-]{16,64}$/;

const FORMAS: Record<string, string> = {
  dinheiro: 'dinheiro',
  pix: 'Pix',
  boleto: 'boleto',
  cartao_debito: 'cartão de débito',
  transferencia: 'transferência bancária',
};

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const plain = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
/** `YYYY-MM-DD` as `DD/MM/AAAA`. */
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');
const money = (v: number | string) => brl.format(Number(v));

/** The page's answer: its status, headers and HTML. */
export interface RenderedPage {
  status: number;
  html: string;
  cspNonce: string;
  headers?: Record<string, string>;
}

/** What the answer forms sent back, to show again with the problems found. */
export interface FormState {
  values?: { nome?: string; cpf?: string };
  fieldErrors?: Partial<Record<'nome' | 'cpf' | 'aceite', string>>;
  notice?: { tone: 'ok' | 'bad' | ''; text: string };
}

/** A budget opened by its public token, with the context of its account. */
export interface OpenedProposal {
  ctx: RequestContext;
  token: string;
  content: ProposalContent;
}

/**
 * The proposal page: finds a budget by its token and renders its current proposal (or the
 * confirmation of its acceptance) as one HTML page from the template, escaped by the engine.
 */
@Injectable()
export class ProposalPage {
  private readonly eta = new Eta({ autoEscape: true, cache: true });

  constructor(
    private readonly accounts: AccountDirectory,
    private readonly budgets: BudgetsService,
    private readonly clients: ClientsService,
    private readonly events: EventsService,
    private readonly lookups: LookupsService,
    private readonly entries: EntryQuery,
  ) {
    this.eta.loadTemplate('@proposal', PROPOSAL_TEMPLATE);
  }

  /**
   * The proposal a token opens, or null: unknown token (a rotated one is unknown), and budgets
   * declined or cancelled, open nothing (the same 404 page for all).
   */
  async open(token: string, requestId: string): Promise<OpenedProposal | null> {
    if (!TOKEN_FORM.test(token)) return null;
    const owner = await this.budgets.ownerOfToken(token);
    if (!owner) return null;
    const base = await this.accounts.contextFor(owner.accountId);
    if (!base) return null;
    const ctx = { ...base, requestId };
    const content = await this.budgets.proposal(ctx, owner.id);
    if (content.budget.status === 'RECUSADO' || content.budget.status === 'CANCELADO') return null;
    return { ctx, token, content };
  }

  /** The 404 page: the same for every token that opens no live proposal. */
  notFound(): RenderedPage {
    return this.render(404, { kind: 'not_found', title: 'Proposta não encontrada' });
  }

  /** Too many answers from this address or to this proposal. */
  limited(retryAfterSeconds: number): RenderedPage {
    const page = this.render(429, { kind: 'limited', title: 'Muitas tentativas', retryAfter: retryAfterSeconds });
    return { ...page, headers: { 'retry-after': String(retryAfterSeconds) } };
  }

  /** The company's share of the database stayed busy: nothing was read or done. */
  busy(retryAfterSeconds: number): RenderedPage {
    const page = this.render(503, { kind: 'busy', title: 'Sistema ocupado', retryAfter: retryAfterSeconds });
    return { ...page, headers: { 'retry-after': String(retryAfterSeconds) } };
  }

  /** The account whose proposal a token may open (what the request acts for), if any. */
  async accountOf(token: string): Promise<number | undefined> {
    if (!TOKEN_FORM.test(token)) return undefined;
    return (await this.budgets.ownerOfToken(token))?.accountId;
  }

  /** After a refusal. */
  declined(opened: OpenedProposal): RenderedPage {
    return this.render(200, {
      kind: 'declined',
      title: 'Resposta registrada',
      conta: opened.ctx.account.nome,
      numero: opened.content.numero,
    });
  }

  /** The proposal, its confirmation once accepted, and the answer forms while it can be answered. */
  async proposal(opened: OpenedProposal, status = 200, form: FormState = {}): Promise<RenderedPage> {
    const { ctx, content, token } = opened;
    const { budget } = content;
    const today = dateInZone(new Date(), ctx.account.timezone);
    const expired = !!budget.validade && budget.validade < today;
    const answerable = budget.status === 'ABERTO' && !content.acceptance && !expired;

    const event = budget.idevento ? await this.events.find(ctx, budget.idevento) : null;
    const typeId = event?.id_tipo_evento ?? budget.id_tipo_evento;
    const placeId = event?.id_local ?? budget.id_local;
    const clientId = budget.id_cliente ?? event?.id_cliente ?? null;
    const [types, places, clients] = await Promise.all([
      typeId ? this.lookups.namesOf(ctx, 'eventtype', [typeId]) : new Map<number, string>(),
      placeId ? this.lookups.locationAddresses(ctx, [placeId]) : new Map<number, Record<string, string>>(),
      clientId ? this.clients.namesOf(ctx, [clientId]) : new Map<number, string>(),
    ]);
    const place = placeId ? places.get(placeId) : undefined;
    const address = place ? [place.endereco, place.numero, place.bairro, place.cidade, place.estado].filter(Boolean).join(', ') : '';
    const eventDate = event?.data_evento ?? budget.data_evento;
    const guests = event?.numero_convidados ?? budget.numero_convidados;
    const rows: [string, string][] = [];
    const add = (label: string, value: string | null | undefined) => value && rows.push([label, value]);
    add('Evento', event?.nome ?? budget.nome_evento);
    add('Tipo', typeId ? types.get(typeId) : null);
    add('Data', day(eventDate));
    add('Local', place ? (address ? `${place.nome} (${address})` : place.nome) : null);
    add('Convidados', guests !== null && guests !== undefined ? plain.format(guests) : null);

    const notice =
      form.notice ??
      (expired && !content.acceptance
        ? {
            tone: 'bad' as const,
            text: `Esta proposta venceu em ${day(budget.validade)} e não pode mais ser respondida. Fale com a empresa para receber uma nova.`,
          }
        : !answerable && !content.acceptance
          ? { tone: '' as const, text: 'Esta proposta não está aberta para resposta.' }
          : null);
    const fieldErrors = form.fieldErrors ?? {};
    return this.render(status, {
      kind: 'proposal',
      title: `Proposta ${content.numero} · ${ctx.account.nome}`,
      conta: ctx.account.nome,
      numero: content.numero,
      token,
      validade: day(budget.validade),
      cliente: clientId ? (clients.get(clientId) ?? null) : null,
      evento: rows,
      linhas: content.items.map((i) => ({
        nome: i.nome_produto,
        descricao: i.descricao ?? '',
        quantidade: plain.format(Number(i.quantidade)),
        dias: plain.format(Number(i.ndias)),
        unitario: money(i.valor),
        desconto: Number(i.desconto) === 0 ? '—' : i.tipocalculo === '%' ? `${percent.format(Number(i.desconto))} %` : money(i.desconto),
        total: money(budgetLineTotal(i)),
      })),
      total: money(content.total),
      condicoes: this.terms(content, today, eventDate ?? today),
      observacoes: budget.observacoes ?? '',
      versao: content.versao,
      versaoCurta: content.versao.slice(0, 12),
      formNonce: formNonce(token, content.versao),
      answerable,
      aceite: content.acceptance ? await this.confirmation(ctx, content) : null,
      notice,
      errors: Object.values(fieldErrors),
      fieldErrors,
      values: { nome: form.values?.nome ?? '', cpf: form.values?.cpf ?? '' },
    });
  }

  /** The payment terms in words, with the installments they make of the total. */
  private terms(content: ProposalContent, today: string, eventDate: string): string[] {
    const { terms } = content;
    const forma = FORMAS[terms.forma_pagamento] ?? terms.forma_pagamento;
    const plan = receivablesPlan(content.total, terms, today, eventDate);
    const lines: string[] = [];
    if (plan.deposit) {
      lines.push(
        `Entrada de ${percent.format(terms.entrada_percentual)} % (${money(plan.deposit.valor)}) no aceite, por ${forma}${terms.cobrar_entrada ? ', cobrada assim que a proposta for aceita' : ''}.`,
      );
    }
    if (plan.installments) {
      const values = splitInstallments(plan.installments.valor, plan.installments.parcelas);
      const dues = planDueDates(plan.installments.primeiro, plan.installments.parcelas);
      const rest = plan.deposit ? 'O restante' : 'O total';
      lines.push(
        plan.installments.parcelas === 1
          ? `${rest} (${money(values[0])}) em ${day(dues[0])}, por ${forma}.`
          : `${rest} em ${plan.installments.parcelas} parcelas mensais, por ${forma}: ${values.map((v, i) => `${money(v)} em ${day(dues[i])}`).join('; ')}.`,
      );
    }
    if (lines.length === 0) lines.push('Sem valores a pagar.');
    return lines;
  }

  /** The acceptance as the confirmation shows it, with the deposit's charge when one was issued. */
  private async confirmation(ctx: RequestContext, content: ProposalContent) {
    const a = content.acceptance!;
    const when = new Intl.DateTimeFormat('pt-BR', { timeZone: ctx.account.timezone, dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(a.respondido_em),
    );
    const cpf = a.cpf ? `${a.cpf.slice(0, 3)}.${a.cpf.slice(3, 6)}.${a.cpf.slice(6, 9)}-${a.cpf.slice(9)}` : '';
    let entrada = null;
    if (a.id_lancamento_entrada) {
      const entry = (await this.entries.view(ctx, a.id_lancamento_entrada).catch(() => null)) as {
        valor: number;
        data_vencimento: string;
        cobranca?: { link: string | null; pix_copia_e_cola: string | null; linha_digitavel: string | null; status: string } | null;
      } | null;
      if (entry) {
        const charge = entry.cobranca && isIssuedStatus(entry.cobranca.status) ? entry.cobranca : null;
        entrada = {
          valor: money(new D(entry.valor).toNumber()),
          vencimento: day(entry.data_vencimento),
          link: charge?.link && /^https:\/\//.test(charge.link) ? charge.link : null,
          pix: charge?.pix_copia_e_cola ?? null,
          linha: charge?.linha_digitavel ?? null,
        };
      }
    }
    return { nome: a.nome ?? '', cpf, quando: when, pedido: a.pedido ?? null, versao: a.versao, entrada };
  }

  private render(status: number, data: Record<string, unknown>): RenderedPage {
    const cspNonce = randomBytes(16).toString('base64');
    return { status, cspNonce, html: this.eta.render('@proposal', { ...data, cspNonce, styles: PROPOSAL_STYLES }) };
  }
}
