/**
 * The one declaration, per entity, of which columns hold a person's data, kept beside the entity
 * (`<entity>.personal-data.ts`) and listed with the entities in `src/database/schema.ts`. Everything
 * that treats a person's data reads it: the export of a person's data and their anonymisation
 * (each module's service, over its own rows), the redaction of logs (`src/common/http/log-redaction.ts`)
 * and the test that walks every entity the data source registers
 * (test/architecture/personal-data.spec.ts): a column in neither list, or in both, fails it, so a
 * column cannot be added without saying whether it holds a person's data.
 */
export interface PersonalDataDeclaration<T> {
  /** The entity class declared. */
  readonly entity: abstract new (...args: never[]) => T;
  /**
   * Columns that hold or may hold a person's data (identifiers, contacts, free text where people
   * are named): exported on request, replaced by a neutral value when the person is anonymised.
   */
  readonly personal: readonly (keyof T & string)[];
  /** Columns that tell nothing about a person: IDs, references, states, money, dates of the row. */
  readonly notPersonal: readonly (keyof T & string)[];
  /**
   * The personal columns whose value alone singles the person out (a name, a CPF, an e-mail, a
   * phone): a stored copy (a notification's body, a kept answer) holding one of them carries the
   * person. A city or a marital status is personal but shared by many: not listed here.
   */
  readonly identifying?: readonly (keyof T & string)[];
  /**
   * The neutral value of a personal column whose value cannot simply be replaced (a history whose
   * money must stay true): old value → new value. Other personal columns get `neutralValue`.
   */
  readonly neutral?: { readonly [K in keyof T]?: (old: T[K]) => T[K] };
}

/** A declaration of any entity, as the lists of all of them read it (the columns by name). */
export interface EntityPersonalData {
  readonly entity: abstract new (...args: never[]) => unknown;
  readonly personal: readonly string[];
  readonly notPersonal: readonly string[];
  readonly identifying?: readonly string[];
}

/** Declares an entity's columns, typed against the entity so that a misspelt name does not compile. */
export const declarePersonalData = <T>(
  entity: abstract new (...args: never[]) => T,
  declaration: Omit<PersonalDataDeclaration<T>, 'entity'>,
): PersonalDataDeclaration<T> => ({ entity, ...declaration });

/** What a personal column reads of its column's definition (TypeORM's ColumnMetadata has these). */
export interface NeutralColumn {
  readonly propertyName: string;
  readonly type: unknown;
  readonly length?: string;
  readonly isNullable: boolean;
}

/** The text a required text column holds once its person is anonymised. */
export const ANONYMIZED_TEXT = 'Anonimizado';

/**
 * The neutral value of a personal column: null where the column allows it (so that no unique
 * index, such as a client's document within its account, meets two equal values, and no search
 * matches it), else the same word for every text, zero, or an empty list.
 */
export function neutralValue(column: NeutralColumn): unknown {
  if (column.isNullable) return null;
  const type = typeof column.type === 'string' ? column.type : '';
  if (type === 'json' || type === 'simple-json') return [];
  if (['int', 'integer', 'smallint', 'bigint', 'decimal', 'float', 'double'].includes(type)) return 0;
  if (type === 'date') return '1900-01-01';
  const length = Number(column.length) || ANONYMIZED_TEXT.length;
  return ANONYMIZED_TEXT.slice(0, length);
}

/**
 * The columns → values an anonymisation writes into one row of `declaration`'s entity: each
 * personal column's `neutral` function of the row's old value where declared, else its
 * `neutralValue`. Only the personal columns, never the others.
 */
export function anonymizedColumns<T>(declaration: PersonalDataDeclaration<T>, columns: readonly NeutralColumn[], row?: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const name of declaration.personal) {
    const custom = declaration.neutral?.[name] as ((old: unknown) => unknown) | undefined;
    if (custom) {
      if (row) out[name] = custom(row[name]);
      continue;
    }
    const column = columns.find((c) => c.propertyName === name);
    if (!column) throw new Error(`personal column ${name} is not a column of ${declaration.entity.name}`);
    out[name] = neutralValue(column);
  }
  return out as Partial<T>;
}

/** The identifying columns' values of a row: what finds the stored copies that carried its person. */
export function identifyingValues<T>(declaration: PersonalDataDeclaration<T>, row: T): unknown[] {
  return (declaration.identifying ?? []).map((name) => row[name]);
}

/** A module's rows of a person as their export shows them, and the identifying values among them. */
export interface PersonalRows<V> {
  rows: V[];
  values: unknown[];
}

/** What an anonymisation did to one module's rows of a person. */
export interface AnonymizedRows {
  /** The rows' IDs. */
  ids: number[];
  /** Their identifying values before (what finds the stored copies that carried them). */
  values: unknown[];
  /** How many rows changed (0 the second time). */
  changed: number;
}
