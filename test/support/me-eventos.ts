import { ME_EVENTOS_TABLES } from '../../src/common/compat';

/**
 * An answer of `family` without the fields the ME Eventos layer adds to it: the resource in our
 * own names, as the notifications other than `customer_created` / `customer_updated` carry it.
 */
export function ours<T extends Record<string, any>>(row: T, family: 'events' | 'guests' | 'clients'): Partial<T> {
  const added = new Set(Object.keys(ME_EVENTOS_TABLES.find((t) => t.family === family)?.answer?.fields ?? {}));
  return Object.fromEntries(Object.entries(row).filter(([name]) => !added.has(name))) as Partial<T>;
}
