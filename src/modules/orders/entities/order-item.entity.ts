import { Column, Entity, Index } from 'typeorm';

import { MONEY, QUANTITY } from '../../../common/decimal';
import { AccountOwned, AccountReference } from '../../../database/account-owned';

/**
 * An item of an order. `id_evento` and `numero_pedido` are copied from the order (neither ever
 * changes) so that the list filters on one table.
 */
@Entity('order_items')
// The list filters an account's items by event, order and `tipo` and sorts what is left, ties by
// ID; a sort that no index serves needs a narrowing filter, one event or one order (ORDER_ITEM_LIST_COST).
// Each index leads with `account_id` (every statement names the account).
// The account's items in ID order (the unfiltered list, which InnoDB and SQLite read in the
// index's order of the primary key within the account).
@Index('IDX_order_items_account', ['account_id'])
// One event's items in ID order (the by-event list, the hottest page of the API; with `tipo`, its
// items checked on the way); the event's foreign key.
@Index('IDX_order_items_account_evento', ['account_id', 'id_evento'])
// One order's items by its number (`pedido=<event>-<sequence>`), and an event's items sorted by
// order number.
@Index('IDX_order_items_account_evento_numero', ['account_id', 'id_evento', 'numero_pedido'])
// One order's items in `ordem` (its view, its edits, the next `ordem`); the order's foreign key.
@Index('IDX_order_items_account_pedido', ['account_id', 'idpedido', 'ordem'])
// The account's items of one `tipo`, in ID order.
@Index('IDX_order_items_account_tipo', ['account_id', 'tipo'])
// The client's and the seller's foreign keys (a delete of either checks for items naming it).
@Index('IDX_order_items_account_cliente', ['account_id', 'id_cliente'])
@Index('IDX_order_items_account_vendedor', ['account_id', 'id_vendedor'])
// Registration date, ties by ID: the account's items by registration date, without a filter (sync).
@Index('IDX_order_items_account_datacadastro', ['account_id', 'datacadastro'])
@AccountReference('order_items', 'idpedido', 'orders')
@AccountReference('order_items', 'id_evento', 'events')
@AccountReference('order_items', 'id_cliente', 'clients')
@AccountReference('order_items', 'id_vendedor', 'sellers')
export class OrderItem extends AccountOwned {
  @Column({ type: 'int' })
  idpedido: number;

  @Column({ type: 'int' })
  id_evento: number;

  @Column({ type: 'int' })
  numero_pedido: number;

  /** Product ID (tipo 2) or equipment ID (tipo 7). */
  @Column({ type: 'int' })
  id_produto: number;

  @Column({ type: 'varchar', length: 150 })
  nome: string;

  @Column({ type: 'text', nullable: true })
  descricao: string | null;

  @Column(QUANTITY)
  quantidade: number;

  @Column(QUANTITY)
  ndias: number;

  @Column(MONEY)
  valor: number;

  @Column(MONEY)
  valorvenda: number;

  @Column(MONEY)
  valororiginal: number;

  @Column({ ...MONEY, default: 0 })
  valordesconto: number;

  @Column({ ...MONEY, default: 0 })
  valoradd: number;

  @Column({ ...MONEY, default: 0 })
  valorcusto: number;

  @Column(MONEY)
  valortotal: number;

  /** 2 = service/product, 7 = item/equipment. */
  @Column({ type: 'int' })
  tipo: number;

  @Column({ type: 'int' })
  ordem: number;

  @Column({ type: 'date' })
  datacadastro: string;

  @Column({ type: 'int', nullable: true })
  id_vendedor: number | null;

  @Column({ type: 'int', nullable: true })
  id_cliente: number | null;
}
