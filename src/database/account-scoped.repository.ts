import { EntityManager, EntityTarget, FindOptionsWhere, Repository, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { Driver } from 'typeorm/driver/Driver';
import { ListSource, queryListSource } from '../common/list-page';
import type { TxContext } from '../common/request-context';
import { AccountOwned } from './account-owned';
import type { ReferenceCounter } from './references';
import { isMysqlFamily } from './data-source';
import { bestKey, firstOfGroups, KeyedRow, sortKey } from './grouped-top';

/** One cached read by IDs: its statement for n IDs, and its raw row → entity. */
interface Reader<T> {
  text: (n: number) => string;
  /** `SELECT <columns of the alias> FROM (<page of IDs>) page JOIN <table> <alias> ON <alias>.id = page.id `: add the page's ORDER BY. */
  pageHead: (pageSql: string) => string;
  hydrate: (raw: Record<string, unknown>) => T;
}

/**
 * A value read beside a row's columns in the same statement: an SQL expression over the row
 * (`ref`: its table or alias), such as the rows of a child table folded into one text, read into
 * `property` as the driver reads it.
 */
export interface ExtraColumn {
  property: string;
  sql: (ref: string) => string;
}

/**
 * raw row → entity, as TypeORM's own hydration reads each column (the driver's conversion, then
 * the column's transformer: `Driver.prepareHydratedValue`) into an object of the entity's class,
 * made without running the class's field initialisers. The columns are neither embedded nor
 * virtual, so each is one plain property. The function is generated once per column list, with
 * one property access per column written out: a loop over the columns with a computed key costs
 * the list's hot path about a tenth of a millisecond per page of 100 rows.
 */
export function compileHydrator<T>(columns: ColumnMetadata[], driver: Driver, prototype: object, asIs: string[] = []): (raw: Record<string, unknown>) => T {
  const convert = columns.map((column) => (value: unknown) => driver.prepareHydratedValue(value, column));
  const copy = (property: string) => `v = raw[${JSON.stringify(property)}]; if (v !== undefined) e[${JSON.stringify(property)}] = v;`;
  const body = [
    ...columns.map((c, i) => {
      const name = JSON.stringify(c.propertyName);
      // Integer and text columns without a transformer come back from the driver as they are stored.
      return isReadAsIs(c) ? copy(c.propertyName) : `v = raw[${name}]; if (v !== undefined) e[${name}] = convert[${i}](v);`;
    }),
    // Values read beside the columns (ExtraColumn), as the driver reads them.
    ...asIs.map(copy),
  ].join('\n');
  // The code is made of the entity's own property names (JSON-quoted), never of request data.
  const make = new Function('convert', 'prototype', `return function hydrate(raw) { const e = Object.create(prototype); let v;\n${body}\nreturn e; };`);
  return make(convert, prototype) as (raw: Record<string, unknown>) => T;
}

/**
 * Column types whose values TypeORM's MySQL and SQLite drivers hydrate unchanged (their
 * `prepareHydratedValue` converts booleans, dates, times, JSON, arrays, enums and the `Number`
 * type, then applies the column's transformer): integers and text. The spec checks this against
 * both real drivers.
 */
export const TYPES_READ_AS_IS = new Set(['int', 'integer', 'smallint', 'bigint', 'varchar', 'char', 'text']);

const isReadAsIs = (column: ColumnMetadata): boolean => !column.transformer && typeof column.type === 'string' && TYPES_READ_AS_IS.has(column.type);

/** A range index (`groupIndex`, `rangeIndexHint`), by its name's `_range_`. */
const isRangeIndex = (name: string | undefined): boolean => !!name && name.includes('_range_');

/**
 * An index whose entries are in a page's order within each group (`groupIndex`): its name, the
 * columns of a group, whether the sort column holds NULLs, and, on MariaDB, the account's index
 * of the sort column (`(account_id, <sort>)`, or `(account_id, <sort>, id, …)` with columns to
 * filter on after the ID: in ID order within each key either way: `walk`), where there is one.
 */
export interface GroupIndex {
  name: string;
  groupColumns: string[];
  nullable: boolean;
  walk?: string;
}

/**
 * When `groupedTop` first walks the rows of the best key in ID order (MariaDB): where more than
 * `groups` groups may hold that key, examining at most `examined` rows per row wanted.
 */
export interface TieWalk {
  groups: number;
  examined: number;
}

/**
 * The one way business rows are read and written: every method takes the caller's account
 * first and puts it into the query, so a row of another account is simply not found.
 * Module repositories extend this; services never touch the DataSource.
 * Reads take an optional transaction manager (without it they use the default connection);
 * writes require one, so that every write runs in a transaction of TransactionRunner (on
 * SQLite's single connection a bare write would join whatever transaction is open).
 */
export abstract class AccountScopedRepository<T extends AccountOwned> {
  /** The statements of `findByIds` and `columnsByIds`, per driver and column list. */
  private readonly readers = new WeakMap<object, Map<string, Reader<T>>>();
  /** Index hints (`pageIndexHint`, `seekIndexHint`, `rangeIndexHint`, `withoutRangeIndexes`) and group indexes (`groupIndex`), per equality columns, sort column and range columns. */
  private readonly indexHints = new Map<string, unknown>();

  protected constructor(
    protected readonly repository: Repository<T>,
    protected readonly alias: string,
  ) {}

  protected repo(manager?: EntityManager): Repository<T> {
    return manager ? manager.getRepository(this.repository.target as EntityTarget<T>) : this.repository;
  }

  /** A query builder already restricted to the account. */
  query(accountId: number, manager?: EntityManager, alias = this.alias): SelectQueryBuilder<T> {
    return this.repo(manager).createQueryBuilder(alias).where(`${alias}.account_id = :accountId`, { accountId });
  }

  /** The account's rows narrowed by `filter`, as a source of the list primitive (`listPage`): rows are read by ID. */
  listSource(accountId: number, filter: (qb: SelectQueryBuilder<T>) => void = () => undefined): ListSource<T> {
    return queryListSource<T>({
      filtered: () => {
        const qb = this.query(accountId);
        filter(qb);
        return qb;
      },
      rows: (ids) => this.findByIds(accountId, ids),
      idColumn: `${this.alias}.id`,
    });
  }

  async findById(accountId: number, id: number, manager?: EntityManager): Promise<T | null> {
    const [row] = await this.findByIds(accountId, [id], manager);
    return row ?? null;
  }

  /** Reads the row under a write lock (`SELECT … FOR UPDATE` on MySQL; SQLite locks the whole file). */
  findByIdForUpdate(accountId: number, id: number, manager: EntityManager): Promise<T | null> {
    const qb = this.query(accountId, manager).andWhere(`${this.alias}.id = :id`, { id });
    if (isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  /**
   * The account's rows among `ids`, in any order. The hot path of every list (a page's rows by
   * primary key), so it skips the query builder: one statement whose text is built once per
   * driver, and each column read as TypeORM's own hydration reads it (the driver's conversion,
   * then the column's transformer) into an object of the entity's class. `extra`: values read
   * beside the columns in the same statement (ExtraColumn), into properties of the same names.
   */
  async findByIds(accountId: number, ids: number[], manager?: EntityManager, extra?: ExtraColumn[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const em = manager ?? this.repository.manager;
    const { text, hydrate } = this.reader(em, undefined, 'id', extra);
    const rows: Record<string, unknown>[] = await em.query(text(ids.length), [accountId, ...ids]);
    return rows.map(hydrate);
  }

  /**
   * The account's rows among `ids` as the driver reads them (`findByIds` without the hydration
   * into entities), in any order: for read-only views built straight from the columns, where an
   * entity object per row would only be garbage.
   */
  protected async rawByIds(accountId: number, ids: number[]): Promise<Record<string, unknown>[]> {
    if (ids.length === 0) return [];
    const em = this.repository.manager;
    return em.query(this.reader(em, undefined).text(ids.length), [accountId, ...ids]);
  }

  /**
   * On MySQL/MariaDB, a USE INDEX clause for a page of IDs whose filters are equalities on
   * `equal` (columns after `account_id`) and, at most, ranges on `ranged`, in the order of `sort`
   * (a column; left out for the ID): the primary key, and the indexes that start with
   * `account_id` followed by one of those columns, by the sort column, or by nothing. Those are
   * the only ones such a statement can walk to advantage (the primary key: in ID order, reading
   * the rows a filter looks at). Where an index holds an equality column and then the sort
   * column, the account-wide index of the sort column is left out: its walk would read the
   * entries that fail the equality too (unpaid ones, by payment date, all come first). The
   * planner then weighs a handful of indexes instead of every `(account_id, …)` index of the
   * table (two dozen and more on the financial entries, whose weighing cost more than the walk).
   * `filtersOnly`: only the primary key and the indexes of the filtered columns, for a set the
   * caller knows to be small enough to read whole and sort.
   */
  protected pageIndexHint(equal: string[], sort: string | undefined, ranged: string[] = [], filtersOnly = false): string {
    return this.cached(`page|${equal.join(',')}|${sort ?? ''}|${ranged.join(',')}|${filtersOnly}`, '', () => {
      const leading = this.accountIndexes().filter(({ name }) => !isRangeIndex(name));
      const narrower = sort !== undefined && leading.some(({ columns: [first, second] }) => equal.includes(first) && second === sort);
      const usable = leading.filter(({ columns: [next] }) => {
        if (equal.includes(next) || ranged.includes(next)) return true;
        return !filtersOnly && (next === undefined || (next === sort && !narrower));
      });
      return ` USE INDEX (${['PRIMARY', ...usable.map((index) => index.name)].join(', ')})`;
    });
  }

  /**
   * On MySQL/MariaDB, a USE INDEX clause for a set small enough to read whole and sort, filtered
   * by equalities on `equal` and ranges on `ranged`: the indexes (range indexes aside) that seek
   * past the most of those filters from `account_id` on (equalities, then at most one range).
   * Neither the primary key nor an index that seeks fewer filters is offered: MariaDB would walk
   * it in ID order wherever it expects the matches to be dense, and past every entry that fails
   * the filters where they are not. The primary key alone where no index seeks a filter.
   */
  protected seekIndexHint(equal: string[], ranged: string[]): string {
    return this.cached(`seek|${equal.join(',')}|${ranged.join(',')}`, '', () => {
      const seeks = (columns: string[]) => {
        let n = 0;
        for (const column of columns) {
          if (equal.includes(column)) n++;
          else {
            if (ranged.includes(column)) n++;
            break;
          }
        }
        return n;
      };
      const scored = this.accountIndexes()
        .filter(({ name }) => !isRangeIndex(name))
        .map(({ name, columns }) => ({ name, n: seeks(columns) }));
      const most = Math.max(0, ...scored.map(({ n }) => n));
      const names = most > 0 ? scored.filter(({ n }) => n === most).map(({ name }) => name) : ['PRIMARY'];
      return ` USE INDEX (${names.join(', ')})`;
    });
  }

  /**
   * On MySQL/MariaDB, an IGNORE INDEX clause of the table's range indexes (named `_range_`), for
   * a statement left to the planner: it would take such an index, every column at hand, to read
   * a large part of the account and sort it rather than walk an index already in order.
   */
  protected withoutRangeIndexes(): string {
    return this.cached('ignore-range', '', () => {
      const names = this.accountIndexes()
        .filter(({ name }) => isRangeIndex(name))
        .map(({ name }) => name);
      return names.length > 0 ? ` IGNORE INDEX (${names.join(', ')})` : '';
    });
  }

  /**
   * On MySQL/MariaDB, a USE INDEX clause for a page that reads a range whole and sorts it: of
   * the range indexes (named `_range_`: covering indexes that lead with a range's column, which
   * no other statement is steered to) that seek on one of `ranged` after equalities on some of
   * `equal`, and hold every other filtered column and the sort column, so that the page is cut
   * from index entries alone without reading a row per entry, the one that seeks past the most
   * equalities. '' where none does (or on SQLite): the caller chooses another plan.
   */
  protected rangeIndexHint(equal: string[], sort: string, ranged: string[]): string {
    return this.cached(`range|${equal.join(',')}|${sort}|${ranged.join(',')}`, '', () => {
      const covering = this.accountIndexes()
        .filter(({ name }) => isRangeIndex(name))
        .map(({ name, columns }) => ({ name, columns, seek: columns.findIndex((column) => !equal.includes(column)) }))
        .filter(({ columns, seek }) => seek >= 0 && ranged.includes(columns[seek]) && [...equal, ...ranged, sort].every((column) => columns.includes(column)))
        // The one that seeks past the most equalities (offered two, MariaDB has read the whole
        // account by the other's first column).
        .sort((a, b) => b.seek - a.seek);
      return covering.length > 0 ? ` USE INDEX (${covering[0].name})` : '';
    });
  }

  /**
   * On MySQL/MariaDB, the range index (named `_range_`) that leads with the one column of
   * `ranged`, then columns among which are all of `equal`, and ends with `sort`: within one value
   * of the columns before the sort (a group: a due day, a type, a paid state) its entries are in
   * page order, ties by ID, so a page is read from the first entries of the groups that can hold
   * it (groupedTop). `nullable`: whether the sort column holds NULLs. Undefined where none is,
   * where more or fewer than one column is ranged, or on SQLite.
   */
  protected groupIndex(equal: string[], sort: string, ranged: string[]): GroupIndex | undefined {
    return this.cached(`group|${equal.join(',')}|${sort}|${ranged.join(',')}`, undefined, () => {
      if (ranged.length !== 1) return undefined;
      const found = this.accountIndexes().find(
        ({ name, columns }) =>
          isRangeIndex(name) && columns[0] === ranged[0] && columns[columns.length - 1] === sort && equal.every((column) => columns.slice(1, -1).includes(column)),
      );
      // A group is read by `column = ?`, which no NULL meets: every group column after the range's
      // (whose range leaves NULLs out) must hold none.
      const nullable = (column: string) => this.repository.metadata.findColumnWithDatabaseName(column)?.isNullable !== false;
      if (!found || found.columns.slice(1, -1).some(nullable)) return undefined;
      // Walked with a bound on the rows examined, which only MariaDB has (`LIMIT … ROWS EXAMINED`).
      const walk =
        this.repository.manager.connection.options.type === 'mariadb'
          ? this.accountIndexes().find(({ name, columns }) => !isRangeIndex(name) && columns[0] === sort && (columns.length === 1 || columns[1] === 'id'))?.name
          : undefined;
      return { name: found.name, groupColumns: found.columns.slice(0, -1), nullable: nullable(sort), walk };
    });
  }

  /**
   * On MySQL/MariaDB, the first `count` rows meeting `where` (SQL on the alias, with `params`) by
   * `sort` in `direction`, ties by ID, read through `index` (groupIndex), or undefined where it
   * splits them into more than `maxGroups` groups: one loose scan under `scan` (the conditions of
   * `where` it takes; a group it keeps that `where` leaves out is read empty) gives each group's best key
   * (unknown where NULLs sort first and the column holds them), then `firstOfGroups` reads the
   * first entries of the groups that can hold the page: a UNION ALL of one short walk per group,
   * then the entries of the other groups that can come before the last one found.
   *
   * Where more than `ties.groups` groups may hold the best key (bestKey: few values, such as an
   * installment number, or NULLs first), the page's first rows are spread over all of them, one or
   * two a group, and reading them group by group costs a seek (and MariaDB's planning of a range)
   * per group. On MariaDB the rows of that key are first read in ID order from the sort column's
   * own index (`walk`), up to `count` of them and examining at most `ties.examined` rows per row
   * wanted (`LIMIT … ROWS EXAMINED`, so that a range the walk mostly passes by costs a bounded
   * read): `count` rows found are the page's first `count` rows, since no row meeting `where` has
   * a better key; fewer, and the groups are read as above. That walk comes before the limit of
   * `maxGroups`, which it does not need.
   */
  protected async groupedTop(
    index: GroupIndex,
    sort: string,
    direction: 'ASC' | 'DESC',
    count: number,
    { where, params }: { where: string; params: unknown[] },
    scan: { where: string; params: unknown[] },
    maxGroups: number,
    ties: TieWalk,
  ): Promise<KeyedRow[] | undefined> {
    const query = (sql: string, bound: unknown[]) => this.repository.manager.query(sql, bound) as Promise<Record<string, unknown>[]>;
    const a = this.alias;
    const table = this.repository.manager.connection.driver.escape(this.repository.metadata.tablePath);
    const using = `FROM ${table} ${a} USE INDEX (${index.name}) WHERE`;
    const from = `${using} ${where}`;
    const columns = index.groupColumns.map((column) => `${a}.${column}`);
    // GROUP BY the index's leading columns from account_id on: only so does MariaDB scan it loosely (a seek per group).
    const groups = (
      await query(
        `SELECT ${columns.map((c, i) => `${c} AS g${i}`).join(', ')}, ${direction === 'DESC' ? 'MAX' : 'MIN'}(${a}.${sort}) AS bound ${using} ${scan.where} GROUP BY ${a}.account_id, ${columns.join(', ')}`,
        scan.params,
      )
    ).map((row) => ({
      group: columns.map((_, i) => row[`g${i}`]),
      bound: direction === 'ASC' && index.nullable ? undefined : sortKey(row.bound),
    }));
    const key = `${a}.${sort}`;
    const order = `ORDER BY ${key} ${direction}, ${a}.id ${direction}`;
    const read = async (sql: string, values: unknown[]) => (await query(sql, values)).map((row) => ({ id: Number(row.id), key: sortKey(row.sort_key) }));
    const best = bestKey(groups, direction);
    if (best && best.groups > ties.groups && index.walk) {
      const [isBest, bestValues] = best.key === null ? [`${key} IS NULL`, []] : [`${key} = ?`, [best.key]];
      const rows = await read(
        `SELECT ${a}.id AS id, ${key} AS sort_key FROM ${table} ${a} FORCE INDEX (${index.walk}) WHERE ${where} AND ${isBest} ORDER BY ${a}.id ${direction} LIMIT ? ROWS EXAMINED ?`,
        [...params, ...bestValues, count, count * ties.examined],
      );
      if (rows.length === count) return rows;
    }
    // More groups than `maxGroups` (a range of years): the caller reads the page another way.
    if (groups.length > maxGroups) return undefined;
    const inGroup = columns.map((c) => `${c} = ?`).join(' AND ');
    // Rows not after `floor` in page order (NULL is the smallest key), each part a range of the
    // index within a group (`IS NULL AND id …`: a seek, where `id …` alone reads the group).
    const notAfter = (floor: KeyedRow): [string, unknown[]] => {
      if (direction === 'DESC') {
        return floor.key === null ? [`(${key} IS NOT NULL OR (${key} IS NULL AND ${a}.id >= ?))`, [floor.id]] : [`(${key} > ? OR (${key} = ? AND ${a}.id >= ?))`, [floor.key, floor.key, floor.id]];
      }
      return floor.key === null ? [`(${key} IS NULL AND ${a}.id <= ?)`, [floor.id]] : [`(${key} IS NULL OR ${key} < ? OR (${key} = ? AND ${a}.id <= ?))`, [floor.key, floor.key, floor.id]];
    };
    return firstOfGroups(groups, direction, count, async (which, n, floor) => {
      if (!floor) {
        // Each group's first `n` entries: a short walk of the index per group.
        const parts = which.map(() => `(SELECT ${a}.id AS id, ${key} AS sort_key ${from} AND ${inGroup} ${order} LIMIT ?)`);
        return read(parts.join(' UNION ALL '), which.flatMap((group) => [...params, ...group, n]));
      }
      // Only the entries not after `floor` (at most `n` of them come before it), of any number of
      // groups: one statement whose ranges the planner makes per group (a seek each).
      const [past, pastValues] = notAfter(floor);
      const tuples = which.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
      return read(`SELECT ${a}.id AS id, ${key} AS sort_key ${from} AND (${columns.join(', ')}) IN (${tuples}) AND ${past} ${order} LIMIT ?`, [
        ...params,
        ...which.flat(),
        ...pastValues,
        n,
      ]);
    });
  }

  /** What `make` answers for `key` (an index hint, a group index), made once on MySQL/MariaDB from the entity's indexes, which do not change; `onSqlite` on SQLite. */
  private cached<V>(key: string, onSqlite: V, make: () => V): V {
    if (!isMysqlFamily(this.repository.manager.connection.options.type)) return onSqlite;
    if (!this.indexHints.has(key)) this.indexHints.set(key, make());
    return this.indexHints.get(key) as V;
  }

  /** The table's non-unique indexes that lead with `account_id`, by name, with their other columns. */
  private accountIndexes(): { name: string; columns: string[] }[] {
    return this.repository.metadata.indices
      .filter((index) => !index.isUnique && index.columns[0]?.databaseName === 'account_id')
      .map((index) => ({ name: index.name, columns: index.columns.slice(1).map((c) => c.databaseName) }));
  }

  /**
   * The rows of one page of a list in one statement: `pageSql`, the page of IDs (`SELECT
   * <alias>.id AS id … FROM <table> <alias> … LIMIT …`, with `params`), joined to the table by
   * primary key and read in the page's order (`orderBy`, on the columns of the derived table `page`). One round trip
   * instead of two (the IDs, then their rows): on this service's hot lists a round trip to the
   * database costs more CPU, in the API and in the server, than either statement's work. Entities
   * as `findByIds` makes them, or (`raw`) the rows as the driver reads them; `extra` as in `findByIds`.
   */
  protected async pageOfRows(pageSql: string, params: unknown[], orderBy: string, raw: true, extra?: ExtraColumn[]): Promise<Record<string, unknown>[]>;
  protected async pageOfRows(pageSql: string, params: unknown[], orderBy: string, raw?: false, extra?: ExtraColumn[]): Promise<T[]>;
  protected async pageOfRows(pageSql: string, params: unknown[], orderBy: string, raw = false, extra?: ExtraColumn[]): Promise<T[] | Record<string, unknown>[]> {
    const em = this.repository.manager;
    const { pageHead, hydrate } = this.reader(em, undefined, 'id', extra);
    const rows: Record<string, unknown>[] = await em.query(`${pageHead(pageSql)}${orderBy}`, params);
    return raw ? rows : rows.map(hydrate);
  }

  /** `column → value` rows (raw, as the driver reads them) of the account's rows among `ids`: the same one-statement read for a few columns. */
  protected async columnsByIds<K extends keyof T & string>(accountId: number, ids: number[], names: K[], manager?: EntityManager): Promise<Record<K, unknown>[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const em = manager ?? this.repository.manager;
    return em.query(this.reader(em, names).text(unique.length), [accountId, ...unique]);
  }

  /**
   * `SELECT <columns> FROM <table> WHERE account_id = ? AND id IN (?, …)`: its text for n IDs, and
   * the function that turns one of its raw rows into an entity; built once per driver and column
   * list (every selectable column, or the named ones).
   */
  private reader(em: EntityManager, names: string[] | undefined, inColumn = 'id', extra: ExtraColumn[] = []): Reader<T> {
    const driver = em.connection.driver;
    let byColumns = this.readers.get(driver);
    if (!byColumns) this.readers.set(driver, (byColumns = new Map()));
    const key = `${names?.join(',') ?? '*'}|${inColumn}|${extra.map((e) => e.property).join(',')}`;
    let reader = byColumns.get(key);
    if (!reader) {
      const metadata = this.repository.metadata;
      const columns = metadata.columns.filter(
        (c) => c.isSelect && !c.isVirtual && !c.isVirtualProperty && !c.embeddedMetadata && (!names || names.includes(c.propertyName)),
      );
      const q = (name: string) => driver.escape(name);
      // MySQL/MariaDB: by primary key, without weighing every `(account_id, …)` index of the table
      // for the account condition first (on order items, with some thirty such indexes, that
      // planning cost four times the read itself).
      const byPrimaryKey = inColumn === 'id' && isMysqlFamily(driver.options.type) ? ' FORCE INDEX (PRIMARY)' : '';
      const table = q(metadata.tablePath);
      const extras = (ref: string) => extra.map((e) => `, ${e.sql(ref)} AS ${q(e.property)}`).join('');
      const head = `SELECT ${columns.map((c) => `${q(c.databaseName)}${c.databaseName === c.propertyName ? '' : ` AS ${q(c.propertyName)}`}`).join(', ')}${extras(table)} FROM ${table}${byPrimaryKey} WHERE ${q('account_id')} = ? AND ${q(inColumn)} IN (`;
      const texts: string[] = [];
      const target = metadata.target;
      const alias = this.alias;
      const select = columns.map((c) => `${alias}.${q(c.databaseName)} AS ${q(c.propertyName)}`).join(', ') + extras(alias);
      // MySQL/MariaDB: the page first, then each of its rows by primary key.
      const join = isMysqlFamily(driver.options.type) ? `STRAIGHT_JOIN ${table} ${alias} FORCE INDEX (PRIMARY)` : `JOIN ${table} ${alias}`;
      reader = {
        text: (n) => (texts[n] ??= `${head}${Array.from({ length: n }, () => '?').join(', ')})`),
        pageHead: (pageSql) => `SELECT ${select} FROM (${pageSql}) page ${join} ON ${alias}.${q('id')} = page.id `,
        hydrate: compileHydrator<T>(
          columns,
          driver,
          typeof target === 'function' ? (target.prototype as object) : Object.prototype,
          extra.map((e) => e.property),
        ),
      };
      byColumns.set(key, reader);
    }
    return reader;
  }

  /**
   * The account's rows whose `column` is among `values`, in ID order: `findByIds` on another
   * column (one statement built once, the same hydration), for the rows that hang off a page of
   * rows (an entry's apportionments, say).
   */
  protected async findByColumnIn(accountId: number, column: keyof T & string, values: number[], manager?: EntityManager): Promise<T[]> {
    const unique = [...new Set(values)];
    if (unique.length === 0) return [];
    const em = manager ?? this.repository.manager;
    const { text, hydrate } = this.reader(em, undefined, this.repository.metadata.findColumnWithPropertyName(column)!.databaseName);
    const rows = ((await em.query(text(unique.length), [accountId, ...unique])) as Record<string, unknown>[]).map(hydrate);
    return rows.sort((a, b) => Number((a as { id: number }).id) - Number((b as { id: number }).id));
  }

  /** IDs among `ids` that exist in the account. */
  async existingIds(accountId: number, ids: number[], manager?: EntityManager): Promise<Set<number>> {
    const rows = await this.columnsByIds(accountId, ids, ['id' as keyof T & string], manager);
    return new Set(rows.map((r) => Number(r.id)));
  }

  /**
   * Inserts a new row of the account and returns it as stored. Writes never open an implicit
   * transaction of their own (`transaction: false`): multi-row writes run inside
   * TransactionRunner.run, and on SQLite's single connection an implicit one would collide.
   */
  async create(accountId: number, values: Partial<T>, manager: EntityManager): Promise<T> {
    const repo = this.repo(manager);
    const entity = repo.create({ ...values, account_id: accountId } as T);
    return repo.save(entity, { transaction: false });
  }

  /** Saves changes to a row already read through this repository (so of the account). */
  save(entity: T, manager: EntityManager): Promise<T> {
    return this.repo(manager).save(entity, { transaction: false });
  }

  /** Rows of the account whose `column` equals `value` (a reference count for the ReferenceRegistry). */
  countWhere(accountId: number, column: keyof T & string, value: number, manager?: EntityManager): Promise<number> {
    return this.repo(manager).countBy({ account_id: accountId, [column]: value } as FindOptionsWhere<T>);
  }

  /** A counter for the ReferenceRegistry: rows of this table whose `column` points to the row being deleted. */
  referencesBy(column: keyof T & string): ReferenceCounter {
    return {
      table: this.repository.metadata.tableName,
      count: (ctx: TxContext, id: number) => this.countWhere(ctx.account.id, column, id, ctx.tx.manager),
    };
  }

  async deleteById(accountId: number, id: number, manager: EntityManager): Promise<boolean> {
    const result = await this.repo(manager).delete({ account_id: accountId, id } as FindOptionsWhere<T>);
    return (result.affected ?? 0) > 0;
  }
}
