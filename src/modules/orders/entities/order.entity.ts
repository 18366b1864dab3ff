import { Column, Entity, Index } from 'typeorm';
import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';
import { MONEY, QUANTITY } from '../../../common/decimal';

/** An order of an event: `<id_evento>-<numero>` is its public number. */
@Entity('orders')
@Index('UQ_orders_evento_numero', ['id_evento', 'numero'], { unique: true })
@Index('IDX_orders_account_evento', ['account_id', 'id_evento'])
@Index('IDX_orders_account_cliente', ['account_id', 'id_cliente'])
@AccountKey('orders')
@AccountReference('orders', 'id_evento', 'events')
@AccountReference('orders', 'id_cliente', 'clients')
export class Order extends AccountOwned {
  /** Event of the order. */
  @Column({ type: 'int' })
  id_evento: number;

  /** Sequential number of the order inside its event (from 1, never reused). */
  @Column({ type: 'int' })
  numero: number;

  /** Client linked to the order. */
  @Column({ type: 'int', nullable: true })
  id_cliente: number | null;

  /** Registration date (account time zone). */
  @Column({ type: 'date' })
  datacadastro: string;
}

/**
 * An item of an order. `id_evento` and `numero_pedido` are copied from the order (neither ever
 * changes) so that the list filters and sorts on one table with one index each.
 */
@Entity('order_items')
// InnoDB appends the primary key to every secondary index, so (account_id, X) serves
// `WHERE account_id = ? [AND X = ?] ORDER BY X, id` without a filesort: one index per sort field.
@Index('IDX_order_items_account', ['account_id'])
@Index('IDX_order_items_account_evento', ['account_id', 'id_evento'])
@Index('IDX_order_items_account_pedido', ['account_id', 'idpedido'])
@Index('IDX_order_items_account_numero', ['account_id', 'numero_pedido'])
@Index('IDX_order_items_account_tipo', ['account_id', 'tipo'])
@Index('IDX_order_items_account_produto', ['account_id', 'id_produto'])
@Index('IDX_order_items_account_nome', ['account_id', 'nome'])
@Index('IDX_order_items_account_ordem', ['account_id', 'ordem'])
@Index('IDX_order_items_account_quantidade', ['account_id', 'quantidade'])
@Index('IDX_order_items_account_valor', ['account_id', 'valor'])
@Index('IDX_order_items_account_valorvenda', ['account_id', 'valorvenda'])
@Index('IDX_order_items_account_valortotal', ['account_id', 'valortotal'])
@Index('IDX_order_items_account_datacadastro', ['account_id', 'datacadastro'])
// With `tipo` (half the items, correlated with the sort fields) one index per sort field too.
@Index('IDX_order_items_account_tipo_pedido', ['account_id', 'tipo', 'idpedido'])
@Index('IDX_order_items_account_tipo_evento', ['account_id', 'tipo', 'id_evento'])
@Index('IDX_order_items_account_tipo_numero', ['account_id', 'tipo', 'numero_pedido'])
@Index('IDX_order_items_account_tipo_produto', ['account_id', 'tipo', 'id_produto'])
@Index('IDX_order_items_account_tipo_nome', ['account_id', 'tipo', 'nome'])
@Index('IDX_order_items_account_tipo_ordem', ['account_id', 'tipo', 'ordem'])
@Index('IDX_order_items_account_tipo_quantidade', ['account_id', 'tipo', 'quantidade'])
@Index('IDX_order_items_account_tipo_valor', ['account_id', 'tipo', 'valor'])
@Index('IDX_order_items_account_tipo_valorvenda', ['account_id', 'tipo', 'valorvenda'])
@Index('IDX_order_items_account_tipo_valortotal', ['account_id', 'tipo', 'valortotal'])
@Index('IDX_order_items_account_tipo_datacadastro', ['account_id', 'tipo', 'datacadastro'])
@Index('IDX_order_items_account_evento_tipo', ['account_id', 'id_evento', 'tipo'])
// The items of one order named `<event_id>-<sequence>`.
@Index('IDX_order_items_account_evento_numero', ['account_id', 'id_evento', 'numero_pedido'])
@Index('IDX_order_items_account_cliente', ['account_id', 'id_cliente'])
@Index('IDX_order_items_account_vendedor', ['account_id', 'id_vendedor'])
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
