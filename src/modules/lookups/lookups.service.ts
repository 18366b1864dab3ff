import { Injectable, OnModuleInit } from '@nestjs/common';

import { AccountDirectory, AccountSeeder } from '../../accounts/account-directory';
import { badRequest, notFound } from '../../common/errors';
import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import { Tx } from '../../common/request-context';
import { containsPattern, LIKE_ESCAPE } from '../../common/search';
import { AccountOwned } from '../../database/account-owned';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { TransactionRunner } from '../../database/transaction';
import { CardRepository } from './card.repository';
import { CostCenterRepository } from './cost-center.repository';
import { LookupListQuery } from './dto/lookup-list.query';
import { SellerUpdateDto } from './dto/seller-update.dto';
import { Card } from './entities/card.entity';
import { CostCenter } from './entities/cost-center.entity';
import { EventLocation } from './entities/event-location.entity';
import { EventType } from './entities/event-type.entity';
import { FinancialCategory } from './entities/financial-category.entity';
import { HowMet } from './entities/how-met.entity';
import { Seller } from './entities/seller.entity';
import { EventLocationRepository } from './event-location.repository';
import { EventTypeRepository } from './event-type.repository';
import { FinancialCategoryRepository } from './financial-category.repository';
import { HowMetRepository } from './how-met.repository';
import { LOOKUP_DEFAULTS, LookupKind } from './lookup-kinds';
import { invalidLookupName } from './lookups.errors';
import { SellerRepository } from './seller.repository';

type LookupRow = (HowMet | EventType | Seller | EventLocation | Card | CostCenter | FinancialCategory) &
  AccountOwned & { nome: string; ativo: boolean };

/** Strips the owning account: lookups answer `{ id, nome, … }`. */
export function lookupView<T extends AccountOwned>(row: T): Omit<T, 'account_id'> {
  const { account_id: _omit, ...view } = row;
  return view;
}

/**
 * The lookup lists. Seeds an account's defaults when it is created, serves the lists,
 * answers which referenced IDs exist (for clients, events and financial entries) and backs the CLI.
 */
@Injectable()
export class LookupsService implements AccountSeeder, OnModuleInit {
  private readonly repos: Record<LookupKind, AccountScopedRepository<LookupRow>>;

  constructor(
    private readonly accounts: AccountDirectory,
    private readonly transactions: TransactionRunner,
    howMet: HowMetRepository,
    eventTypes: EventTypeRepository,
    sellers: SellerRepository,
    locations: EventLocationRepository,
    cards: CardRepository,
    costCenters: CostCenterRepository,
    categories: FinancialCategoryRepository,
  ) {
    this.repos = {
      howmet: howMet,
      eventtype: eventTypes,
      seller: sellers,
      eventlocation: locations,
      cards,
      costcenter: costCenters,
      financialcategory: categories,
    } as unknown as Record<LookupKind, AccountScopedRepository<LookupRow>>;
  }

  onModuleInit(): void {
    this.accounts.registerSeeder(this);
  }

  /** Runs inside the account's creation transaction. */
  async seedAccount(tx: Tx, accountId: number): Promise<void> {
    for (const [kind, names] of Object.entries(LOOKUP_DEFAULTS) as [LookupKind, string[]][]) {
      for (const nome of names) await this.repos[kind].create(accountId, { nome } as Partial<LookupRow>, tx.manager);
    }
  }

  async list(ctx: RequestContext, kind: LookupKind, query: LookupListQuery): Promise<Page<Omit<LookupRow, 'account_id'>>> {
    const term = query.search?.trim();
    const source = this.repos[kind].listSource(ctx.account.id, (qb) => {
      if (term) qb.andWhere(`${qb.alias}.nome LIKE :term ${LIKE_ESCAPE}`, { term: containsPattern(term) });
    });
    return listPage(source, listOptions(query, { id: `${kind}.id`, nome: `${kind}.nome` }), lookupView);
  }

  /** The IDs among `ids` that exist in the account's list (rows of other accounts do not). */
  existingIds(ctx: RequestContext, kind: LookupKind, ids: number[]): Promise<Set<number>> {
    return this.repos[kind].existingIds(ctx.account.id, ids, ctx.tx?.manager);
  }

  /** `id → nome` of the account's entries among `ids`, in one statement (for answers that show the name). */
  async namesOf(ctx: RequestContext, kind: LookupKind, ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const qb = this.repos[kind].query(ctx.account.id, ctx.tx?.manager);
    const rows = await qb
      .select(`${qb.alias}.id`, 'id')
      .addSelect(`${qb.alias}.nome`, 'nome')
      .andWhere(`${qb.alias}.id IN (:...ids)`, { ids: unique })
      .getRawMany<{ id: number | string; nome: string }>();
    return new Map(rows.map((r) => [Number(r.id), r.nome]));
  }

  /**
   * The name and address of each of the account's event locations among `ids`, in one statement,
   * as ME Eventos answers them on an event (`estado` for the UF; a location has no complement: empty).
   */
  async locationAddresses(ctx: RequestContext, ids: number[]): Promise<Map<number, Record<string, string>>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.repos.eventlocation
      .query(ctx.account.id, ctx.tx?.manager, 'location')
      .select([
        'location.id AS id',
        'location.nome AS nome',
        'location.endereco AS endereco',
        'location.numero AS numero',
        'location.cep AS cep',
      ])
      .addSelect(['location.bairro AS bairro', 'location.cidade AS cidade', 'location.uf AS uf'])
      .andWhere('location.id IN (:...ids)', { ids: unique })
      .getRawMany<Record<'nome' | 'endereco' | 'numero' | 'cep' | 'bairro' | 'cidade' | 'uf', string | null> & { id: number | string }>();
    return new Map(
      rows.map((r) => [
        Number(r.id),
        {
          nome: r.nome ?? '',
          endereco: r.endereco ?? '',
          numero: r.numero ?? '',
          complemento: '',
          cep: r.cep ?? '',
          bairro: r.bairro ?? '',
          cidade: r.cidade ?? '',
          estado: r.uf ?? '',
        },
      ]),
    );
  }

  /** The IDs of the account's entries whose name contains `term` (case-insensitive), in one statement. */
  async idsNamed(ctx: RequestContext, kind: LookupKind, term: string): Promise<Set<number>> {
    const qb = this.repos[kind].query(ctx.account.id, ctx.tx?.manager);
    const rows = await qb
      .select(`${qb.alias}.id`, 'id')
      .andWhere(`${qb.alias}.nome LIKE :term ${LIKE_ESCAPE}`, { term: containsPattern(term) })
      .getRawMany<{ id: number | string }>();
    return new Set(rows.map((r) => Number(r.id)));
  }

  /**
   * Updates a seller: only the fields sent change, under its row lock, in one transaction.
   * 400 when nothing is sent; 404 when the account has no such seller.
   */
  async updateSeller(ctx: RequestContext, id: number, changes: SellerUpdateDto): Promise<Omit<Seller, 'account_id'>> {
    const sent = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<Seller>;
    if (Object.keys(sent).length === 0)
      throw badRequest('Validation failed', [{ code: 'empty_update', message: 'Send at least one field to change' }]);
    const sellers = this.repos.seller as unknown as AccountScopedRepository<Seller>;
    return this.transactions.run(ctx, async ({ tx }) => {
      const row = await sellers.findByIdForUpdate(ctx.account.id, id, tx.manager);
      if (!row) throw notFound('seller', id);
      Object.assign(row, sent);
      return lookupView(await sellers.save(row, tx.manager));
    });
  }

  /** The account's sellers among `ids` (`id → { nome, comissao_percentual }`), in one statement (commissions). */
  async sellersOf(ctx: RequestContext, ids: number[]): Promise<Map<number, { nome: string; comissao_percentual: number }>> {
    const rows = (await this.repos.seller.findByIds(ctx.account.id, ids)) as unknown as Seller[];
    return new Map(rows.map((r) => [r.id, { nome: r.nome, comissao_percentual: Number(r.comissao_percentual) }]));
  }

  /** CLI: sets a seller's commission percentage; false when the account has no such seller. */
  setCommission(accountId: number, id: number, percent: number): Promise<boolean> {
    return this.change(accountId, 'seller', id, (row) => ((row as Seller).comissao_percentual = percent));
  }

  /** CLI: adds an entry. The CLI's writes run through the TransactionRunner like the API's. */
  async add(accountId: number, kind: LookupKind, nome: string): Promise<LookupRow> {
    const name = nome.trim();
    if (!name || name.length > 100) throw invalidLookupName();
    return this.transactions.run((tx) => this.repos[kind].create(accountId, { nome: name } as Partial<LookupRow>, tx.manager));
  }

  /** CLI: every entry of the list, active or not, by ID. */
  all(accountId: number, kind: LookupKind): Promise<LookupRow[]> {
    const qb = this.repos[kind].query(accountId);
    return qb.orderBy(`${qb.alias}.id`, 'ASC').getMany();
  }

  /** CLI: turns an entry on or off; false when the account has no such entry. */
  setActive(accountId: number, kind: LookupKind, id: number, ativo: boolean): Promise<boolean> {
    return this.change(accountId, kind, id, (row) => (row.ativo = ativo));
  }

  /** CLI: renames an entry; false when the account has no such entry. */
  async rename(accountId: number, kind: LookupKind, id: number, nome: string): Promise<boolean> {
    const name = nome.trim();
    if (!name || name.length > 100) throw invalidLookupName();
    return this.change(accountId, kind, id, (row) => (row.nome = name));
  }

  /** Read-modify-write of one entry under its row lock; false when the account has no such entry. */
  private change(accountId: number, kind: LookupKind, id: number, apply: (row: LookupRow) => void): Promise<boolean> {
    return this.transactions.run(async ({ manager }) => {
      const row = await this.repos[kind].findByIdForUpdate(accountId, id, manager);
      if (!row) return false;
      apply(row);
      await this.repos[kind].save(row, manager);
      return true;
    });
  }
}
