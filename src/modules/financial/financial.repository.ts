import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { ListSource, PageOrder, sqlListSource } from '../../common/list-page';
import { AccountScopedRepository, ExtraColumn } from '../../database/account-scoped.repository';
import { isMysqlFamily } from '../../database/data-source';
import { FinancialEntry } from './entities/financial-entry.entity';
import { AMOUNT_SQL, TotalsRow, totalsRow } from './financial-totals.repository';
import {
  FinancialApportionment,
  FinancialCharge,
  FinancialGatewayEvent,
  FinancialGatewaySettings,
  FinancialHistory,
} from './entities/financial-extras.entity';

/**
 * An entry read with its apportionment parts folded into `rateio_partes` in the same statement
 * (`id_centro_custo:percentual` of each part, by part ID, comma-separated; null without parts):
 * `FinancialViews` then reads no parts of its own. See `foldedParts`.
 */
export type EntryWithParts = FinancialEntry & { rateio_partes?: string | null };

/** A filter of the overview: `column = value`, or `column <op> value` (a bound of a range of `column`). */
export type OverviewFilter = { column: string; value: string | number; op?: '<' | '>=' | '<=' };

/** The columns `filters` hold equal to a value (`ranged` false) or in a range (true), each once. */
const columnsOf = (filters: OverviewFilter[], ranged: boolean): string[] => [...new Set(filters.filter((f) => Boolean(f.op) === ranged).map((f) => f.column))];

@Injectable()
export class FinancialEntriesRepository extends AccountScopedRepository<FinancialEntry> {
  /**
   * The most entries a filtered page reads and sorts rather than walk a sort index (some 20 ms of
   * reading and sorting at most). The tests lower it to see the hints of larger sets on a few entries.
   */
  static smallSet = 20_000;

  /**
   * The most entries a page under a range (a status, a due or payment date range) too deep to
   * read group by group (`groupedPage`) reads from a range index and sorts, when sorted by another
   * of `rangeSorts`: some 30 ms of index entries at most, where a walk of the sort's index passes,
   * when the sort runs against the range (a month of due dates by competence date), every entry
   * outside it first.
   */
  static rangeSet = 150_000;

  /**
   * The deepest page (offset and limit) read group by group under a range (groupedTop):
   * each group it reads gives up to that many entries.
   */
  static groupedPage = 1_000;

  /**
   * The most groups (due or payment days × types × paid states) a page reads group by group: where
   * many tie on their best key, the last read names each of them (some 16 µs of planning apiece).
   */
  static groupedGroups = 1_500;

  /**
   * Where more than this many groups may hold the best key of a page read group by group (an
   * installment number, a time many entries share, NULLs first), MariaDB first walks that key's
   * entries in ID order (groupedTop), examining at most `tieExamined` entries per entry wanted.
   * The tests lower them to see both ways on a few entries.
   */
  static tieGroups = 16;
  static tieExamined = 150;

  /** The sorts that run with a range of dates (the dates and the installment number), as the range indexes hold them. */
  static readonly rangeSorts = ['data_vencimento', 'datapagamento', 'datacompetencia', 'datacadastro', 'numeroparcela', 'datahoraupdate'];

  /**
   * `rateio_partes` (EntryWithParts): an entry's apportionment parts folded into one text by a
   * subquery of the entry's own statement, so that a page of the overview costs no statement of
   * its own for them (a round trip per request, with its share of the API's CPU). An entry has at
   * most 50 parts (the DTO's cap) of at most 18 characters: within MySQL's default
   * `group_concat_max_len` of 1,024 (MariaDB's is 1 MB).
   */
  private readonly partsColumn: ExtraColumn[];

  constructor(@InjectRepository(FinancialEntry) repository: Repository<FinancialEntry>) {
    super(repository, 'fe');
    const connection = repository.manager.connection;
    const parts = connection.driver.escape(connection.getMetadata(FinancialApportionment).tablePath);
    const where = (ref: string) => `FROM ${parts} fa WHERE fa.account_id = ${ref}.account_id AND fa.entry_id = ${ref}.id`;
    const sql = isMysqlFamily(connection.options.type)
      ? (ref: string) => `(SELECT GROUP_CONCAT(fa.id_centro_custo, ':', fa.percentual ORDER BY fa.id SEPARATOR ',') ${where(ref)})`
      : (ref: string) => `(SELECT group_concat(fa.id_centro_custo || ':' || fa.percentual, ',' ORDER BY fa.id) ${where(ref)})`;
    this.partsColumn = [{ property: 'rateio_partes', sql }];
  }

  /**
   * The overview's statements over the account's entries that meet `filters`, written out rather
   * than built by the query builder on every request. The account's condition always comes
   * first.
   */
  overview(accountId: number, filters: OverviewFilter[]) {
    const sqlOf = (f: OverviewFilter) => `fe.${f.column} ${f.op ?? '='} ?`;
    const where = ['fe.account_id = ?', ...filters.map(sqlOf)].join(' AND ');
    const params = [accountId, ...filters.map((f) => f.value)];
    const equal = columnsOf(filters, false);
    const ranged = columnsOf(filters, true);
    // Unpaid entries only (`pago` held at 0).
    const unpaid = filters.some((f) => f.column === 'pago' && !f.op && f.value === 0);
    const query = (sql: string, bound: unknown[]) => this.repository.manager.query(sql, bound) as Promise<Record<string, unknown>[]>;
    // A page sorted by the ID or a column (not `status`'s expression). A filtered set of at most
    // `smallSet` entries is read by its filters' indexes and sorted: a walk of a sort index would
    // skip the entries the filters leave out, and where those come first (a rare `tipo`, dates
    // that run against the sort) that is most of the account. A larger set under a range, sorted
    // by another of `rangeSorts`, is read group by group (`grouped`) down to `groupedPage`
    // entries; deeper, up to `rangeSet` entries, from an index that seeks the range and holds the
    // filters and the sort (rangeIndexHint), where there is one. Any other page names the indexes
    // it may walk or seek (pageIndexHint): left to weigh the table's every `(account_id, …)` index,
    // MariaDB spent some 0.8 ms planning a page under a date range, as long as its walk. Every
    // statement without a hint of its own leaves the range indexes out (withoutRangeIndexes).
    const unhinted = this.withoutRangeIndexes();
    // What a page's order asks of those rules: its column (undefined for the ID), whether the set
    // is small, and whether the sort runs against the range (another of `rangeSorts`).
    const plan = (order: PageOrder, size: number) => {
      const sort = order.column === order.idColumn ? undefined : /^fe\.(\w+)$/.exec(order.column)?.[1];
      const small = size <= FinancialEntriesRepository.smallSet && equal.length + ranged.length > 0;
      // Unpaid entries have no payment date: by it they are in ID order, which the walk of
      // `(account_id, pago, datapagamento)` gives at once.
      const paymentOfUnpaid = sort === 'datapagamento' && unpaid;
      const againstRange =
        sort !== undefined && FinancialEntriesRepository.rangeSorts.includes(sort) && !paymentOfUnpaid && ranged.length > 0 && !ranged.includes(sort);
      return { sort, small, againstRange };
    };
    const hint = (order: PageOrder, size: number) => {
      const { sort, small, againstRange } = plan(order, size);
      if (sort === undefined && order.column !== order.idColumn) return unhinted;
      if (againstRange && !small && size <= FinancialEntriesRepository.rangeSet) {
        const covering = this.rangeIndexHint(equal, sort!, ranged);
        if (covering) return covering;
      }
      return this.pageIndexHint(equal, sort, ranged, small);
    };
    // The first `count` IDs of a larger set under a range sorted against it, read group by group
    // from the range index of that sort (groupIndex: a day, type and paid state per group, each in
    // page order): the groups' best keys first (one loose scan of the index), then the first
    // entries of the groups that can hold the page (groupedTop). Undefined for another page,
    // one deeper than `groupedPage`, of more than `groupedGroups` groups, or where no such index
    // is: the SQL of `from` reads it.
    const grouped = async (order: PageOrder, count: number, size: number): Promise<number[] | undefined> => {
      const { sort, small, againstRange } = plan(order, size);
      if (!againstRange || small || count > FinancialEntriesRepository.groupedPage) return undefined;
      const index = this.groupIndex(equal, sort!, ranged);
      if (!index) return undefined;
      // The conditions a loose scan of the index takes: with a text equality (`tipo`) MariaDB
      // reads every entry of the range instead, as it compares texts by collation.
      const scanned = filters.filter((f) => f.op || typeof f.value === 'number');
      const scan = { where: ['fe.account_id = ?', ...scanned.map(sqlOf)].join(' AND '), params: [accountId, ...scanned.map((f) => f.value)] };
      const { groupedGroups, tieGroups, tieExamined } = FinancialEntriesRepository;
      return (await this.groupedTop(index, sort!, order.direction, count, { where, params }, scan, groupedGroups, { groups: tieGroups, examined: tieExamined }))?.map(
        (row) => row.id,
      );
    };
    return {
      /** A source of the list primitive over `size` entries (pages by `pageIds` when given, else by its SQL). */
      source: (size: number, pageIds?: ListSource<FinancialEntry>['pageIds']): ListSource<FinancialEntry> =>
        sqlListSource<FinancialEntry>({
          query,
          from: (order) => `FROM financial_entries fe${order ? hint(order, size) : unhinted} WHERE ${where}`,
          params,
          idColumn: 'fe.id',
          total: async () => size,
          rows: (ids) => this.findByIds(accountId, ids, undefined, this.partsColumn),
          pageOfRows: (sql, values, orderBy) => this.pageOfRows(sql, values, orderBy, false, this.partsColumn),
          pageIds,
          firstIds: (order, count) => grouped(order, count, size),
        }),
      /**
       * The IDs of those entries that also meet `extra` (a status's filters), `size` of them, in ID
       * order from `offset`. A set of at most `smallSet` entries is read from the index that seeks
       * the most of the filters and sorted (seekIndexHint): a walk in ID order, which MariaDB takes
       * where it expects the matches to be dense, passed 11,765 entries for a month of due dates
       * mostly paid (9.9 ms, against 1.4 ms). A larger set names the indexes it may walk or seek.
       */
      ids: async (extra: OverviewFilter[], size: number, direction: 'ASC' | 'DESC', offset: number, limit: number): Promise<number[]> => {
        const all = [...filters, ...extra];
        const [held, bounded] = [columnsOf(all, false), columnsOf(all, true)];
        const hint = size <= FinancialEntriesRepository.smallSet ? this.seekIndexHint(held, bounded) : this.pageIndexHint(held, undefined, bounded);
        const sql = `SELECT fe.id AS id FROM financial_entries fe${hint} WHERE ${[where, ...extra.map(sqlOf)].join(' AND ')} ORDER BY fe.id ${direction} LIMIT ? OFFSET ?`;
        return (await query(sql, [...params, ...extra.map((f) => f.value), limit, offset])).map((r) => Number(r.id));
      },
      /** Their sums (the paid value once paid) and numbers, by tipo, pago and "due before `today`", as the running totals give them. */
      grouped: async (today: string): Promise<TotalsRow[]> =>
        (
          await query(
            `SELECT fe.tipo AS tipo, fe.pago AS pago, CASE WHEN fe.data_vencimento < ? THEN 1 ELSE 0 END AS vencido, ${AMOUNT_SQL} AS total, COUNT(*) AS quantidade ` +
              `FROM financial_entries fe${unhinted} WHERE ${where} GROUP BY fe.tipo, fe.pago, vencido`,
            [today, ...params],
          )
        ).map((r) => totalsRow(String(r.tipo), r.pago, Number(r.vencido) === 1, r.total, r.quantidade)),
    };
  }

  /** The installments of a plan, by `numeroparcela`. */
  ofPlan(accountId: number, planId: number, manager?: EntityManager): Promise<FinancialEntry[]> {
    return this.query(accountId, manager)
      .andWhere('fe.idparcelamento = :planId', { planId })
      .orderBy('fe.numeroparcela', 'ASC')
      .addOrderBy('fe.id', 'ASC')
      .getMany();
  }

  /**
   * Locks the rows an update may touch, always in ID order (the whole plan, or the one entry),
   * so two updates of installments of one plan wait for each other instead of losing a change.
   */
  async lockForUpdate(accountId: number, entry: FinancialEntry, manager: EntityManager): Promise<FinancialEntry[]> {
    const qb = this.query(accountId, manager);
    if (entry.idparcelamento) qb.andWhere('fe.idparcelamento = :planId', { planId: entry.idparcelamento });
    else qb.andWhere('fe.id = :id', { id: entry.id });
    qb.orderBy('fe.id', 'ASC');
    if (isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    return qb.getMany();
  }

  async insertMany(rows: Partial<FinancialEntry>[], manager: EntityManager): Promise<number[]> {
    const ids: number[] = [];
    // One by one: both drivers return every generated ID this way.
    for (const row of rows) ids.push(Number((await this.repo(manager).insert(row as FinancialEntry)).identifiers[0].id));
    return ids;
  }

  async updateColumns(accountId: number, id: number, values: Partial<FinancialEntry>, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, values);
  }

  async setPlan(accountId: number, ids: number[], planId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id: In(ids) }, { idparcelamento: planId });
  }
}

@Injectable()
export class FinancialApportionmentsRepository extends AccountScopedRepository<FinancialApportionment> {
  constructor(@InjectRepository(FinancialApportionment) repository: Repository<FinancialApportionment>) {
    super(repository, 'fa');
  }

  /** The apportionment parts of those entries, in ID order. */
  ofEntries(accountId: number, entryIds: number[], manager?: EntityManager): Promise<FinancialApportionment[]> {
    return this.findByColumnIn(accountId, 'entry_id', entryIds, manager);
  }

  async replace(accountId: number, entryId: number, parts: { id_centro_custo: number; percentual: number }[], manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ account_id: accountId, entry_id: entryId });
    if (parts.length > 0) await this.repo(manager).insert(parts.map((p) => ({ ...p, account_id: accountId, entry_id: entryId })));
  }
}

@Injectable()
export class FinancialChargesRepository extends AccountScopedRepository<FinancialCharge> {
  constructor(@InjectRepository(FinancialCharge) repository: Repository<FinancialCharge>) {
    super(repository, 'fc');
  }

  /**
   * The charge a gateway's return names, in whichever account it is: the return arrives without
   * an API token, and the charge tells whose account (and settings) it concerns.
   */
  findByGatewayRef(gateway: string, idExterno: string, manager?: EntityManager): Promise<FinancialCharge | null> {
    return this.repo(manager).findOne({ where: { gateway, id_externo: idExterno }, order: { id: 'DESC' } });
  }

  async setStatus(accountId: number, id: number, status: string, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, { status });
  }
}

@Injectable()
export class FinancialHistoryRepository extends AccountScopedRepository<FinancialHistory> {
  constructor(@InjectRepository(FinancialHistory) repository: Repository<FinancialHistory>) {
    super(repository, 'fh');
  }

  async insertMany(rows: Partial<FinancialHistory>[], manager: EntityManager): Promise<void> {
    // `alteracoes` holds arbitrary JSON values, which TypeORM's deep-partial type cannot express.
    if (rows.length > 0) await this.repo(manager).insert(rows as never);
  }
}

@Injectable()
export class FinancialGatewayEventsRepository extends AccountScopedRepository<FinancialGatewayEvent> {
  constructor(@InjectRepository(FinancialGatewayEvent) repository: Repository<FinancialGatewayEvent>) {
    super(repository, 'fge');
  }

  /** Whether this return (by its event ID) was already applied to, or ignored by, this charge. */
  seen(accountId: number, chargeId: number, eventId: string, manager: EntityManager): Promise<boolean> {
    return this.repo(manager).existsBy({ account_id: accountId, charge_id: chargeId, event_id: eventId });
  }
}

@Injectable()
export class FinancialGatewaySettingsRepository extends AccountScopedRepository<FinancialGatewaySettings> {
  constructor(@InjectRepository(FinancialGatewaySettings) repository: Repository<FinancialGatewaySettings>) {
    super(repository, 'fgs');
  }

  findFor(accountId: number, gateway: string, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, gateway });
  }

  /**
   * The settings, in whichever account, whose webhook token is `token`: a gateway's return that
   * names no charge of the service has only its token to say whose it is. The caller compares
   * the tokens exactly (a column's collation may ignore case).
   */
  withWebhookToken(gateway: string, token: string, manager?: EntityManager): Promise<FinancialGatewaySettings[]> {
    return this.repo(manager).find({ where: { gateway, webhook_token: token }, order: { id: 'ASC' }, take: 20 });
  }

  findDefault(accountId: number, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, padrao: true });
  }

  async clearDefault(accountId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, padrao: true }, { padrao: false });
  }
}

