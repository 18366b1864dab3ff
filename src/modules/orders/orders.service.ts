import { Injectable } from '@nestjs/common';

import { Page } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import { TransactionRunner } from '../../database/transaction';
import { BudgetItemDto } from '../budgets/dto/budget-item.dto';
import { Shortage } from '../catalogue/equipment-reservations.rules';
import { CreateOrderDto } from './dto/create-order.dto';
import { DeleteOrderItemsDto, EditOrderItemsDto } from './dto/edit-order-items.dto';
import { ListOrdersQuery } from './dto/list-orders.query';
import { OrderItemDto } from './dto/order-responses.dto';
import { OrderItem } from './entities/order-item.entity';
import { OrderItemsRepository } from './order-items.repository';
import { OrderItemsEditor } from './order-items-editor.service';
import { OrderItemsQuery } from './order-items-query.service';
import { LineAdjustment, OrderItemsCreated, OrderWriter } from './order-writer.service';

export type { LineAdjustment, OrderItemsCreated } from './order-writer.service';

/**
 * What the orders module does, for its controller and for other modules. The work is split by
 * use case: reads in OrderItemsQuery, creating orders (and adding items) and deleting whole
 * orders in OrderWriter, editing and deleting items in OrderItemsEditor; each of those reaches
 * the repositories and the other modules' services it needs.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly query: OrderItemsQuery,
    private readonly writer: OrderWriter,
    private readonly editor: OrderItemsEditor,
    private readonly items: OrderItemsRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  /**
   * Rebuilds the account's item counters (counts and sales per event, tipo and seller) from its
   * items, in one transaction: a repair after items were written outside the service. Answers the
   * number of items counted.
   */
  rebuildCounts(ctx: RequestContext): Promise<number> {
    return this.transactions.run(ctx, ({ tx }) => this.items.rebuildCounts(ctx.account.id, tx.manager));
  }

  /** What the account's orders hold of each equipment, per event (tipo 7 quantities summed). */
  equipmentHeld(ctx: RequestContext): Promise<{ id_evento: number; id_equipamento: number; quantidade: number }[]> {
    return this.items.equipmentHeld(ctx.account.id, ctx.tx?.manager);
  }

  /** Every line of one event of the account, by order number and `ordem` (the event's cost report). */
  linesOfEvent(ctx: RequestContext, eventId: number): Promise<OrderItem[]> {
    return this.items.ofEvent(ctx.account.id, eventId);
  }

  /** Per event among `eventIds` and seller (null: none), the lines' `valortotal` summed, in cents (commissions). */
  salesBySeller(ctx: RequestContext, eventIds: number[]): Promise<{ id_evento: number; id_vendedor: number | null; centavos: number }[]> {
    return this.items.salesBySeller(ctx.account.id, eventIds);
  }

  /** A page of order items, or of a budget's items with `idorcamento`. */
  list(
    ctx: RequestContext,
    q: ListOrdersQuery,
  ): Promise<Page<OrderItemDto | BudgetItemDto> & { pagination: { next_cursor?: string | null } }> {
    return this.query.list(ctx, q);
  }

  /** One item, by the item ID of the path (as sent). */
  view(ctx: RequestContext, id: string): Promise<OrderItemDto> {
    return this.query.view(ctx, id);
  }

  /** A new order (with or without items), or items added to an existing one. */
  create(ctx: RequestContext, dto: CreateOrderDto): Promise<OrderItemsCreated> {
    return this.writer.create(ctx, dto);
  }

  /**
   * The order of a booked proposal: its lines keep the proposal's discounts, additions and totals
   * (`adjustments`, one per item), in the caller's transaction.
   */
  book(ctx: RequestContext, dto: CreateOrderDto, adjustments: LineAdjustment[]): Promise<OrderItemsCreated> {
    return this.writer.create(ctx, dto, adjustments);
  }

  editItems(
    ctx: RequestContext,
    orderRef: string,
    dto: EditOrderItemsDto,
  ): Promise<{ numero: string; items: OrderItemDto[]; faltas: Shortage[] }> {
    return this.editor.editItems(ctx, orderRef, dto);
  }

  /** Deletes the order and all its items. */
  deleteOrder(ctx: RequestContext, orderRef: string): Promise<{ numero: string; items: OrderItemDto[] }> {
    return this.writer.deleteOrder(ctx, orderRef);
  }

  /** Deletes items of the order; the order itself stays. */
  deleteItems(ctx: RequestContext, orderRef: string, dto: DeleteOrderItemsDto): Promise<{ numero: string; ids: number[] }> {
    return this.editor.deleteItems(ctx, orderRef, dto);
  }
}
