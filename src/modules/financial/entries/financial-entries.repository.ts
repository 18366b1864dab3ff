import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';

import { ListSource, sqlListSource } from '../../../common/list-page';
import { AccountScopedRepository } from '../../../database/account-scoped.repository';
import { isMysqlFamily } from '../../../database/engine';
import { FinancialEntry } from '../entities/financial-entry.entity';
import { FinancialEntryTotalsRepository, totaisSumsSql, TOTALLED_COLUMNS } from './financial-entry-totals.repository';

/** A filter of the overview: `column = value`, or `column <op> value` (a bound of a range of `column`). */
export type OverviewFilter = { column: string; value: string | number; op?: '<' | '>=' | '<=' };

/** The sums of the overview's `totais`, as the driver reads them (text or numbers; null over no entries). */
export interface OverviewSums {
  quantidade: number;
  a_receber: unknown;
  recebido: unknown;
  vencido_receber: unknown;
  a_pagar: unknown;
  pago: unknown;
  vencido_pagar: unknown;
}

/** Entries of one group (type, category, paid state) summed: how many, their value and what was paid, in cents. */
export interface EntrySums {
  tipo: 'receita' | 'despesa';
  id_categoria: number | null;
  pago: boolean;
  quantidade: number;
  valorCentavos: number;
  pagoCentavos: number;
}

/** The sums of `totais` over the entries of the FROM (`fe`), in one pass: the value paid is `valorpago`, else `valor`. */
const SUMS_SQL = totaisSumsSql({
  tipo: 'fe.tipo',
  pago: 'fe.pago',
  due: 'fe.data_vencimento',
  value: 'fe.valor',
  paid: 'COALESCE(fe.valorpago, fe.valor)',
});

@Injectable()
export class FinancialEntriesRepository extends AccountScopedRepository<FinancialEntry> {
  constructor(
    @InjectRepository(FinancialEntry) repository: Repository<FinancialEntry>,
    private readonly totals: FinancialEntryTotalsRepository,
  ) {
    super(repository, 'fe');
  }

  /**
   * The overview's statements over the account's entries that meet `filters` (the account's
   * condition first), written out rather than built by the query builder on every request. The
   * same statements on every engine: a page is the filtered entries' IDs in the page's order
   * (ties by ID) cut by LIMIT/OFFSET, joined to their rows. The totals add up the maintained
   * totals rows when every filter is on their key (type, paid state, payment form, due date: a
   * status is a paid state and a due-date bound), else they are one pass of conditional sums over the
   * filtered entries.
   */
  overview(accountId: number, filters: OverviewFilter[]) {
    const where = ['fe.account_id = ?', ...filters.map((f) => `fe.${f.column} ${f.op ?? '='} ?`)].join(' AND ');
    const params = [accountId, ...filters.map((f) => f.value)];
    const query = (sql: string, bound: unknown[]) => this.repository.manager.query(sql, bound) as Promise<Record<string, unknown>[]>;
    return {
      /** A source of the list primitive over `size` entries. */
      source: (size: number): ListSource<FinancialEntry> =>
        sqlListSource<FinancialEntry>({
          query,
          from: `FROM financial_entries fe WHERE ${where}`,
          params,
          idColumn: 'fe.id',
          idSpan: {
            sql: 'fe.id BETWEEN (SELECT MIN(span.id) FROM financial_entries span WHERE span.account_id = ?) AND (SELECT MAX(span.id) FROM financial_entries span WHERE span.account_id = ?)',
            params: [accountId, accountId],
          },
          total: async () => size,
          rows: (ids) => this.findByIds(accountId, ids),
          pageOfRows: (sql, values, orderBy) => this.pageOfRows(accountId, sql, values, orderBy),
        }),
      /** Their number and the sums of `totais`, due dates compared with `today`. */
      sums: async (today: string): Promise<OverviewSums> => {
        if (FinancialEntryTotalsRepository.answers(filters)) return this.totals.sums(accountId, filters, today);
        const [row] = await query(`SELECT COUNT(*) AS quantidade, ${SUMS_SQL} FROM financial_entries fe WHERE ${where}`, [
          today,
          today,
          ...params,
        ]);
        return { ...(row as unknown as OverviewSums), quantidade: Number(row?.quantidade ?? 0) };
      },
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
    return this.locked(qb, manager);
  }

  /**
   * One event's entries summed per type, category and paid state, in cents: how many, their
   * `valor` and what was paid (`valorpago`, else `valor`). Reads the event's entries (its index).
   */
  async eventSums(accountId: number, eventId: number): Promise<EntrySums[]> {
    const rows = (await this.repository.manager.query(
      'SELECT tipo, id_categoria, pago, COUNT(*) AS n, SUM(ROUND(valor * 100)) AS valor, SUM(ROUND(COALESCE(valorpago, valor) * 100)) AS pago_valor ' +
        'FROM financial_entries WHERE account_id = ? AND idevento = ? GROUP BY tipo, id_categoria, pago ORDER BY tipo, id_categoria, pago',
      [accountId, eventId],
    )) as Record<string, unknown>[];
    return rows.map((r) => ({
      tipo: String(r.tipo) as EntrySums['tipo'],
      id_categoria: r.id_categoria === null ? null : Number(r.id_categoria),
      pago: Number(r.pago) === 1,
      quantidade: Number(r.n),
      valorCentavos: Number(r.valor),
      pagoCentavos: Number(r.pago_valor),
    }));
  }

  /** Inserts entries of one account and adds them to its totals. */
  async insertMany(accountId: number, rows: Omit<FinancialEntry, 'id' | 'account_id'>[], manager: EntityManager): Promise<number[]> {
    const ids: number[] = [];
    // One by one: both drivers return every generated ID this way.
    for (const row of rows)
      ids.push(Number((await this.repo(manager).insert({ ...row, account_id: accountId } as FinancialEntry)).identifiers[0].id));
    await this.totals.add(accountId, rows, manager);
    return ids;
  }

  /** Updates columns of an entry (see `updateMany`). */
  updateColumns(accountId: number, id: number, values: Partial<FinancialEntry>, manager: EntityManager): Promise<void> {
    return this.updateMany(accountId, [{ id, values }], manager);
  }

  /**
   * Updates columns of entries; those whose update sets a totalled column (type, paid state,
   * payment form, due date, value, value paid) move in the totals from the values they had under
   * this transaction's lock to the new ones, all in one upsert at the end.
   */
  async updateMany(accountId: number, updates: { id: number; values: Partial<FinancialEntry> }[], manager: EntityManager): Promise<void> {
    // An undefined value leaves its column as it is, in the row and in the totals.
    const sets = updates.map(({ id, values }) => ({
      id,
      set: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<FinancialEntry>,
    }));
    const moved = sets.filter(({ set }) => TOTALLED_COLUMNS.some((column) => column in set)).map(({ id }) => id);
    // The values the moved entries have under this transaction's lock, read at once.
    const before = new Map((await this.lockedByIds(accountId, moved, manager)).map((row) => [row.id, row]));
    const moves: { before: FinancialEntry; after: FinancialEntry }[] = [];
    for (const { id, set } of sets) {
      await this.repo(manager).update({ account_id: accountId, id }, set);
      const row = before.get(id);
      if (row) moves.push({ before: row, after: { ...row, ...set } });
    }
    await this.totals.change(accountId, moves, manager);
  }

  /** The account's entries among `ids`, locked for this transaction's update (on SQLite, one writer holds the file). */
  private async lockedByIds(accountId: number, ids: number[], manager: EntityManager): Promise<FinancialEntry[]> {
    if (ids.length === 0) return [];
    return this.locked(this.query(accountId, manager).andWhere('fe.id IN (:...ids)', { ids }), manager);
  }

  /** The rows of `qb`, locked in ID order (so that two writers lock alike) where the engine locks rows. */
  private locked(qb: SelectQueryBuilder<FinancialEntry>, manager: EntityManager): Promise<FinancialEntry[]> {
    qb.orderBy('fe.id', 'ASC');
    if (isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    return qb.getMany();
  }

  /** Entries are written by `insertMany` and `updateMany`, which keep the totals; never created or saved whole. */
  override create(): Promise<FinancialEntry> {
    throw new Error('financial entries are inserted through insertMany, which keeps the overview totals');
  }

  override save(): Promise<FinancialEntry> {
    throw new Error('financial entries are updated through updateMany, which keeps the overview totals');
  }

  /** Entries are not deleted (a plan or an entry is settled or cancelled by its fields), which keeps the totals whole. */
  override deleteById(): Promise<boolean> {
    throw new Error('financial entries are not deleted');
  }

  async setPlan(accountId: number, ids: number[], planId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id: In(ids) }, { idparcelamento: planId });
  }
}
