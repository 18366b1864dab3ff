import { CLIENTS_COMPAT } from '../../src/modules/clients/clients.compat';
import { EVENTS_COMPAT } from '../../src/modules/events/events.compat';
import { GUESTS_COMPAT } from '../../src/modules/guests/guests.compat';

const TABLES = { events: EVENTS_COMPAT, guests: GUESTS_COMPAT, clients: CLIENTS_COMPAT };

/**
 * An answer of `family` without the fields the ME Eventos layer adds to it: the resource in our
 * own names, as the notifications other than `customer_created` / `customer_updated` carry it.
 */
export function ours<T extends Record<string, any>>(row: T, family: 'events' | 'guests' | 'clients'): Partial<T> {
  const added = new Set(Object.keys(TABLES[family].answer?.fields ?? {}));
  return Object.fromEntries(Object.entries(row).filter(([name]) => !added.has(name))) as Partial<T>;
}
