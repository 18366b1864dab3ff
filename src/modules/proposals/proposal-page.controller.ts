import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { Public } from '../../common/auth/public.decorator';
import { parseDocumento } from '../../common/documento.rules';
import { AppError } from '../../common/errors';
import { rateLimitAddress } from '../../common/http/rate-limit-address';
import type { Env } from '../../config/env';
import { AccountAdmission } from '../../database/account-admission';
import { BudgetErrorCode } from '../budgets/budgets.errors';
import { validFormNonce } from './form-nonce';
import { ProposalBookings } from './proposal-bookings.service';
import { FormState, OpenedProposal, ProposalPage, RenderedPage } from './proposal-page.service';

/** `@fastify/rate-limit`'s manual check: `isExceeded` past `max` in the window (`isAllowed` means allow-listed). */
type Limiter = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;
type FormBody = Record<string, string | undefined>;

/**
 * The public proposal page: `GET /p/{token}` and its two forms. No API token: the budget's random
 * token is the key. HTML answers with strict headers: a CSP that allows nothing but the page's own
 * inline stylesheet (by nonce) and posting its forms to itself, no referrer, not indexed, not framed.
 */
@ApiExcludeController()
@Public()
@Controller('p')
export class ProposalPageController {
  private limiters?: { address: Limiter; proposal: Limiter };

  constructor(
    private readonly page: ProposalPage,
    private readonly bookings: ProposalBookings,
    private readonly adapter: HttpAdapterHost,
    private readonly config: ConfigService<Env, true>,
    private readonly admission: AccountAdmission,
  ) {}

  @Get(':token')
  show(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.asAccount(token, reply, async () => {
      const opened = await this.page.open(token, String(request.id));
      return this.send(reply, opened ? await this.page.proposal(opened) : this.page.notFound());
    });
  }

  @Post(':token/aceitar')
  async accept(@Param('token') token: string, @Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const limited = await this.limit(request);
    if (limited) return this.send(reply, limited);
    return this.asAccount(token, reply, () => this.answerAccept(token, body, request, reply));
  }

  private async answerAccept(token: string, body: unknown, request: FastifyRequest, reply: FastifyReply) {
    const opened = await this.page.open(token, String(request.id));
    if (!opened) return this.send(reply, this.page.notFound());
    // Already accepted (a double submit, a reload of the form): the confirmation.
    if (opened.content.acceptance) return this.seeConfirmation(reply, token);
    const form = formOf(body);
    const values = { nome: (form.nome ?? '').slice(0, 150), cpf: (form.cpf ?? '').slice(0, 20) };
    const stale = this.staleForm(opened, form);
    if (stale) return this.send(reply, await this.page.proposal(opened, 409, { values, notice: stale }));
    const fieldErrors: FormState['fieldErrors'] = {};
    if (!form.nome?.trim()) fieldErrors.nome = 'Informe seu nome completo.';
    else if (form.nome.trim().length > 150) fieldErrors.nome = 'O nome pode ter até 150 caracteres.';
    if (parseDocumento(form.cpf ?? '')?.kind !== 'CPF') fieldErrors.cpf = 'Informe um CPF válido (11 dígitos).';
    if (form.aceite !== 'sim') fieldErrors.aceite = 'Marque “Li e aceito a proposta” para aceitar.';
    if (Object.keys(fieldErrors).length > 0) return this.send(reply, await this.page.proposal(opened, 400, { values, fieldErrors }));
    try {
      await this.bookings.accept(opened.ctx, opened.content.budget.id, {
        canal: 'pagina',
        nome: form.nome!.trim(),
        cpf: form.cpf!,
        versao: form.versao,
        endereco: request.ip,
        userAgent: headerOf(request, 'user-agent'),
      });
    } catch (error) {
      return this.send(reply, await this.refused(opened, error, values));
    }
    return this.seeConfirmation(reply, token);
  }

  @Post(':token/recusar')
  async decline(@Param('token') token: string, @Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const limited = await this.limit(request);
    if (limited) return this.send(reply, limited);
    return this.asAccount(token, reply, () => this.answerDecline(token, body, request, reply));
  }

  private async answerDecline(token: string, body: unknown, request: FastifyRequest, reply: FastifyReply) {
    const opened = await this.page.open(token, String(request.id));
    if (!opened) return this.send(reply, this.page.notFound());
    if (opened.content.acceptance) return this.seeConfirmation(reply, token);
    const form = formOf(body);
    const stale = this.staleForm(opened, form);
    if (stale) return this.send(reply, await this.page.proposal(opened, 409, { notice: stale }));
    try {
      await this.bookings.decline(opened.ctx, opened.content.budget.id, {
        canal: 'pagina',
        motivo: form.motivo?.slice(0, 2000),
        versao: form.versao,
        endereco: request.ip,
        userAgent: headerOf(request, 'user-agent'),
      });
    } catch (error) {
      return this.send(reply, await this.refused(opened, error, {}));
    }
    return this.send(reply, this.page.declined(opened));
  }

  /**
   * Runs a page's work as a request of the proposal's account: it takes one of the account's
   * database slots, as the account's API requests do (a page refused for the account's share says
   * so, 503 with Retry-After). A token that names no proposal reads nothing more.
   */
  private async asAccount(token: string, reply: FastifyReply, work: () => Promise<unknown>) {
    const accountId = await this.page.accountOf(token);
    if (accountId === undefined) return work();
    try {
      return await this.admission.run(accountId, work);
    } catch (error) {
      if (error instanceof AppError && error.errors[0]?.code === 'busy' && !reply.sent)
        return this.send(reply, this.page.busy(Number(error.headers['retry-after'] ?? 1)));
      throw error;
    }
  }

  /** A form of another version, or without a valid nonce: shown the current proposal to read again. */
  private staleForm(opened: OpenedProposal, form: FormBody): FormState['notice'] | null {
    const { versao } = opened.content;
    if (form.versao === versao && validFormNonce(form.nonce, opened.token, versao)) return null;
    return form.versao && form.versao !== versao
      ? { tone: 'bad', text: 'A proposta mudou desde que você a abriu. Leia a versão atual abaixo antes de responder.' }
      : { tone: 'bad', text: 'O formulário expirou. Leia a proposta abaixo e responda novamente.' };
  }

  /** A refusal of the booking service as the page shows it. */
  private async refused(opened: OpenedProposal, error: unknown, values: FormState['values']): Promise<RenderedPage> {
    if (!(error instanceof AppError)) throw error;
    const code = error.errors[0]?.code;
    const reread = await this.page.open(opened.token, opened.ctx.requestId);
    if (!reread) return this.page.notFound();
    if (code === BudgetErrorCode.ProposalExpired) return this.page.proposal(reread, 410);
    if (code === BudgetErrorCode.VersionChanged)
      return this.page.proposal(reread, 409, {
        values,
        notice: { tone: 'bad', text: 'A proposta mudou desde que você a abriu. Leia a versão atual abaixo antes de responder.' },
      });
    if (code === BudgetErrorCode.EventDateRequired)
      return this.page.proposal(reread, 409, {
        values,
        notice: { tone: 'bad', text: 'Esta proposta ainda não tem a data do evento e não pode ser aceita aqui. Fale com a empresa.' },
      });
    if (error.kind === 'conflict' || error.kind === 'not_found') return this.page.proposal(reread, 409);
    throw error;
  }

  /** Post/redirect/get: the confirmation is a page of its own, which a reload does not resend. */
  private seeConfirmation(reply: FastifyReply, token: string) {
    this.secure(reply, null);
    return reply
      .status(303)
      .header('location', `/p/${token}`)
      .type('text/plain; charset=utf-8')
      .send('See /p/' + token);
  }

  private send(reply: FastifyReply, page: RenderedPage) {
    this.secure(reply, page.cspNonce);
    for (const [name, value] of Object.entries(page.headers ?? {})) reply.header(name, value);
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
  }

  private secure(reply: FastifyReply, cspNonce: string | null) {
    reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src ${cspNonce ? `'nonce-${cspNonce}'` : "'none'"}; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('cache-control', 'no-store');
  }

  /** The 429 page when this address, or anyone, has answered this proposal too often this minute. */
  private async limit(request: FastifyRequest): Promise<RenderedPage | null> {
    this.limiters ??= this.makeLimiters();
    for (const limiter of [this.limiters.address, this.limiters.proposal]) {
      const verdict = await limiter(request);
      if (verdict.isExceeded) return this.page.limited(Math.max(1, verdict.ttlInSeconds ?? 60));
    }
    return null;
  }

  private makeLimiters() {
    const fastify = this.adapter.httpAdapter.getInstance<FastifyInstance & { createRateLimit(options: object): Limiter }>();
    const token = (request: FastifyRequest) => (request.params as { token?: string }).token ?? '';
    // Per client address, and per proposal (twice as many) whatever the address.
    const perAddress = this.config.get('PROPOSAL_ANSWERS_PER_MINUTE', { infer: true });
    return {
      address: fastify.createRateLimit({
        max: perAddress,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `proposal-answer:ip:${rateLimitAddress(request.ip)}`,
      }),
      proposal: fastify.createRateLimit({
        max: perAddress * 2,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `proposal-answer:token:${token(request)}`,
      }),
    };
  }
}

/** The fields of a posted form (strings only; a repeated field keeps its first value). */
function formOf(body: unknown): FormBody {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : Array.isArray(v) ? String(v[0]) : undefined,
    ]),
  );
}

const headerOf = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};
