import { Injectable } from '@nestjs/common';

import { Problems } from '../../common/errors';
import { parseId } from '../../common/ids';
import { decodeCursor, encodeCursor } from '../../common/list-cursor';
import { ListOptions, listOptions, readPage } from '../../common/list-page';
import { parseOrderRef } from '../../common/order-ref';
import { Page } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import { BudgetsService } from '../budgets/budgets.service';
import { BudgetItemDto } from '../budgets/dto/budget-item.dto';
import { EventsService } from '../events/events.service';
import { ListOrdersQuery } from './dto/list-orders.query';
import { OrderItemDto } from './dto/order-responses.dto';
import { ORDER_ITEM_SORT_COLUMNS, OrderItemFilters, OrderItemsRepository } from './order-items.repository';
import { OrderItemRow, toItemView } from './order-items.views';
import { OrderError, OrderErrorCode } from './orders.errors';

/** The sort fields whose values are text (the others are numbers). */
const TEXT_SORT_FIELDS = new Set(['nome', 'datacadastro']);

/** The value of the sort field of an item, as a cursor carries it. */
function sortValue(item: OrderItemRow, field: string): string | number {
  const value = (item as unknown as Record<string, unknown>)[field];
  return TEXT_SORT_FIELDS.has(field) ? String(value) : Number(value);
}

/** The reads of order items: the list (or a budget's items), one item, and the views every write answers with. */
@Injectable()
export class OrderItemsQuery {
  constructor(
    private readonly items: OrderItemsRepository,
    private readonly events: EventsService,
    private readonly budgets: BudgetsService,
  ) {}

  async list(
    ctx: RequestContext,
    q: ListOrdersQuery,
  ): Promise<Page<OrderItemDto | BudgetItemDto> & { pagination: { next_cursor?: string | null } }> {
    const bad = new Problems();
    const pageSent = q.page !== undefined;
    q.page ??= 1;
    if (q.idorcamento !== undefined) {
      // A budget query: the event filters make no sense on budget items.
      for (const name of ['idevento', 'pedido', 'idpedido', 'tipo'] as const) {
        if (q[name] !== undefined)
          bad.add(name, OrderErrorCode.BudgetFilterMix, `${name} is an event-order filter and cannot be combined with idorcamento`);
      }
      if (q.cursor !== undefined)
        bad.add('cursor', OrderErrorCode.InvalidCursor, 'cursor pages event-order queries only; budget queries page with page');
      bad.throwIfAny('bad_request', 'Validation failed');
      return this.budgets.listItems(ctx, q);
    }
    if (q.proposta !== undefined) bad.add('proposta', OrderErrorCode.BudgetFilterMix, 'proposta is a budget filter and needs idorcamento');
    bad.throwIfAny('bad_request', 'Validation failed');

    const filters: OrderItemFilters = { idevento: q.idevento, tipo: q.tipo, numbers: [] };
    for (const raw of [q.pedido, q.idpedido]) {
      if (raw === undefined) continue;
      const ref = parseOrderRef(raw)!; // validated by the DTO
      if (ref.kind === 'id') filters.orderId = ref.id;
      else filters.numbers!.push({ eventId: ref.eventId, sequence: ref.sequence });
    }
    const field = q.field_sort ?? 'id';
    const options: ListOptions = listOptions(q, ORDER_ITEM_SORT_COLUMNS);
    if (q.cursor !== undefined) {
      const cursor = decodeCursor(q.cursor);
      if (!cursor) {
        bad.add(
          'cursor',
          OrderErrorCode.InvalidCursor,
          'cursor is not one this list issued: send pagination.next_cursor exactly as it came',
        );
      } else if (cursor.field !== field || cursor.direction !== q.sort) {
        bad.add(
          'cursor',
          OrderErrorCode.InvalidCursor,
          `this cursor continues field_sort=${cursor.field}&sort=${cursor.direction}: send the same field_sort and sort with it`,
        );
      } else {
        options.after = { value: cursor.value, id: cursor.id };
        options.page = cursor.page;
      }
      if (pageSent)
        bad.add('page', OrderErrorCode.InvalidCursor, 'page and cursor cannot be combined: the cursor already says where the page starts');
      bad.throwIfAny('bad_request', 'Validation failed');
    }
    const page = await readPage(this.items.filteredSource(ctx.account.id, filters), options);
    const next_cursor =
      page.more && page.last
        ? encodeCursor({ field, direction: q.sort, value: sortValue(page.last, field), id: page.last.id, page: options.page + 1 })
        : null;
    return { data: await this.viewsOf(ctx, page.data), pagination: { ...page.pagination, next_cursor } };
  }

  /** The path ID is an item ID, read as sent: ` 1` is not item 1. */
  async view(ctx: RequestContext, text: string): Promise<OrderItemDto> {
    if (/^\d+-\d+$/.test(text)) {
      throw OrderError.badRequest('The path ID of this endpoint is an item ID', [
        {
          field: 'id',
          code: OrderErrorCode.OrderNumberInItemPath,
          message: `${text} is an order number; GET /api/v1/orders/{id} takes an item ID. List the items of that order with GET /api/v1/orders?pedido=${text}`,
        },
      ]);
    }
    const id = parseId(text);
    if (id === null) {
      throw OrderError.badRequest('Malformed item ID', [
        { field: 'id', code: OrderErrorCode.MalformedItemId, message: `id must be a numeric item ID (got ${JSON.stringify(text)})` },
      ]);
    }
    const [view] = await this.viewsByIds(ctx, [id]);
    if (!view) throw OrderError.itemNotFound(id);
    return view;
  }

  /** Views of the account's items among `ids`, in the order of `ids` (in the context's transaction, if any). */
  async viewsByIds(ctx: RequestContext, ids: number[]): Promise<OrderItemDto[]> {
    if (ids.length === 0) return [];
    return this.viewsOf(ctx, await this.items.inOrderOf(ctx.account.id, ids, ctx.tx?.manager));
  }

  /** Views of items, with the name of their event (asked of the events module). */
  async viewsOf(ctx: RequestContext, items: OrderItemRow[]): Promise<OrderItemDto[]> {
    const names = await this.events.namesOf(
      ctx,
      items.map((i) => i.id_evento),
    );
    return items.map((item) => toItemView(item, names.get(item.id_evento) ?? ''));
  }
}
