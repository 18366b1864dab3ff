import { Injectable } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';

import { dateInZone } from '../../common/dates';
import { parseDocumento } from '../../common/documento.rules';
import { badRequest, FieldError, Problems } from '../../common/errors';
import { checkPreconditions } from '../../common/http/etag';
import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import type { RequestContext, TxContext } from '../../common/request-context';
import { alnumUpper, containsPattern, digitsOnly, LIKE_ESCAPE } from '../../common/search';
import { ReferenceRegistry } from '../../database/references';
import { TransactionRunner } from '../../database/transaction';
import { LookupsService } from '../lookups/lookups.service';
import { ClientErrorCode, clientInUse, clientNotFound, duplicateDocumento, howMetNotFound } from './clients.errors';
import { ClientRepository } from './clients.repository';
import { applyTipoCadastro } from './clients.rules';
import { ClientView } from './dto/client-view.dto';
import { ClientFieldsDto, UpdateClientDto } from './dto/create-client.dto';
import { clientPath, CreateClientsInput } from './dto/create-clients.body';
import { ClientSearchField, ListClientsQuery } from './dto/list-clients.query';
import { Client } from './entities/client.entity';

/** Strips the owning account (never exposed). */
export function clientView(c: Client): ClientView {
  const { account_id: _omit, ...view } = c;
  return view;
}

const SEARCH_CODES: Record<string, ClientSearchField> = { '0': 'nome', '1': 'email', '2': 'telefone', '3': 'documento' };

const blankToNull = (v: string | null | undefined): string | null | undefined => (v === '' ? null : v);

/** Text columns stored as sent (trimmed by their DTO), `""` as null. */
const TEXT_FIELDS = [
  'email',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'observacoes',
  'email_2',
  'ddi_telefone',
  'ddi_telefone_2',
  'ddi_celular',
  'rg',
  'orgao_expedidor',
  'data_expedicao',
  'data_nascimento',
  'nacionalidade',
  'profissao',
  'estado_civil',
  'rede_social',
  'pais',
  'ponto_referencia',
  'responsavel',
  'razao_social',
  'nome_fantasia',
  'inscricao_municipal',
  'inscricao_estadual',
  'endereco_pj',
  'numero_pj',
  'complemento_pj',
  'bairro_pj',
  'cidade_pj',
  'uf_pj',
  'pais_pj',
  'ponto_referencia_pj',
] as const;
/** Phones and CEPs, stored as digits only. */
const DIGIT_FIELDS = ['telefone', 'celular', 'telefone_2', 'cep', 'cep_pj'] as const;

/** The columns a DTO sets, normalised; `undefined` leaves a column unchanged. */
function normalizedFields(dto: ClientFieldsDto & { nome?: string }): Partial<Client> {
  const out: Partial<Client> = {};
  if (dto.nome !== undefined) out.nome = dto.nome;
  for (const key of TEXT_FIELDS) {
    if (dto[key] !== undefined) out[key] = blankToNull(dto[key]) ?? null;
  }
  for (const key of DIGIT_FIELDS) {
    if (dto[key] !== undefined) out[key] = dto[key] === null ? null : digitsOnly(dto[key]);
  }
  if (dto.id_como_conheceu !== undefined) out.id_como_conheceu = dto.id_como_conheceu;
  if (dto.documento !== undefined) {
    const parsed = dto.documento === null ? null : parseDocumento(dto.documento);
    out.documento = parsed?.value ?? null;
    out.tipo_pessoa = parsed?.tipoPessoa ?? null;
  }
  if (dto.cpf_responsavel !== undefined) out.cpf_responsavel = dto.cpf_responsavel === null ? null : digitsOnly(dto.cpf_responsavel);
  return out;
}

/** A new client's columns, in the table's order: the fields sent, null for the others. */
function newClient(dto: ClientFieldsDto & { nome: string }, datacadastro: string): Omit<Client, 'id' | 'account_id'> {
  const empty = {
    tipo_pessoa: null,
    documento: null,
    email: null,
    telefone: null,
    cep: null,
    endereco: null,
    numero: null,
    complemento: null,
    bairro: null,
    cidade: null,
    uf: null,
  };
  const more = Object.fromEntries([...TEXT_FIELDS, ...DIGIT_FIELDS].map((key) => [key, null])) as Record<
    (typeof TEXT_FIELDS)[number] | (typeof DIGIT_FIELDS)[number],
    null
  >;
  return { nome: dto.nome, ...empty, id_como_conheceu: null, ...more, cpf_responsavel: null, ...normalizedFields(dto), datacadastro };
}

/** Clients: people (CPF) and companies (CNPJ) of the account. */
/** How many clients a search by a client's name looks among (events and budgets by their client). */
export const CLIENTS_NAMED_LIMIT = 1000;

@Injectable()
export class ClientsService {
  constructor(
    private readonly clients: ClientRepository,
    private readonly lookups: LookupsService,
    private readonly transactions: TransactionRunner,
    private readonly references: ReferenceRegistry,
  ) {}

  async list(ctx: RequestContext, query: ListClientsQuery): Promise<Page<ClientView>> {
    const term = query.search?.trim();
    const filter = (qb: SelectQueryBuilder<Client>) => {
      if (!term) return;
      const only = query.type ? (SEARCH_CODES[query.type] ?? (query.type as ClientSearchField)) : undefined;
      const conditions: string[] = [];
      const params: Record<string, string> = {};
      const want = (field: ClientSearchField) => only === undefined || only === field;
      // A name is also a company's legal or trade name; e-mails and phones are every one the client has.
      if (want('nome')) {
        for (const column of ['nome', 'razao_social', 'nome_fantasia']) conditions.push(`client.${column} LIKE :text ${LIKE_ESCAPE}`);
        params.text = containsPattern(term);
      }
      if (want('email')) {
        for (const column of ['email', 'email_2']) conditions.push(`client.${column} LIKE :text ${LIKE_ESCAPE}`);
        params.text = containsPattern(term);
      }
      // Phones and documents are stored normalised: strip the punctuation from the term too.
      const phone = digitsOnly(term);
      if (want('telefone') && phone) {
        for (const column of ['telefone', 'celular', 'telefone_2']) conditions.push(`client.${column} LIKE :phone ${LIKE_ESCAPE}`);
        params.phone = containsPattern(phone);
      }
      const doc = alnumUpper(term);
      if (want('documento') && doc) {
        conditions.push(`client.documento LIKE :doc ${LIKE_ESCAPE}`);
        params.doc = containsPattern(doc);
      }
      qb.andWhere(conditions.length > 0 ? `(${conditions.join(' OR ')})` : '1 = 0', params);
    };
    const sortColumns = Object.fromEntries(['id', 'nome', 'email', 'telefone', 'documento', 'datacadastro'].map((f) => [f, `client.${f}`]));
    return listPage(this.clients.listSource(ctx.account.id, filter), listOptions(query, sortColumns), clientView);
  }

  async get(ctx: RequestContext, id: number): Promise<ClientView> {
    const row = await this.clients.findById(ctx.account.id, id);
    if (!row) throw clientNotFound(id);
    return clientView(row);
  }

  /** The IDs among `ids` of clients of the account (reads in the context's transaction). */
  existingIds(ctx: RequestContext, ids: number[]): Promise<Set<number>> {
    return this.clients.existingIds(ctx.account.id, ids, ctx.tx?.manager);
  }

  /** `id → nome` of the account's clients among `ids`, in one statement (for answers that show the client's name). */
  namesOf(ctx: RequestContext, ids: number[]): Promise<Map<number, string>> {
    return this.clients.namesOf(ctx.account.id, ids, ctx.tx?.manager);
  }

  /** `id → { nome, email }` of the clients among `ids`, in one statement. */
  contactsOf(ctx: RequestContext, ids: number[]): Promise<Map<number, { nome: string; email: string }>> {
    return this.clients.contactsOf(ctx.account.id, ids, ctx.tx?.manager);
  }

  /**
   * The clients whose name (legal or trade name included) contains `term`, for a list that also
   * searches by its rows' client (events, budgets): at most CLIENTS_NAMED_LIMIT, the first by ID.
   */
  idsNamed(ctx: RequestContext, term: string): Promise<number[]> {
    return this.clients.idsNamed(ctx.account.id, term, CLIENTS_NAMED_LIMIT, ctx.tx?.manager);
  }

  /**
   * The client of a lead (a budget from a web form), in the caller's transaction: the account's
   * client with the lead's document, else with its e-mail, else a new client made of the lead
   * (emitting `customer_created`). A new client needs `nome` (400 on it otherwise).
   */
  async clientForLead(
    ctx: TxContext,
    lead: { nome?: string; email?: string; telefone?: string; documento?: string },
  ): Promise<{ id: number; created: boolean }> {
    const { account, tx } = ctx;
    const documento = lead.documento ? parseDocumento(lead.documento)?.value : undefined;
    const byDocument = documento ? (await this.clients.idsByDocumento(account.id, [documento], tx.manager)).get(documento) : undefined;
    if (byDocument !== undefined) return { id: byDocument, created: false };
    const byEmail = lead.email ? await this.clients.idByEmail(account.id, lead.email, tx.manager) : undefined;
    if (byEmail !== undefined) return { id: byEmail, created: false };
    if (!lead.nome) {
      throw badRequest('Validation failed', [
        { field: 'nome', code: 'required', message: 'nome is required: no client of the account has this e-mail or document' },
      ]);
    }
    const row = newClient(
      { nome: lead.nome, email: lead.email, telefone: lead.telefone, documento: lead.documento },
      dateInZone(new Date(), account.timezone),
    );
    const [view] = (await this.clients.insertMany(account.id, [row], tx.manager)).map(clientView);
    ctx.emit('customer_created', [view]);
    return { id: view.id, created: true };
  }

  /** All or nothing: every client is checked, then all are inserted in one transaction. */
  async create(ctx: RequestContext, input: CreateClientsInput): Promise<ClientView[]> {
    const today = dateInZone(new Date(), ctx.account.timezone);
    const rows = input.clients.map((dto) => newClient(dto, today));
    const kinds: FieldError[] = [];
    input.clients.forEach((dto, i) => {
      if (dto.tipocadastro === undefined) return;
      const applied = applyTipoCadastro(
        dto.tipocadastro,
        rows[i].documento ? rows[i].tipo_pessoa : null,
        clientPath(input, i, 'tipocadastro'),
      );
      if ('problem' in applied) kinds.push(applied.problem);
      else rows[i].tipo_pessoa = applied.tipo_pessoa;
    });
    if (kinds.length > 0) throw badRequest('Validation failed', kinds);
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      await this.checkHowMet(
        c,
        rows.map((r, i) => ({ id: r.id_como_conheceu, field: clientPath(input, i, 'id_como_conheceu') })),
      );

      const duplicates: FieldError[] = [];
      const seen = new Map<string, number>();
      rows.forEach((r, i) => {
        if (!r.documento) return;
        const first = seen.get(r.documento);
        if (first !== undefined) {
          duplicates.push({
            field: clientPath(input, i, 'documento'),
            code: ClientErrorCode.DuplicateDocumento,
            message: `documento ${r.documento} is repeated in [${first}]`,
          });
        } else seen.set(r.documento, i);
      });
      const existing = await this.clients.idsByDocumento(account.id, [...seen.keys()], tx.manager);
      for (const [documento, i] of seen) {
        const id = existing.get(documento);
        if (id !== undefined) {
          duplicates.push({
            field: clientPath(input, i, 'documento'),
            code: ClientErrorCode.DuplicateDocumento,
            message: `client ${id} already has documento ${documento}`,
          });
        }
      }
      if (duplicates.length > 0) throw duplicateDocumento(duplicates);

      // One INSERT for the whole batch (its IDs come back with it), not a round trip per client.
      const created = (await this.clients.insertMany(account.id, rows, tx.manager)).map(clientView);
      // Each created client emits one customer_created notification.
      for (const view of created) c.emit('customer_created', [view]);
      return created;
    });
  }

  /** Partial update: only the fields sent change. */
  async update(ctx: RequestContext, id: number, dto: UpdateClientDto): Promise<ClientView> {
    const changes = normalizedFields(dto);
    if (Object.keys(changes).length === 0 && dto.tipocadastro === undefined) {
      throw badRequest('Validation failed', [{ code: 'empty_update', message: 'Send at least one field to change' }]);
    }
    return this.transactions.run(ctx, async (c) => {
      const { tx } = c;
      const accountId = c.account.id;
      const row = await this.clients.findByIdForUpdate(accountId, id, tx.manager);
      if (!row) throw clientNotFound(id);
      await checkPreconditions(c, `client ${id}`, async () => clientView((await this.clients.findById(accountId, id, tx.manager))!));
      await this.checkHowMet(c, [{ id: changes.id_como_conheceu, field: 'id_como_conheceu' }]);
      if (changes.documento) {
        const other = (await this.clients.idsByDocumento(accountId, [changes.documento], tx.manager)).get(changes.documento);
        if (other !== undefined && other !== id) {
          throw duplicateDocumento([
            {
              field: 'documento',
              code: ClientErrorCode.DuplicateDocumento,
              message: `client ${other} already has documento ${changes.documento}`,
            },
          ]);
        }
      }
      if (dto.tipocadastro !== undefined) {
        const documento = changes.documento !== undefined ? changes.documento : row.documento;
        const kind = changes.documento !== undefined ? (changes.tipo_pessoa ?? null) : row.tipo_pessoa;
        const applied = applyTipoCadastro(dto.tipocadastro, documento ? kind : null, 'tipocadastro');
        if ('problem' in applied) throw badRequest('Validation failed', [applied.problem]);
        changes.tipo_pessoa = applied.tipo_pessoa;
      }
      Object.assign(row, changes);
      await this.clients.save(row, tx.manager);
      const view = clientView((await this.clients.findById(accountId, id, tx.manager))!);
      c.emit('customer_updated', [view]);
      return view;
    });
  }

  /** 409 while events (or orders, budgets, financial entries…) still reference the client. */
  async remove(ctx: RequestContext, id: number): Promise<ClientView> {
    return this.transactions.run(ctx, async (c) => {
      const { tx } = c;
      const accountId = c.account.id;
      const row = await this.clients.findByIdForUpdate(accountId, id, tx.manager);
      if (!row) throw clientNotFound(id);
      await checkPreconditions(c, `client ${id}`, async () => clientView((await this.clients.findById(accountId, id, tx.manager))!));
      const refs = await this.references.referencesTo(c, 'client', id);
      if (refs.length > 0) throw clientInUse(id, refs);
      const view = clientView(row);
      await this.clients.deleteById(accountId, id, tx.manager);
      c.emit('customer_deleted', [view]);
      return view;
    });
  }

  /** 422 for every `id_como_conheceu` that is not in the account's how-met list. */
  private async checkHowMet(ctx: TxContext, refs: { id: number | null | undefined; field: string }[]): Promise<void> {
    const ids = refs.map((r) => r.id).filter((v): v is number => typeof v === 'number');
    if (ids.length === 0) return;
    const existing = await this.lookups.existingIds(ctx, 'howmet', ids);
    const problems = new Problems();
    for (const r of refs) {
      if (typeof r.id === 'number' && !existing.has(r.id))
        problems.add(r.field, ClientErrorCode.HowMetNotFound, `how-met ${r.id} does not exist`);
    }
    if (!problems.empty) throw howMetNotFound(problems.list);
  }
}
