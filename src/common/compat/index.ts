import { CLIENTS_COMPAT } from './clients.compat';
import type { CompatTable } from './compat-table';
import { EVENTS_COMPAT } from './events.compat';
import { FINANCIAL_COMPAT } from './financial.compat';
import { GUESTS_COMPAT } from './guests.compat';
import { EVENT_LOCATIONS_COMPAT, EVENT_TYPES_COMPAT } from './lookups.compat';

export { CLIENTS_COMPAT, EVENTS_COMPAT, FINANCIAL_COMPAT, GUESTS_COMPAT, EVENT_LOCATIONS_COMPAT, EVENT_TYPES_COMPAT };
export type { CompatTable };

/** Every table of the layer, by family (what Swagger documents). */
export const ME_EVENTOS_TABLES: CompatTable[] = [EVENTS_COMPAT, CLIENTS_COMPAT, GUESTS_COMPAT, EVENT_TYPES_COMPAT, EVENT_LOCATIONS_COMPAT, FINANCIAL_COMPAT];
