import { Injectable } from '@nestjs/common';

import { dateInZone } from '../../common/dates';
import { itemTotal, money, moneyFits, quantity } from '../../common/decimal';
import { Problems } from '../../common/errors';
import { checkPreconditionsEach } from '../../common/http/etag';
import { assignOrdem } from '../../common/item-ordem';
import { formatOrderNumber, requireOrderRef } from '../../common/order-ref';
import type { RequestContext } from '../../common/request-context';
import { TransactionRunner } from '../../database/transaction';
import { CatalogueService } from '../catalogue/catalogue.service';
import { Shortage, spanOf } from '../catalogue/equipment-reservations.rules';
import { ClientsService } from '../clients/clients.service';
import { EventsService } from '../events/events.service';
import { LookupsService } from '../lookups/lookups.service';
import { CreateOrderDto } from './dto/create-order.dto';
import { OrderItemDto } from './dto/order-responses.dto';
import { Order } from './entities/order.entity';
import { OrderItem } from './entities/order-item.entity';
import { OrderItemsRepository } from './order-items.repository';
import { outOfRangeMessage } from './order-items.rules';
import { toItemView } from './order-items.views';
import { OrderItemsQuery } from './order-items-query.service';
import { OrderReservations } from './order-reservations.service';
import { requireSequence } from './order-sequence.rules';
import { OrderErrorCode } from './orders.errors';
import { OrdersRepository } from './orders.repository';

/** What `create` did: a new order (with or without items) or items added to an existing one. */
export interface OrderItemsCreated {
  order: Order;
  /** `<event_id>-<sequence>`. */
  numero: string;
  isNew: boolean;
  items: OrderItemDto[];
  /** Shortages of equipment with stock enforced that `permitir_falta` allowed. */
  faltas: Shortage[];
}

/** A line's discount, addition and total as given (a booked proposal's line), instead of 0, 0 and the computed total. */
export interface LineAdjustment {
  valordesconto: number;
  valoradd: number;
  valortotal: number;
}

/** The order as its notifications carry it. */
const orderPayload = (order: Order, numero: string, itens: OrderItemDto[]) => ({
  idpedido: order.id,
  id_evento: order.id_evento,
  numero,
  sequencial: order.numero,
  id_cliente: order.id_cliente,
  datacadastro: order.datacadastro,
  itens,
});

/** Creating orders (and adding items to them) and deleting whole orders. */
@Injectable()
export class OrderWriter {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersRepository,
    private readonly items: OrderItemsRepository,
    private readonly query: OrderItemsQuery,
    private readonly events: EventsService,
    private readonly catalogue: CatalogueService,
    private readonly clients: ClientsService,
    private readonly lookups: LookupsService,
    private readonly reservations: OrderReservations,
  ) {}

  /**
   * `adjustments`, one per item (the booking of an accepted proposal), carries each line's
   * discount, addition and total as the proposal showed them; the API's orders have none.
   */
  async create(ctx: RequestContext, dto: CreateOrderDto, adjustments?: LineAdjustment[]): Promise<OrderItemsCreated> {
    const itens = dto.itens ?? [];
    const ref = dto.idpedido !== undefined ? requireOrderRef(dto.idpedido, 'idpedido') : null;

    // 400: the shape of the request, every problem at once.
    const bad = new Problems();
    if (ref && itens.length === 0)
      bad.add('itens', OrderErrorCode.ItemsRequired, 'itens is required (non-empty) when adding to an existing order (idpedido)');
    itens.forEach((it, i) => {
      const hasProduct = it.id_produto !== undefined;
      const hasItem = it.id_item !== undefined;
      if (hasProduct && hasItem)
        bad.add(`itens[${i}]`, OrderErrorCode.ItemSourceAmbiguous, `itens[${i}] must send only one of id_produto and id_item`);
      else if (!hasProduct && !hasItem)
        bad.add(`itens[${i}]`, OrderErrorCode.ItemSourceMissing, `itens[${i}] must send id_produto or id_item`);
      else if (it.tipo !== undefined && it.tipo !== (hasProduct ? 2 : 7)) {
        bad.add(
          `itens[${i}].tipo`,
          OrderErrorCode.TipoMismatch,
          `itens[${i}].tipo ${it.tipo} does not match ${hasProduct ? 'id_produto (tipo 2)' : 'id_item (tipo 7)'}`,
        );
      }
    });
    bad.throwIfAny('bad_request', 'Validation failed');

    return this.transactions.run(ctx, async (c) => {
      const accountId = c.account.id;
      const m = c.tx.manager;
      // The order's row lock comes first, before any other read of this transaction: on MySQL
      // (REPEATABLE READ) the first plain read fixes the snapshot, and a request that queued
      // behind the lock must see the items committed by the one ahead of it.
      let order: Order | null = ref ? await this.orders.findByRef(accountId, ref, m, true) : null;
      // The event, order, products and equipment checked before anything is written.
      const problems = new Problems();
      // With equipment items the event is read under its lock: its days must not move before the reservation is taken.
      const reserves = itens.some((it) => it.id_item !== undefined);
      const event = reserves ? await this.events.findForUpdate(c, dto.id_evento) : await this.events.find(c, dto.id_evento);
      if (!event) problems.add('id_evento', 'not_found', `event ${dto.id_evento} does not exist`);
      if (ref) {
        if (!order) problems.add('idpedido', 'not_found', `order ${dto.idpedido} does not exist`);
        else if (order.id_evento !== dto.id_evento) {
          problems.add('idpedido', OrderErrorCode.OrderOfOtherEvent, `order ${dto.idpedido} does not belong to event ${dto.id_evento}`);
        }
      }
      const { products, equipment } = await this.catalogue.pricesFor(
        c,
        itens.filter((it) => it.id_produto !== undefined).map((it) => it.id_produto!),
        itens.filter((it) => it.id_item !== undefined).map((it) => it.id_item!),
      );
      const clientIds = [dto.id_cliente, ...itens.map((it) => it.id_cliente)].filter((v): v is number => v !== undefined);
      const clients = await this.clients.existingIds(c, clientIds);
      const sellers = await this.lookups.existingIds(
        c,
        'seller',
        itens.map((it) => it.id_vendedor).filter((v): v is number => v !== undefined),
      );
      if (dto.id_cliente !== undefined && !clients.has(dto.id_cliente))
        problems.add('id_cliente', 'not_found', `client ${dto.id_cliente} does not exist`);
      itens.forEach((it, i) => {
        if (it.id_produto !== undefined && !products.has(it.id_produto))
          problems.add(`itens[${i}].id_produto`, 'not_found', `product ${it.id_produto} does not exist`);
        if (it.id_item !== undefined && !equipment.has(it.id_item))
          problems.add(`itens[${i}].id_item`, 'not_found', `equipment ${it.id_item} does not exist`);
        if (it.id_cliente !== undefined && !clients.has(it.id_cliente))
          problems.add(`itens[${i}].id_cliente`, 'not_found', `client ${it.id_cliente} does not exist`);
        if (it.id_vendedor !== undefined && !sellers.has(it.id_vendedor))
          problems.add(`itens[${i}].id_vendedor`, 'not_found', `seller ${it.id_vendedor} does not exist`);
      });

      // The values of each item (catalogue values where the body sends none); a total past the
      // DECIMAL(12,2) column is a 400 on the item's valortotal.
      const values = itens.map((it) => {
        const source = it.id_produto !== undefined ? products.get(it.id_produto) : equipment.get(it.id_item!);
        if (!source) return null;
        const valor = money(it.valor ?? source.valor);
        const qtd = quantity(it.quantidade ?? 1);
        const dias = quantity(it.ndias ?? 1);
        return { source, valor, qtd, dias, total: itemTotal({ valorvenda: valor, quantidade: qtd, ndias: dias }) };
      });
      const range = new Problems();
      values.forEach((v, i) => {
        if (v && !moneyFits(v.total)) range.add(`itens[${i}].valortotal`, OrderErrorCode.OutOfRange, outOfRangeMessage(i, v.total));
      });
      range.throwIfAny('bad_request', 'Validation failed');
      problems.throwIfAny();

      const today = dateInZone(new Date(), c.account.timezone);
      const isNew = order === null;
      if (!order) {
        // 422 on id_evento if the event went away since it was checked (deleted concurrently).
        const numero = requireSequence(await this.events.allocateOrderNumber(c, event!.id), event!.id);
        order = await this.orders.insertOne(
          accountId,
          { id_evento: event!.id, numero, id_cliente: dto.id_cliente ?? event!.id_cliente ?? null, datacadastro: today },
          m,
        );
      }
      const numero = formatOrderNumber(order.id_evento, order.numero);
      // The order row is locked (or new): its highest ordem cannot move under us.
      const ordens = assignOrdem(
        isNew ? 0 : await this.items.maxOrdem(accountId, order.id, m),
        itens.map((it) => it.ordem),
      );
      const rows: Omit<OrderItem, 'id' | 'account_id'>[] = itens.map((it, i) => {
        const { source, valor, qtd, dias, total } = values[i]!;
        return {
          idpedido: order.id,
          id_evento: order.id_evento,
          numero_pedido: order.numero,
          id_produto: it.id_produto ?? it.id_item!,
          nome: it.nome ?? source.nome,
          descricao: it.descricao ?? null,
          quantidade: qtd,
          ndias: dias,
          valor,
          valorvenda: valor,
          valororiginal: money(source.valor),
          valordesconto: adjustments?.[i].valordesconto ?? 0,
          valoradd: adjustments?.[i].valoradd ?? 0,
          valorcusto: money(it.valorcusto ?? source.valorcusto ?? 0),
          valortotal: adjustments?.[i].valortotal ?? total,
          tipo: it.id_produto !== undefined ? 2 : 7,
          ordem: ordens[i],
          datacadastro: today,
          id_vendedor: it.id_vendedor ?? event!.id_vendedor ?? null,
          id_cliente: it.id_cliente ?? dto.id_cliente ?? order.id_cliente ?? null,
        };
      });
      // One multi-row INSERT whose generated IDs come back with it (no SELECT of the new rows).
      const created = await this.items.insertMany(accountId, rows, m);
      const views = created.map((item) => toItemView(item, event!.nome));
      // Equipment items reserve their units on the event's days; a shortage on equipment with
      // stock enforced is 409 and rolls all of this back, unless permitir_falta.
      const faltas = await this.reservations.take(c, order.id_evento, spanOf(event!), rows, {
        permitirFalta: dto.permitir_falta ?? false,
        field: (id) => {
          const i = itens.findIndex((it) => it.id_item === id);
          return i < 0 ? undefined : `itens[${i}].quantidade`;
        },
      });
      if (isNew) c.emit('order_created', [orderPayload(order, numero, views)]);
      else c.emit('order_items_added', views);
      return { order, numero, isNew, items: views, faltas };
    });
  }

  /** Deletes the order with its items; returns the order number and the deleted items. */
  async deleteOrder(ctx: RequestContext, rawRef: string): Promise<{ numero: string; items: OrderItemDto[] }> {
    const ref = requireOrderRef(rawRef, 'id');
    return this.transactions.run(ctx, async (c) => {
      const m = c.tx.manager;
      const order = await this.orders.requireForUpdate(c.account.id, ref, rawRef, m);
      const numero = formatOrderNumber(order.id_evento, order.numero);
      const items = await this.items.ofOrder(c.account.id, order.id, m);
      const views = await this.query.viewsOf(c, items);
      // If-Match names the ETags of the order's items (GET /api/v1/orders/{item id}), as the edit's does;
      // an order without items matches no tag (only `*`), and `If-None-Match: *` (it exists).
      await checkPreconditionsEach(c, async () => views.map((v) => [`order item ${v.id}`, v]), `order ${numero}`);
      await this.items.deleteOfOrder(c.account.id, order.id, m);
      await this.orders.deleteById(c.account.id, order.id, m);
      await this.reservations.release(c, order.id_evento, items);
      c.emit('order_deleted', [orderPayload(order, numero, views)]);
      return { numero, items: views };
    });
  }
}
