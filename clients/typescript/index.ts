import createFetchClient, { type Client, type ClientOptions as FetchClientOptions } from 'openapi-fetch';

import type { components, paths } from './schema';

export type { components, operations, paths } from './schema';

/** A row of `GET /api/v1/orders` listed by event, order or item (`id_evento`, `pedido`, `id_item`). */
export type OrderItem = components['schemas']['OrderItemDto'];
/** A row of `GET /api/v1/orders` listed by budget (`idorcamento`): a budget item, in the budget's own fields. */
export type BudgetItem = components['schemas']['BudgetItemDto'];

/**
 * The rows of `GET /api/v1/orders` are order items or budget items, depending on the query.
 * An order item's `tipo` is the catalogue type's number; a budget item's is `produto` or `item`.
 */
export function isOrderItem(row: OrderItem | BudgetItem): row is OrderItem {
  return typeof row.tipo === 'number';
}

/** The counterpart of `isOrderItem`: a row listed by `idorcamento`. */
export function isBudgetItem(row: OrderItem | BudgetItem): row is BudgetItem {
  return !isOrderItem(row);
}

export interface ClientOptions {
  /** Where the service runs, e.g. `http://localhost:3000` (paths carry `/api/v1`). */
  baseUrl: string;
  /** An API token of the account (`eos_…`). */
  token: string;
  /** Anything else openapi-fetch takes (a custom `fetch`, headers…). */
  options?: Omit<FetchClientOptions, 'baseUrl'>;
}

/**
 * A typed client of the Event Orders Service: every path, parameter and body is checked by
 * TypeScript, and the service refuses any name it does not know (`Prefer: handling=strict`)
 * rather than ignoring it, so that a misspelt field is an error, never a value silently lost.
 */
export function createClient({ baseUrl, token, options = {} }: ClientOptions): Client<paths> {
  return createFetchClient<paths>({
    ...options,
    baseUrl,
    headers: { Prefer: 'handling=strict', ...(options.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
  });
}
