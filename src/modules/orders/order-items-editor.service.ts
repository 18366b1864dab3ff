import { Injectable } from '@nestjs/common';

import { moneyFits } from '../../common/decimal';
import { Problems } from '../../common/errors';
import { checkPreconditionsEach } from '../../common/http/etag';
import { formatOrderNumber, requireOrderRef } from '../../common/order-ref';
import type { RequestContext } from '../../common/request-context';
import { TransactionRunner } from '../../database/transaction';
import { Shortage } from '../catalogue/equipment-reservations.rules';
import { DeleteOrderItemsDto, EditOrderItemsDto } from './dto/edit-order-items.dto';
import { OrderItemDto } from './dto/order-responses.dto';
import { OrderItemsRepository } from './order-items.repository';
import { applyEdit, editProblem, outOfRangeMessage } from './order-items.rules';
import { OrderItemsQuery } from './order-items-query.service';
import { OrderReservations } from './order-reservations.service';
import { OrderErrorCode } from './orders.errors';
import { OrdersRepository } from './orders.repository';

/** Editing and deleting items of an existing order. */
@Injectable()
export class OrderItemsEditor {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersRepository,
    private readonly items: OrderItemsRepository,
    private readonly query: OrderItemsQuery,
    private readonly reservations: OrderReservations,
  ) {}

  /** Applies the edits; returns the order number and the edited items as they now are. */
  async editItems(
    ctx: RequestContext,
    rawRef: string,
    dto: EditOrderItemsDto,
  ): Promise<{ numero: string; items: OrderItemDto[]; faltas: Shortage[] }> {
    const ref = requireOrderRef(rawRef, 'id');
    const bad = new Problems();
    const seen = new Set<number>();
    dto.itens.forEach((edit, i) => {
      const problem = editProblem(edit);
      // Something besides the id, and valortotal is not valid alone.
      if (problem === 'nothing_to_edit')
        bad.add(`itens[${i}]`, OrderErrorCode.NothingToEdit, `itens[${i}] must send at least one field besides id`);
      if (problem === 'valortotal_alone') {
        bad.add(
          `itens[${i}].valortotal`,
          OrderErrorCode.ValortotalAlone,
          `itens[${i}].valortotal cannot be sent alone: send it with another editable field (quantidade, ndias, descricao, valorvenda, valordesconto, valoradd)`,
        );
      }
      if (seen.has(edit.id)) bad.add(`itens[${i}].id`, OrderErrorCode.DuplicateItem, `item ${edit.id} appears more than once`);
      seen.add(edit.id);
    });
    bad.throwIfAny('bad_request', 'Validation failed');

    return this.transactions.run(ctx, async (c) => {
      const accountId = c.account.id;
      const m = c.tx.manager;
      const order = await this.orders.requireForUpdate(accountId, ref, rawRef, m);
      const numero = formatOrderNumber(order.id_evento, order.numero);
      const found = new Map(
        (
          await this.items.ofOrder(
            accountId,
            order.id,
            m,
            dto.itens.map((e) => e.id),
          )
        ).map((it) => [it.id, it]),
      );
      // Every item must belong to the order; otherwise nothing changes.
      const problems = new Problems();
      dto.itens.forEach((edit, i) => {
        if (!found.has(edit.id))
          problems.add(`itens[${i}].id`, OrderErrorCode.ItemNotInOrder, `item ${edit.id} does not belong to order ${numero}`);
      });
      problems.throwIfAny();
      // If-Match names the ETags of the items (GET /api/v1/orders/{item id}): each edited item must still be at one of them.
      await checkPreconditionsEach(c, async () =>
        (
          await this.query.viewsByIds(
            c,
            dto.itens.map((e) => e.id),
          )
        ).map((v) => [`order item ${v.id}`, v]),
      );

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
        if (!moneyFits(next.valortotal))
          range.add(`itens[${i}].valortotal`, OrderErrorCode.OutOfRange, outOfRangeMessage(i, next.valortotal));
      });
      range.throwIfAny('bad_request', 'Validation failed');
      // One UPDATE per item (each has its own values), no read between them; then the kept sales.
      await this.items.updateMany(
        accountId,
        dto.itens.map((edit, i) => ({ item: found.get(edit.id)!, changes: changes[i] })),
        m,
      );
      // A new quantity of an equipment item moves its reservation by the difference.
      const deltas = new Map<number, number>();
      dto.itens.forEach((edit, i) => {
        const item = found.get(edit.id)!;
        if (Number(item.tipo) !== 7 || edit.quantidade === undefined) return;
        const diff = Number(changes[i].quantidade) - Number(item.quantidade);
        deltas.set(item.id_produto, Math.round(((deltas.get(item.id_produto) ?? 0) + diff) * 1000) / 1000);
      });
      const faltas = await this.reservations.change(c, order.id_evento, deltas, {
        permitirFalta: dto.permitir_falta ?? false,
        field: (id) => {
          const i = dto.itens.findIndex(
            (e) => e.quantidade !== undefined && found.get(e.id)?.id_produto === id && Number(found.get(e.id)?.tipo) === 7,
          );
          return i < 0 ? undefined : `itens[${i}].quantidade`;
        },
      });
      const views = await this.query.viewsByIds(
        c,
        dto.itens.map((e) => e.id),
      );
      c.emit('order_items_updated', views);
      return { numero, items: views, faltas };
    });
  }

  /** Deletes items of the order (all must belong to it); returns the order number and the deleted IDs. */
  async deleteItems(ctx: RequestContext, rawRef: string, dto: DeleteOrderItemsDto): Promise<{ numero: string; ids: number[] }> {
    const ref = requireOrderRef(rawRef, 'id');
    const ids = [...new Set(dto.itens)];
    return this.transactions.run(ctx, async (c) => {
      const accountId = c.account.id;
      const m = c.tx.manager;
      const order = await this.orders.requireForUpdate(accountId, ref, rawRef, m);
      const numero = formatOrderNumber(order.id_evento, order.numero);
      const rows = await this.items.ofOrder(accountId, order.id, m, ids);
      const found = new Set(rows.map((i) => i.id));
      const problems = new Problems();
      dto.itens.forEach((id, i) => {
        if (!found.has(id)) problems.add(`itens[${i}]`, OrderErrorCode.ItemNotInOrder, `item ${id} does not belong to order ${numero}`);
      });
      problems.throwIfAny();
      const views = await this.query.viewsByIds(c, ids);
      await checkPreconditionsEach(c, async () => views.map((v) => [`order item ${v.id}`, v]));
      await this.items.deleteOfOrder(accountId, order.id, m, ids);
      await this.reservations.release(c, order.id_evento, rows);
      c.emit('order_items_deleted', views);
      return { numero, ids };
    });
  }
}
