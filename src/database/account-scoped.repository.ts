import { EntityManager, EntityTarget, FindOptionsWhere, In, Repository, SelectQueryBuilder } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

import { ListSource, queryListSource } from '../common/list-page';
import { anonymizedColumns, type PersonalDataDeclaration } from '../common/privacy/personal-data';
import type { TxContext } from '../common/request-context';
import { AccountOwned } from './account-owned';
import { isMysqlFamily } from './engine';
import type { ReferenceCounter } from './references';

/** One cached read by IDs: its statement for n IDs, and its raw row → entity. */
interface Reader<T> {
  text: (n: number) => string;
  /** `SELECT <columns of the alias> FROM (<page of IDs>) page JOIN <table> <alias> ON <alias>.account_id = ? AND <alias>.id = page.id `: add the page's ORDER BY. */
  pageHead: (pageSql: string) => string;
  hydrate: (raw: Record<string, unknown>) => T;
}

/**
 * raw row → entity, as TypeORM's own hydration reads each column (the driver's conversion, then
 * the column's transformer: `Driver.prepareHydratedValue`) into an object of the entity's class,
 * made without running the class's field initialisers. The columns are neither embedded nor
 * virtual, so each is one plain property. The function is generated once per column list, with
 * one property access per column written out, which the engine optimises where a loop over the
 * columns with a computed key stays slow on every row of every page.
 */
export function compileHydrator<T>(columns: ColumnMetadata[], driver: Driver, prototype: object): (raw: Record<string, unknown>) => T {
  const convert = columns.map((column) => (value: unknown) => driver.prepareHydratedValue(value, column));
  const copy = (property: string) => `v = raw[${JSON.stringify(property)}]; if (v !== undefined) e[${JSON.stringify(property)}] = v;`;
  const body = columns
    .map((c, i) => {
      const name = JSON.stringify(c.propertyName);
      // Integer and text columns without a transformer come back from the driver as they are stored.
      return isReadAsIs(c) ? copy(c.propertyName) : `v = raw[${name}]; if (v !== undefined) e[${name}] = convert[${i}](v);`;
    })
    .join('\n');
  // The code is made of the entity's own property names (JSON-quoted), never of request data.
  const make = new Function(
    'convert',
    'prototype',
    `return function hydrate(raw) { const e = Object.create(prototype); let v;\n${body}\nreturn e; };`,
  );
  return make(convert, prototype) as (raw: Record<string, unknown>) => T;
}

/**
 * Column types whose values TypeORM's MySQL and SQLite drivers hydrate unchanged (their
 * `prepareHydratedValue` converts booleans, dates, times, JSON, arrays, enums and the `Number`
 * type, then applies the column's transformer): integers and text. The spec checks this against
 * both real drivers.
 */
export const TYPES_READ_AS_IS = new Set(['int', 'integer', 'smallint', 'bigint', 'varchar', 'char', 'text']);

const isReadAsIs = (column: ColumnMetadata): boolean =>
  !column.transformer && typeof column.type === 'string' && TYPES_READ_AS_IS.has(column.type);

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
   * then the column's transformer) into an object of the entity's class.
   */
  async findByIds(accountId: number, ids: number[], manager?: EntityManager): Promise<T[]> {
    if (ids.length === 0) return [];
    const em = manager ?? this.repository.manager;
    const { text, hydrate } = this.reader(em, undefined);
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
   * The rows of one page of a list of the account in one statement: `pageSql`, the page of IDs
   * (`SELECT <alias>.id AS id … FROM <table> <alias> WHERE <alias>.account_id = ? … LIMIT …`, with
   * `params`), joined to the account's rows by ID and read in the page's order (`orderBy`, on the
   * columns of the derived table `page`). One round trip instead of two (the IDs, then their
   * rows). Entities as `findByIds` makes them, or (`raw`) the rows as the driver reads them.
   */
  protected async pageOfRows(
    accountId: number,
    pageSql: string,
    params: unknown[],
    orderBy: string,
    raw: true,
  ): Promise<Record<string, unknown>[]>;
  protected async pageOfRows(accountId: number, pageSql: string, params: unknown[], orderBy: string, raw?: false): Promise<T[]>;
  protected async pageOfRows(
    accountId: number,
    pageSql: string,
    params: unknown[],
    orderBy: string,
    raw = false,
  ): Promise<T[] | Record<string, unknown>[]> {
    const em = this.repository.manager;
    const { pageHead, hydrate } = this.reader(em, undefined);
    const rows: Record<string, unknown>[] = await em.query(`${pageHead(pageSql)}${orderBy}`, [...params, accountId]);
    return raw ? rows : rows.map(hydrate);
  }

  /** `column → value` rows (raw, as the driver reads them) of the account's rows among `ids`: the same one-statement read for a few columns. */
  protected async columnsByIds<K extends keyof T & string>(
    accountId: number,
    ids: number[],
    names: K[],
    manager?: EntityManager,
  ): Promise<Record<K, unknown>[]> {
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
  private reader(em: EntityManager, names: string[] | undefined, inColumn = 'id'): Reader<T> {
    const driver = em.connection.driver;
    let byColumns = this.readers.get(driver);
    if (!byColumns) this.readers.set(driver, (byColumns = new Map()));
    const key = `${names?.join(',') ?? '*'}|${inColumn}`;
    let reader = byColumns.get(key);
    if (!reader) {
      const metadata = this.repository.metadata;
      const columns = metadata.columns.filter(
        (c) => c.isSelect && !c.isVirtual && !c.isVirtualProperty && !c.embeddedMetadata && (!names || names.includes(c.propertyName)),
      );
      const q = (name: string) => driver.escape(name);
      const table = q(metadata.tablePath);
      const head = `SELECT ${columns.map((c) => `${q(c.databaseName)}${c.databaseName === c.propertyName ? '' : ` AS ${q(c.propertyName)}`}`).join(', ')} FROM ${table} WHERE ${q('account_id')} = ? AND ${q(inColumn)} IN (`;
      const texts: string[] = [];
      const target = metadata.target;
      const alias = this.alias;
      const select = columns.map((c) => `${alias}.${q(c.databaseName)} AS ${q(c.propertyName)}`).join(', ');
      reader = {
        text: (n) => (texts[n] ??= `${head}${Array.from({ length: n }, () => '?').join(', ')})`),
        pageHead: (pageSql) =>
          `SELECT ${select} FROM (${pageSql}) page JOIN ${table} ${alias} ON ${alias}.${q('account_id')} = ? AND ${alias}.${q('id')} = page.id `,
        hydrate: compileHydrator<T>(columns, driver, typeof target === 'function' ? (target.prototype as object) : Object.prototype),
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

  /** The account's rows whose `column` is among `values`, in ID order (one statement). */
  rowsWhereIn(accountId: number, column: keyof T & string, values: number[], manager?: EntityManager): Promise<T[]> {
    return this.findByColumnIn(accountId, column, values, manager);
  }

  /**
   * Replaces the personal columns (`declaration`, this entity's) of the account's rows in `rows`
   * by their neutral values (`anonymizedColumns`): one UPDATE for all of them where every neutral
   * value is the same, else one per row. Rows already neutral are left alone; answers how many
   * rows changed (0 the second time: anonymising is idempotent).
   */
  async anonymize(accountId: number, rows: T[], declaration: PersonalDataDeclaration<T>, manager: EntityManager): Promise<number> {
    const columns = this.repository.metadata.columns;
    const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    // A JSON column may come back as its text (SQLite) or parsed (MySQL).
    const json = new Set(columns.filter((c) => c.type === 'json').map((c) => c.propertyName));
    const changed: { id: number; values: Partial<T> }[] = [];
    for (const row of rows) {
      const values = anonymizedColumns(declaration, columns, row);
      const current = row as Record<string, unknown>;
      if (
        Object.entries(values).some(
          ([k, v]) => !same(json.has(k) && typeof current[k] === 'string' ? JSON.parse(current[k]) : current[k], v),
        )
      )
        changed.push({ id: (row as { id: number }).id, values });
    }
    if (changed.length === 0) return 0;
    const update = (values: Partial<T>, ids: number[]) =>
      this.repo(manager)
        .createQueryBuilder()
        .update()
        .set(values as never)
        .where('account_id = :accountId', { accountId })
        .andWhere('id IN (:...ids)', { ids })
        .execute();
    if (!declaration.neutral) {
      for (let i = 0; i < changed.length; i += 500) {
        await update(
          changed[0].values,
          changed.slice(i, i + 500).map((c) => c.id),
        );
      }
    } else {
      for (const c of changed) await update(c.values, [c.id]);
    }
    return changed.length;
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

  /** Deletes the account's rows with these IDs (none: no statement). */
  async deleteByIds(accountId: number, ids: number[], manager: EntityManager): Promise<void> {
    if (ids.length > 0) await this.repo(manager).delete({ account_id: accountId, id: In(ids) } as FindOptionsWhere<T>);
  }
}
