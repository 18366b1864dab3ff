import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { ListSource, PageOrder, sqlListSource } from '../../common/list-page';
import { AccountScopedRepository, GroupIndex } from '../../database/account-scoped.repository';
import { firstOfGroups, KeyedRow } from '../../database/grouped-top';
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

/** A filter of the overview: `column = value`, or SQL on `fe` (a range of `column`) with a `?` for each of `values`. */
export type OverviewFilter = { column: string; value: string | number } | { column: string; sql: string; values: unknown[] };

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
   * The deepest page (offset and limit) read group by group under a range (firstOfGroups):
   * each group it reads gives up to that many entries.
   */
  static groupedPage = 1_000;

  /**
   * The most groups (due or payment days × types × paid states) a page reads group by group: where
   * many tie on their best key, the last read names each of them (some 16 µs of planning apiece).
   */
  static groupedGroups = 1_500;

  /** The sorts that run with a range of dates (the dates and the installment number), as the range indexes hold them. */
  static readonly rangeSorts = ['data_vencimento', 'datapagamento', 'datacompetencia', 'datacadastro', 'numeroparcela', 'datahoraupdate'];

  constructor(@InjectRepository(FinancialEntry) repository: Repository<FinancialEntry>) {
    super(repository, 'fe');
  }

  /**
   * The overview's statements over the account's entries that meet `filters`, written out rather
   * than built by the query builder on every request. The account's condition always comes
   * first. For the page's index hint (pageIndexHint), besides the filtered columns: `dateRange`,
   * whether a range is the query's own (due or payment dates, rather than a status's from
   * today), and `unpaid`, whether they keep unpaid entries only.
   */
  overview(accountId: number, filters: OverviewFilter[], { dateRange, unpaid }: { dateRange: boolean; unpaid: boolean }) {
    const sqlOf = (f: OverviewFilter) => ('sql' in f ? f.sql : `fe.${f.column} = ?`);
    const valuesOf = (f: OverviewFilter) => ('sql' in f ? f.values : [f.value]);
    const where = ['fe.account_id = ?', ...filters.map(sqlOf)].join(' AND ');
    const params = [accountId, ...filters.flatMap(valuesOf)];
    const equal = [...new Set(filters.filter((f) => !('sql' in f)).map((f) => f.column))];
    const ranged = [...new Set(filters.filter((f) => 'sql' in f).map((f) => f.column))];
    const query = (sql: string, bound: unknown[]) => this.repository.manager.query(sql, bound) as Promise<Record<string, unknown>[]>;
    // A page sorted by the ID or a column (not `status`'s expression). A filtered set of at most
    // `smallSet` entries is read by its filters' indexes and sorted: a walk of a sort index would
    // skip the entries the filters leave out, and where those come first (a rare `tipo`, dates
    // that run against the sort) that is most of the account. A larger set under a range, sorted
    // by another of `rangeSorts`, is read group by group (`grouped`) down to `groupedPage`
    // entries; deeper, up to `rangeSet` entries, from an index that seeks the range and holds the
    // filters and the sort (rangeIndexHint), where there is one. Under a date range of the query's
    // own and a larger set, the planner chooses alone. Every statement without a hint of its own
    // leaves the range indexes out (withoutRangeIndexes).
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
      if (dateRange && !small) return unhinted;
      return this.pageIndexHint(equal, sort, ranged, small);
    };
    // The first `count` IDs of a larger set under a range sorted against it, read group by group
    // from the range index of that sort (groupIndex: a day, type and paid state per group, each in
    // page order): the groups' best keys first (one loose scan of the index), then the first
    // entries of the groups that can hold the page (firstOfGroups). Undefined for another page,
    // one deeper than `groupedPage`, or where no such index is: the SQL of `from` reads it.
    const grouped = async (order: PageOrder, count: number, size: number): Promise<number[] | undefined> => {
      const { sort, small, againstRange } = plan(order, size);
      if (!againstRange || small || count > FinancialEntriesRepository.groupedPage) return undefined;
      const index = this.groupIndex(equal, sort!, ranged);
      if (!index) return undefined;
      // The conditions a loose scan of the index takes: with a text equality (`tipo`) MariaDB
      // reads every entry of the range instead, as it compares texts by collation.
      const scanned = filters.filter((f) => 'sql' in f || typeof f.value === 'number');
      const scan = { where: ['fe.account_id = ?', ...scanned.map(sqlOf)].join(' AND '), params: [accountId, ...scanned.flatMap(valuesOf)] };
      return (await this.readGroupedTop(index, sort!, order.direction, count, { where, params }, scan))?.map((row) => row.id);
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
          rows: (ids) => this.findByIds(accountId, ids),
          pageOfRows: (sql, values, orderBy) => this.pageOfRows(sql, values, orderBy),
          pageIds,
          firstIds: (order, count) => grouped(order, count, size),
        }),
      /** The IDs of those entries that also meet `extra` (SQL with `?` for `extraValues`), in ID order from `offset`. */
      ids: async (extra: string, extraValues: unknown[], direction: 'ASC' | 'DESC', offset: number, limit: number): Promise<number[]> =>
        (await query(`SELECT fe.id AS id FROM financial_entries fe${unhinted} WHERE ${where} AND ${extra} ORDER BY fe.id ${direction} LIMIT ? OFFSET ?`, [...params, ...extraValues, limit, offset])).map(
          (r) => Number(r.id),
        ),
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

  /**
   * The first `count` entries meeting `where` (with `params`) by `sort` in `direction`, ties by ID,
   * read through `index` (groupIndex), or undefined where it splits them into more than
   * `groupedGroups` groups: one loose scan under `scan` (the conditions of `where` it
   * takes; a group it keeps that `where` leaves out is read empty) gives each group's best key
   * (unknown where NULLs sort first and the column holds them), then `firstOfGroups` reads the
   * first entries of the groups that can hold the page: a UNION ALL of one short walk per group,
   * then the entries of the other groups that can come before the last one found.
   */
  private async readGroupedTop(
    index: GroupIndex,
    sort: string,
    direction: 'ASC' | 'DESC',
    count: number,
    { where, params }: { where: string; params: unknown[] },
    scan: { where: string; params: unknown[] },
  ): Promise<KeyedRow[] | undefined> {
    const query = (sql: string, bound: unknown[]) => this.repository.manager.query(sql, bound) as Promise<Record<string, unknown>[]>;
    const using = `FROM financial_entries fe USE INDEX (${index.name}) WHERE`;
    const from = `${using} ${where}`;
    const columns = index.groupColumns.map((column) => `fe.${column}`);
    // GROUP BY the index's leading columns from account_id on: only so does MariaDB scan it loosely (a seek per group).
    const groups = (
      await query(
        `SELECT ${columns.map((c, i) => `${c} AS g${i}`).join(', ')}, ${direction === 'DESC' ? 'MAX' : 'MIN'}(fe.${sort}) AS bound ${using} ${scan.where} GROUP BY fe.account_id, ${columns.join(', ')}`,
        scan.params,
      )
    ).map((row) => ({
      group: columns.map((_, i) => row[`g${i}`]),
      bound: direction === 'ASC' && index.nullable ? undefined : sortKey(row.bound),
    }));
    // More groups than `groupedGroups` (a range of years): the page's own SQL reads it.
    if (groups.length > FinancialEntriesRepository.groupedGroups) return undefined;
    const inGroup = columns.map((c) => `${c} = ?`).join(' AND ');
    const key = `fe.${sort}`;
    // Rows not after `floor` in page order (NULL is the smallest key), each part a range of the
    // index within a group (`IS NULL AND fe.id …`: a seek, where `fe.id …` alone reads the group).
    const notAfter = (floor: KeyedRow): [string, unknown[]] => {
      if (direction === 'DESC') {
        return floor.key === null ? [`(${key} IS NOT NULL OR (${key} IS NULL AND fe.id >= ?))`, [floor.id]] : [`(${key} > ? OR (${key} = ? AND fe.id >= ?))`, [floor.key, floor.key, floor.id]];
      }
      return floor.key === null ? [`(${key} IS NULL AND fe.id <= ?)`, [floor.id]] : [`(${key} IS NULL OR ${key} < ? OR (${key} = ? AND fe.id <= ?))`, [floor.key, floor.key, floor.id]];
    };
    const order = `ORDER BY ${key} ${direction}, fe.id ${direction}`;
    const read = async (sql: string, values: unknown[]) => (await query(sql, values)).map((row) => ({ id: Number(row.id), key: sortKey(row.sort_key) }));
    return firstOfGroups(groups, direction, count, async (which, n, floor) => {
      if (!floor) {
        // Each group's first `n` entries: a short walk of the index per group.
        const parts = which.map(() => `(SELECT fe.id AS id, ${key} AS sort_key ${from} AND ${inGroup} ${order} LIMIT ?)`);
        return read(parts.join(' UNION ALL '), which.flatMap((group) => [...params, ...group, n]));
      }
      // Only the entries not after `floor` (at most `n` of them come before it), of any number of
      // groups: one statement whose ranges the planner makes per group (a seek each).
      const [past, pastValues] = notAfter(floor);
      const tuples = which.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
      return read(`SELECT fe.id AS id, ${key} AS sort_key ${from} AND (${columns.join(', ')}) IN (${tuples}) AND ${past} ${order} LIMIT ?`, [
        ...params,
        ...which.flat(),
        ...pastValues,
        n,
      ]);
    });
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

  seen(accountId: number, gateway: string, eventId: string, manager: EntityManager): Promise<boolean> {
    return this.repo(manager).existsBy({ account_id: accountId, gateway, event_id: eventId });
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

  findDefault(accountId: number, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, padrao: true });
  }

  async clearDefault(accountId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, padrao: true }, { padrao: false });
  }
}

/** A sort key as the page compares it: a DATETIME (read as a Date) as its text, which MySQL/MariaDB compare alike. */
function sortKey(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace('Z', '');
  return typeof value === 'number' ? value : String(value);
}
