import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { isIsoDate } from './br-validators';
import { dayCount } from './dates';
import { AppError, FieldError } from './errors';

/**
 * Bounded cost: a list request costs its page, not its account. Each list declares here, once,
 * what serves each of its `field_sort` values and filters; `listCostProblem` applies the rule
 * (from the validation pipe, before any query) and `describeSorts` writes Swagger's description
 * of `field_sort` from the same declaration.
 *
 * - A sort an index orders is available alone and with the filters that index serves with it
 *   (`indexed(...)`).
 * - Any other sort, or a sort with a filter its index does not serve, is available together with
 *   a narrowing filter: one that bounds the list to a set that does not grow with the account
 *   (one event, one order, one plan, one budget). Without one: 400 `sort_needs_filter`, naming
 *   those filters.
 * - A list whose route already narrows it (one webhook's deliveries, one entry's history) declares
 *   `narrowedBy`: every sort is available.
 * - A list of dated rows a business holds a bounded number of (events, budgets: tens of thousands
 *   on the largest realistic account) may declare a `period`: either of its dates sent, or both,
 *   over any span, narrows it as a narrowing filter does. That is how ME Eventos tells its
 *   clients to bound a large list (`start` alone, or `start` and `end`); what such a request
 *   costs is the period's rows, at most the account's, which the bench measures on the largest
 *   realistic account (`--only me-periods`). A reversed period narrows nothing.
 */
export type SortServed = { readonly index: readonly string[] } | 'narrowing';

/** A sort an index orders, alone and with `filters` sent (each one that index serves with it). */
export const indexed = (...filters: string[]): SortServed => ({ index: filters });
/** A sort no index orders: available with a narrowing filter only. */
export const NEEDS_NARROWING: SortServed = 'narrowing';

export interface ListCost<S extends string = string> {
  /** The list, as its route, e.g. `GET /api/v1/financial` (docs and tests). */
  route: string;
  /** What the list holds, for messages: e.g. `financial entries`. */
  rows: string;
  /** The query's filters the rule weighs (equalities and ranges on columns). */
  filters: readonly string[];
  /** The filters that narrow the list to a set that does not grow with the account. */
  narrowing: readonly string[];
  /** What narrows every request of the list already (a path parameter, a required filter), when something does. */
  narrowedBy?: string;
  /** Two date filters (`YYYY-MM-DD`) that narrow the list when either is sent, or both in order. */
  period?: { from: string; to: string };
  /** Every `field_sort` value, with what serves it. The first is the default. */
  sorts: Readonly<Record<S, SortServed>>;
}

/** Every declared list, for the docs and the tests that walk them all. */
export const LIST_COSTS: ListCost[] = [];

/**
 * Declares a list's cost. A list without narrowing filters (nor a narrowing route) must have
 * every sort served by an index, else some sort could never be sent: refused at load.
 */
export function listCost<S extends string>(cost: ListCost<S>): ListCost<S> {
  const sorts = Object.entries<SortServed>(cost.sorts);
  if (!cost.narrowedBy && cost.narrowing.length === 0 && sorts.some(([, s]) => s === 'narrowing'))
    throw new Error(`${cost.route}: a sort needs a narrowing filter but the list has none`);
  for (const [sort, served] of sorts) {
    if (served === 'narrowing') continue;
    const unknown = served.index.filter((f) => !cost.filters.includes(f) || cost.narrowing.includes(f));
    if (unknown.length) throw new Error(`${cost.route}: sort ${sort} names ${unknown.join(', ')}, not a non-narrowing filter of the list`);
  }
  for (const f of cost.narrowing) if (!cost.filters.includes(f)) throw new Error(`${cost.route}: narrowing filter ${f} is not a filter`);
  for (const f of cost.period ? [cost.period.from, cost.period.to] : [])
    if (!cost.filters.includes(f)) throw new Error(`${cost.route}: period filter ${f} is not a filter`);
  LIST_COSTS.push(cost as ListCost);
  return cost;
}

/** `a, b or c`. */
const either = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/** The filters sent (present in the query) among `names`. */
const sentOf = (query: Record<string, unknown>, names: readonly string[]) => names.filter((n) => query[n] !== undefined);

/**
 * Whether the query sends the list's period: either date, or both with the end not before the
 * start (a date that is none is the validator's to refuse, and narrows nothing here).
 */
function periodNarrows(cost: ListCost, query: Record<string, unknown>): boolean {
  if (!cost.period) return false;
  const [from, to] = [query[cost.period.from], query[cost.period.to]];
  const [hasFrom, hasTo] = [from !== undefined, to !== undefined];
  if ((hasFrom && !isIsoDate(from)) || (hasTo && !isIsoDate(to))) return false;
  if (hasFrom && hasTo) return dayCount(from as string, to as string) >= 1;
  return hasFrom || hasTo;
}

/** The narrowing filters and period of a list, as a message names them: `idevento, id_cliente or a period (data_inicio, data_fim or both)`. */
const narrowingOf = (cost: ListCost, quote = (f: string) => f): string =>
  either([
    ...cost.narrowing.map(quote),
    ...(cost.period ? [`a period (${quote(cost.period.from)}, ${quote(cost.period.to)} or both)`] : []),
  ]);

/**
 * The problem of a list request under the rule, or null when it is served: a sort (or a filter
 * with the sort) that no index serves, sent without a narrowing filter. A `field_sort` the list
 * does not declare is the validator's to refuse, not this rule's.
 */
export function listCostProblem(cost: ListCost, query: Record<string, unknown>): FieldError | null {
  if (cost.narrowedBy || sentOf(query, cost.narrowing).length > 0 || periodNarrows(cost, query)) return null;
  const sorts = Object.keys(cost.sorts);
  const sort = typeof query.field_sort === 'string' ? query.field_sort : sorts[0];
  if (!Object.hasOwn(cost.sorts, sort)) return null;
  const served = (cost.sorts as Record<string, SortServed>)[sort];
  const filters = sentOf(
    query,
    cost.filters.filter((f) => !cost.narrowing.includes(f)),
  );
  const unserved = served === 'narrowing' ? [] : filters.filter((f) => !served.index.includes(f));
  if (served !== 'narrowing' && unserved.length === 0) return null;
  const narrow = narrowingOf(cost);
  if (served === 'narrowing')
    return {
      field: 'field_sort',
      code: 'sort_needs_filter',
      message: `field_sort=${sort} needs a filter that narrows the list: ${narrow} (no index orders the account's ${cost.rows} by ${sort})`,
    };
  const alone = sorts.filter((s) => {
    const other = (cost.sorts as Record<string, SortServed>)[s];
    return other !== 'narrowing' && unserved.every((f) => other.index.includes(f));
  });
  return {
    field: 'field_sort',
    code: 'sort_needs_filter',
    message:
      `field_sort=${sort} with ${either(unserved)} needs a filter that narrows the list: ${narrow} ` +
      `(no index orders the account's ${cost.rows} by ${sort} with ${either(unserved)})` +
      (alone.length ? `; with ${either(unserved)}, field_sort ${either(alone)} needs none` : ''),
  };
}

/** Throws 400 `sort_needs_filter` when the request is not served under the rule. */
export function assertListCost(cost: ListCost, query: Record<string, unknown>): void {
  const problem = listCostProblem(cost, query);
  if (problem) throw new AppError('bad_request', 'This sort needs a filter that narrows the list', [problem]);
}

/** Swagger's description of `field_sort`, from the declaration: per value, whether it needs a narrowing filter and which. */
export function describeSorts(cost: ListCost, lead = 'Field to sort by'): string {
  const entries = Object.entries<SortServed>(cost.sorts);
  const head = `${lead} (default \`${entries[0][0]}\`); ties are broken by \`id\` in the same direction; any other value is 400.`;
  if (cost.narrowedBy) return `${head} The list is already narrowed (${cost.narrowedBy}): every value is available.`;
  const narrow = narrowingOf(cost, (f) => `\`${f}\``);
  const lines = entries.map(([sort, served]) => {
    if (served === 'narrowing') return `\`${sort}\`: only with ${narrow}`;
    // The period's dates narrow the list themselves: every sort takes them.
    const period: string[] = cost.period ? [cost.period.from, cost.period.to] : [];
    const others = cost.filters.filter((f) => !cost.narrowing.includes(f) && !served.index.includes(f) && !period.includes(f));
    if (others.length === 0) return `\`${sort}\`: always`;
    const withIt = served.index.length ? `alone or with ${served.index.map((f) => `\`${f}\``).join(', ')}` : 'without other filters';
    return `\`${sort}\`: ${withIt}; with ${others.map((f) => `\`${f}\``).join(', ')} only beside ${narrow}`;
  });
  return (
    `${head} Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list ` +
    `(${narrow}), else 400 \`sort_needs_filter\`. ${lines.join('; ')}.`
  );
}

const LIST_COST = Symbol('listCost');

/** The cost declaration of a query DTO class (the one its `field_sort` or `@BoundedCost` gave it). */
export function listCostOf(metatype: unknown, query: Record<string, unknown>): ListCost | undefined {
  if (typeof metatype !== 'function') return undefined;
  const of = (metatype as unknown as Record<symbol, ((q: Record<string, unknown>) => ListCost | undefined) | undefined>)[LIST_COST];
  return of?.(query);
}

/** Marks a query DTO class with the cost declaration(s) the rule applies to its requests (chosen by the query). */
export const BoundedCost =
  (choose: (query: Record<string, unknown>) => ListCost | undefined): ClassDecorator =>
  (target) => {
    Object.defineProperty(target, LIST_COST, { value: choose, enumerable: false, configurable: true, writable: true });
  };

/**
 * `field_sort` of a list query: optional, one of the declaration's sorts, documented from it;
 * the class is marked with the declaration for the rule.
 */
export function SortField(cost: ListCost, options: { enumName: string; example?: string; lead?: string }): PropertyDecorator {
  const decorate = applyDecorators(
    ApiPropertyOptional({
      enum: Object.keys(cost.sorts),
      enumName: options.enumName,
      ...(options.example !== undefined && { example: options.example }),
      description: describeSorts(cost, options.lead),
    }),
    IsOptional(),
    IsIn(Object.keys(cost.sorts)),
  );
  return (target, key) => {
    decorate(target, key);
    BoundedCost(() => cost)(target.constructor);
  };
}
