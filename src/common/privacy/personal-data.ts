/**
 * The one declaration, per entity, of which columns hold a person's data. Export, anonymisation,
 * log redaction and the test that walks every entity's columns read it: a column in neither list
 * fails that test, so a new column that holds a person's data cannot be added without saying so.
 */
export interface PersonalDataDeclaration<T> {
  /** Columns that hold or identify a person: exported on request, replaced when anonymised. */
  readonly personal: readonly (keyof T & string)[];
  /** Columns that tell nothing about a person: IDs, references, states, money, dates of the row. */
  readonly notPersonal: readonly (keyof T & string)[];
}

/** Declares an entity's columns, typed against the entity so that a misspelt name does not compile. */
export const declarePersonalData = <T>(declaration: PersonalDataDeclaration<T>): PersonalDataDeclaration<T> => declaration;
