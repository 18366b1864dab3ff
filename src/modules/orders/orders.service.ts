import { Injectable } from '@nestjs/common';
import { dateInZone } from '../../common/dates';
import { itemTotal, MAX_MONEY, money, moneyFits, quantity } from '../../common/decimal';
import { Problems } from '../../common/errors';
import { formatOrderNumber, OrderRef, parseOrderRef, requireOrderRef } from '../../common/order-ref';
import { buildPagination, Page } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import { TransactionRunner, Tx } from '../../database/transaction';
import { BudgetItemsQueryService } from '../budgets/budget-items.reader';
import { EquipmentRepository, ProductRepository } from '../catalogue/catalogue.repository';
import { ClientRepository } from '../clients/clients.repository';
import { EventRepository } from '../events/events.repository';
import { LookupsService } from '../lookups/lookups.service';
import { CreateOrderDto, MAX_ITEMS } from './dto/create-order.dto';
import { DeleteOrderItemsDto, EditOrderItemsDto } from './dto/edit-order-items.dto';
import { BUDGET_ITEM_SORT_FIELDS, ListOrdersQuery, ORDER_ITEM_SORT_FIELDS } from './dto/list-orders.query';
import { BudgetItemDto } from '../budgets/dto/budget-item.dto';
import { OrderItemDto } from './dto/order-responses.dto';
import { Order, OrderItem } from './entities/order.entity';
import { applyEdit, assignOrdem, editProblem } from './order-items.logic';
import { OrderError, OrderErrorCode } from './orders.errors';
import { ORDER_ITEM_SORT_COLUMNS, OrderItemFilters, OrderItemsRepository, OrdersRepository } from './orders.repository';
import { OrderSequence } from './order-sequence';

/** Whether a money value fits the DECIMAL(12,2) columns (±9,999,999,999.99). */
const outOfRangeMessage = (i: number, total: number) =>
  `itens[${i}] totals ${total}, beyond the largest value an item can hold (${MAX_MONEY}): lower valor, quantidade or ndias`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The view of an item: every order item field of SPEC.md plus `valortotal`. */
export function toItemView(item: OrderItem, nomeevento: string): OrderItemDto {
  return {
    id: item.id,
    idpedido: item.idpedido,
    id_evento: item.id_evento,
    id_produto: item.id_produto,
    nome: item.nome,
    descricao: item.descricao ?? null,
    quantidade: Number(item.quantidade),
    ndias: Number(item.ndias),
    valor: Number(item.valor),
    valorvenda: Number(item.valorvenda),
    valororiginal: Number(item.valororiginal),
    valordesconto: Number(item.valordesconto),
    valoradd: Number(item.valoradd),
    valorcusto: Number(item.valorcusto),
    valortotal: Number(item.valortotal),
    tipo: item.tipo,
    ordem: item.ordem,
    datacadastro: item.datacadastro,
    id_vendedor: item.id_vendedor ?? null,
    id_cliente: item.id_cliente ?? null,
    numero_pedido: item.numero_pedido,
    numero_pedido_completo: formatOrderNumber(item.id_evento, item.numero_pedido),
    nomeevento,
  };
}

@Injectable()
export class OrdersService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersRepository,
    private readonly items: OrderItemsRepository,
    private readonly sequence: OrderSequence,
    private readonly events: EventRepository,
    private readonly products: ProductRepository,
    private readonly equipment: EquipmentRepository,
    private readonly clients: ClientRepository,
    private readonly lookups: LookupsService,
    private readonly budgetItems: BudgetItemsQueryService,
  ) {}

  // ---------------------------------------------------------------- reads

  async list(ctx: RequestContext, q: ListOrdersQuery): Promise<Page<OrderItemDto | BudgetItemDto>> {
    const bad = new Problems();
    if (q.idorcamento !== undefined) {
      // A budget query: the event filters make no sense on budget items.
      for (const name of ['idevento', 'pedido', 'idpedido', 'tipo'] as const) {
        if (q[name] !== undefined) bad.add(name, OrderErrorCode.BudgetFilterMix, `${name} is an event-order filter and cannot be combined with idorcamento`);
      }
      if (q.field_sort !== undefined && !(BUDGET_ITEM_SORT_FIELDS as readonly string[]).includes(q.field_sort)) {
        bad.add('field_sort', OrderErrorCode.SortFieldNotAllowed, `field_sort of a budget query must be one of ${BUDGET_ITEM_SORT_FIELDS.join(', ')}`);
      }
      bad.throwIfAny('bad_request', 'Validation failed');
      return this.budgetItems.list(ctx.account.id, q);
    }
    if (q.proposta !== undefined) bad.add('proposta', OrderErrorCode.BudgetFilterMix, 'proposta is a budget filter and needs idorcamento');
    if (q.field_sort !== undefined && !(ORDER_ITEM_SORT_FIELDS as readonly string[]).includes(q.field_sort)) {
      bad.add('field_sort', OrderErrorCode.SortFieldNotAllowed, `field_sort must be one of ${ORDER_ITEM_SORT_FIELDS.join(', ')}`);
    }
    bad.throwIfAny('bad_request', 'Validation failed');

    const filters: OrderItemFilters = { idevento: q.idevento, tipo: q.tipo, numbers: [] };
    for (const raw of [q.pedido, q.idpedido]) {
      if (raw === undefined) continue;
      const ref = parseOrderRef(raw)!; // validated by the DTO
      if (ref.kind === 'id') filters.orderId = ref.id;
      else filters.numbers!.push({ eventId: ref.eventId, sequence: ref.sequence });
    }
    const column = ORDER_ITEM_SORT_COLUMNS[q.field_sort ?? 'id'];
    const direction = q.sort === 'desc' ? 'DESC' : 'ASC';
    const { ids, total } = await this.items.pageIds(ctx.account.id, filters, column, direction, (q.page - 1) * q.limit, q.limit);
    const rows = await this.items.withEvent(ctx.account.id, ids);
    return { data: rows.map((r) => toItemView(r.item, r.nomeevento)), pagination: buildPagination(q.page, q.limit, total) };
  }

  /** The path ID is an item ID (DECISIONS: Identifiers). */
  async view(ctx: RequestContext, rawId: string): Promise<OrderItemDto> {
    const text = rawId.trim();
    if (/^\d+-\d+$/.test(text)) {
      throw OrderError.badRequest('The path ID of this endpoint is an item ID', [
        {
          field: 'id',
          code: OrderErrorCode.OrderNumberInItemPath,
          message: `${text} is an order number; GET /api/v1/orders/{id} takes an item ID. List the items of that order with GET /api/v1/orders?pedido=${text}`,
        },
      ]);
    }
    const id = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
      throw OrderError.badRequest('Malformed item ID', [
        { field: 'id', code: OrderErrorCode.MalformedItemId, message: `id must be a numeric item ID (got ${JSON.stringify(rawId)})` },
      ]);
    }
    const [row] = await this.items.withEvent(ctx.account.id, [id]);
    if (!row) throw OrderError.itemNotFound(id);
    return toItemView(row.item, row.nomeevento);
  }

  // ---------------------------------------------------------------- create

  async create(ctx: RequestContext, dto: CreateOrderDto) {
    const itens = dto.itens ?? [];
    const accountId = ctx.account.id;
    const ref = dto.idpedido !== undefined ? requireOrderRef(dto.idpedido, 'idpedido') : null;

    // 400: the shape of the request, every problem at once.
    const bad = new Problems();
    if (itens.length > MAX_ITEMS) bad.add('itens', 'too_many_items', `at most ${MAX_ITEMS} items per request`);
    if (ref && itens.length === 0) bad.add('itens', OrderErrorCode.ItemsRequired, 'itens is required (non-empty) when adding to an existing order (idpedido)');
    itens.forEach((it, i) => {
      const hasProduct = it.id_produto !== undefined;
      const hasItem = it.id_item !== undefined;
      if (hasProduct && hasItem) bad.add(`itens[${i}]`, OrderErrorCode.ItemSourceAmbiguous, `itens[${i}] must send only one of id_produto and id_item`);
      else if (!hasProduct && !hasItem) bad.add(`itens[${i}]`, OrderErrorCode.ItemSourceMissing, `itens[${i}] must send id_produto or id_item`);
      else if (it.tipo !== undefined && it.tipo !== (hasProduct ? 2 : 7)) {
        bad.add(`itens[${i}].tipo`, OrderErrorCode.TipoMismatch, `itens[${i}].tipo ${it.tipo} does not match ${hasProduct ? 'id_produto (tipo 2)' : 'id_item (tipo 7)'}`);
      }
    });
    bad.throwIfAny('bad_request', 'Validation failed');

    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const m = tx.manager;
      // The order's row lock comes first, before any other read of this transaction: on MySQL
      // (REPEATABLE READ) the first plain read fixes the snapshot, and a request that queued
      // behind the lock must see the items committed by the one ahead of it.
      let order: Order | null = ref ? await this.orders.findByRef(accountId, ref, m, true) : null;
      // SPEC orders/create rule 4: event, order, products and equipment checked before anything is written.
      const problems = new Problems();
      const event = await this.events.findById(accountId, dto.id_evento, m);
      if (!event) problems.add('id_evento', 'not_found', `event ${dto.id_evento} does not exist`);
      if (ref) {
        if (!order) problems.add('idpedido', 'not_found', `order ${dto.idpedido} does not exist`);
        else if (order.id_evento !== dto.id_evento) {
          problems.add('idpedido', OrderErrorCode.OrderOfOtherEvent, `order ${dto.idpedido} does not belong to event ${dto.id_evento}`);
        }
      }
      const productIds = itens.filter((it) => it.id_produto !== undefined).map((it) => it.id_produto!);
      const equipmentIds = itens.filter((it) => it.id_item !== undefined).map((it) => it.id_item!);
      const products = new Map((await this.products.findByIds(accountId, [...new Set(productIds)], m)).map((p) => [p.id, p]));
      const equipment = new Map((await this.equipment.findByIds(accountId, [...new Set(equipmentIds)], m)).map((e) => [e.id, e]));
      const clientIds = [dto.id_cliente, ...itens.map((it) => it.id_cliente)].filter((v): v is number => v !== undefined);
      const clients = await this.clients.existingIds(accountId, clientIds, m);
      const sellers = await this.lookups.existingIds(c, 'seller', itens.map((it) => it.id_vendedor).filter((v): v is number => v !== undefined));
      if (dto.id_cliente !== undefined && !clients.has(dto.id_cliente)) problems.add('id_cliente', 'not_found', `client ${dto.id_cliente} does not exist`);
      itens.forEach((it, i) => {
        if (it.id_produto !== undefined && !products.has(it.id_produto)) problems.add(`itens[${i}].id_produto`, 'not_found', `product ${it.id_produto} does not exist`);
        if (it.id_item !== undefined && !equipment.has(it.id_item)) problems.add(`itens[${i}].id_item`, 'not_found', `equipment ${it.id_item} does not exist`);
        if (it.id_cliente !== undefined && !clients.has(it.id_cliente)) problems.add(`itens[${i}].id_cliente`, 'not_found', `client ${it.id_cliente} does not exist`);
        if (it.id_vendedor !== undefined && !sellers.has(it.id_vendedor)) problems.add(`itens[${i}].id_vendedor`, 'not_found', `seller ${it.id_vendedor} does not exist`);
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

      const today = dateInZone(new Date(), account.timezone);
      const isNew = order === null;
      if (!order) {
        // 422 on id_evento if the event went away since it was checked (deleted concurrently).
        const numero = await this.sequence.next(accountId, event!.id, m);
        order = await this.orders.create(
          accountId,
          { id_evento: event!.id, numero, id_cliente: dto.id_cliente ?? event!.id_cliente ?? null, datacadastro: today },
          m,
        );
      }
      const numero = formatOrderNumber(order.id_evento, order.numero);
      const before = isNew ? { maxOrdem: 0, maxId: 0 } : await this.items.maxOrdemAndId(accountId, order.id, m);
      const ordens = assignOrdem(before.maxOrdem, itens.map((it) => it.ordem));
      const rows: Partial<OrderItem>[] = itens.map((it, i) => {
        const { source, valor, qtd, dias, total } = values[i]!;
        return {
          account_id: accountId,
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
          valordesconto: 0,
          valoradd: 0,
          valorcusto: money(it.valorcusto ?? source.valorcusto ?? 0),
          valortotal: total,
          tipo: it.id_produto !== undefined ? 2 : 7,
          ordem: ordens[i],
          datacadastro: today,
          id_vendedor: it.id_vendedor ?? event!.id_vendedor ?? null,
          id_cliente: it.id_cliente ?? dto.id_cliente ?? order.id_cliente ?? null,
        };
      });
      // One multi-row INSERT, then one SELECT of the new rows (the order is locked, so the rows
      // of the order past its highest ID before the insert are exactly these).
      const created = await this.items.insertMany(accountId, order.id, before.maxId, rows, m);
      const views = created.map((item) => toItemView(item, event!.nome));

      if (isNew) {
        c.emit('order_created', [
          { idpedido: order.id, id_evento: order.id_evento, numero, sequencial: order.numero, id_cliente: order.id_cliente, datacadastro: order.datacadastro, itens: views },
        ]);
        const data = { idpedido: order.id, id_evento: order.id_evento, numero, sequencial: order.numero };
        if (itens.length === 0) return { status: 'success', message: `Order ${numero} created with no items`, data };
        return {
          status: 'success',
          message: `Order ${numero} created; ${plural(views.length, 'item', 'items')} added`,
          data: {
            ...data,
            itens: views.map((v) => ({
              id: v.id,
              idpedido: v.idpedido,
              id_evento: v.id_evento,
              id_produto: v.id_produto,
              nome: v.nome,
              quantidade: v.quantidade,
              valor: v.valor,
              tipo: v.tipo,
              numero_pedido_completo: v.numero_pedido_completo,
            })),
          },
          errors: [],
        };
      }
      c.emit('order_items_added', views);
      return {
        status: 'success',
        message: `${plural(views.length, 'item', 'items')} added to order ${numero}`,
        data: {
          idpedido: order.id,
          id_evento: order.id_evento,
          itens: views.map((v) => ({ id: v.id, nome: v.nome, quantidade: v.quantidade, tipo: v.tipo })),
        },
        errors: [],
      };
    });
  }

  // ---------------------------------------------------------------- edit

  async editItems(ctx: RequestContext, rawRef: string, dto: EditOrderItemsDto) {
    const ref = requireOrderRef(rawRef, 'id');
    const bad = new Problems();
    const seen = new Set<number>();
    dto.itens.forEach((edit, i) => {
      const problem = editProblem(edit);
      // SPEC orders/edit rule 1: something besides the id; rule 3: valortotal is not valid alone.
      if (problem === 'nothing_to_edit') bad.add(`itens[${i}]`, OrderErrorCode.NothingToEdit, `itens[${i}] must send at least one field besides id`);
      if (problem === 'valortotal_alone') {
        bad.add(`itens[${i}].valortotal`, OrderErrorCode.ValortotalAlone, `itens[${i}].valortotal cannot be sent alone: send it with another editable field (quantidade, ndias, descricao, valorvenda, valordesconto, valoradd)`);
      }
      if (seen.has(edit.id)) bad.add(`itens[${i}].id`, OrderErrorCode.DuplicateItem, `item ${edit.id} appears more than once`);
      seen.add(edit.id);
    });
    bad.throwIfAny('bad_request', 'Validation failed');

    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const m = tx.manager;
      const order = await this.lockOrder(account.id, ref, rawRef, tx);
      const numero = formatOrderNumber(order.id_evento, order.numero);
      const found = new Map((await this.items.ofOrder(account.id, order.id, m, dto.itens.map((e) => e.id))).map((it) => [it.id, it]));
      // SPEC orders/edit rule 4: every item must belong to the order; otherwise nothing changes.
      const problems = new Problems();
      dto.itens.forEach((edit, i) => {
        if (!found.has(edit.id)) problems.add(`itens[${i}].id`, OrderErrorCode.ItemNotInOrder, `item ${edit.id} does not belong to order ${numero}`);
      });
      problems.throwIfAny();

      const changes = dto.itens.map((edit) => {
        const item = found.get(edit.id)!;
        return applyEdit(
          {
            quantidade: Number(item.quantidade),
            ndias: Number(item.ndias),
            valorvenda: Number(item.valorvenda),
            valordesconto: Number(item.valordesconto),
            valoradd: Number(item.valoradd),
            valortotal: Number(item.valortotal),
            descricao: item.descricao,
          },
          edit,
        );
      });
      const range = new Problems();
      changes.forEach((next, i) => {
        if (!moneyFits(next.valortotal)) range.add(`itens[${i}].valortotal`, OrderErrorCode.OutOfRange, outOfRangeMessage(i, next.valortotal));
      });
      range.throwIfAny('bad_request', 'Validation failed');
      // One UPDATE per item (each has its own values), no read between them.
      for (const [i, edit] of dto.itens.entries()) {
        await m.getRepository(OrderItem).update({ id: edit.id, account_id: account.id }, changes[i]);
      }
      const rows = await this.items.withEvent(account.id, dto.itens.map((e) => e.id), m);
      const views = rows.map((r) => toItemView(r.item, r.nomeevento));
      c.emit('order_items_updated', views);
      return {
        status: 'success',
        message: `${plural(views.length, 'item', 'items')} updated in order ${numero}`,
        data: views.map((v) => ({
          id: v.id,
          idpedido: v.idpedido,
          id_evento: v.id_evento,
          nome: v.nome,
          numero_pedido_completo: v.numero_pedido_completo,
          quantidade: v.quantidade,
          ndias: v.ndias,
          descricao: v.descricao,
          valor: v.valor,
          valorvenda: v.valorvenda,
          valordesconto: v.valordesconto,
          valoradd: v.valoradd,
          valortotal: v.valortotal,
        })),
        errors: [],
      };
    });
  }

  // ---------------------------------------------------------------- delete

  async deleteOrder(ctx: RequestContext, rawRef: string) {
    const ref = requireOrderRef(rawRef, 'id');
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const order = await this.lockOrder(account.id, ref, rawRef, tx);
      const numero = formatOrderNumber(order.id_evento, order.numero);
      const items = await this.items.ofOrder(account.id, order.id, tx.manager);
      const views = (await this.items.withEvent(account.id, items.map((i) => i.id), tx.manager)).map((r) => toItemView(r.item, r.nomeevento));
      await this.items.deleteOfOrder(account.id, order.id, tx.manager);
      await this.orders.deleteById(account.id, order.id, tx.manager);
      c.emit('order_deleted', [
        { idpedido: order.id, id_evento: order.id_evento, numero, sequencial: order.numero, id_cliente: order.id_cliente, datacadastro: order.datacadastro, itens: views },
      ]);
      return { status: 'success', message: `Order ${numero} deleted with its ${plural(views.length, 'item', 'items')}` };
    });
  }

  async deleteItems(ctx: RequestContext, rawRef: string, dto: DeleteOrderItemsDto) {
    const ref = requireOrderRef(rawRef, 'id');
    const ids = [...new Set(dto.itens)];
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      const order = await this.lockOrder(account.id, ref, rawRef, tx);
      const numero = formatOrderNumber(order.id_evento, order.numero);
      const found = new Set((await this.items.ofOrder(account.id, order.id, tx.manager, ids)).map((i) => i.id));
      const problems = new Problems();
      dto.itens.forEach((id, i) => {
        if (!found.has(id)) problems.add(`itens[${i}]`, OrderErrorCode.ItemNotInOrder, `item ${id} does not belong to order ${numero}`);
      });
      problems.throwIfAny();
      const views = (await this.items.withEvent(account.id, ids, tx.manager)).map((r) => toItemView(r.item, r.nomeevento));
      await this.items.deleteOfOrder(account.id, order.id, tx.manager, ids);
      c.emit('order_items_deleted', views);
      return {
        status: 'success',
        message: `${plural(ids.length, 'item', 'items')} deleted from order ${numero}`,
        deleted: ids,
        errors: [],
      };
    });
  }

  private async lockOrder(accountId: number, ref: OrderRef, rawRef: string, tx: Tx): Promise<Order> {
    const order = await this.orders.findByRef(accountId, ref, tx.manager, true);
    if (!order) throw OrderError.notFound(rawRef);
    return order;
  }
}
