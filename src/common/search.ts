/**
 * Helpers for `search` parameters. LIKE patterns are escaped with `!` (not backslash), which
 * means the same on SQLite and MySQL/MariaDB: use them as `col LIKE :term ESCAPE '!'`.
 */
export const LIKE_ESCAPE = "ESCAPE '!'";

/** `%term%` with LIKE wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** Digits only (phones, CEPs). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** Digits and letters only, upper case (CPF, CNPJ including the alphanumeric format). */
export const alnumUpper = (value: string): string => value.replace(/[^0-9a-z]/gi, '').toUpperCase();
