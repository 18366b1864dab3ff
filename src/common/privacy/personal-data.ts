/**
 * The one declaration, per entity, of which columns hold a person's data, kept beside the entity:
 * what the export and anonymisation of a person's data are to read. The test that walks the
 * declared entities' columns reads it now (test/architecture/personal-data.spec.ts): a column in
 * neither list fails it, so a new column of a declared entity cannot be added without saying
 * whether it holds a person's data. So far Client, Guest and BudgetAnswer are declared.
 */
export interface PersonalDataDeclaration<T> {
  /** Columns that hold or identify a person: exported on request, replaced when anonymised. */
  readonly personal: readonly (keyof T & string)[];
  /** Columns that tell nothing about a person: IDs, references, states, money, dates of the row. */
  readonly notPersonal: readonly (keyof T & string)[];
}

/** Declares an entity's columns, typed against the entity so that a misspelt name does not compile. */
export const declarePersonalData = <T>(declaration: PersonalDataDeclaration<T>): PersonalDataDeclaration<T> => declaration;
