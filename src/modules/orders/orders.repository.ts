import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { OrderRef } from '../../common/order-ref';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { isMysqlFamily } from '../../database/engine';
import { insertRows } from '../../database/insert-rows';
import { Order } from './entities/order.entity';
import { OrderError } from './orders.errors';

@Injectable()
export class OrdersRepository extends AccountScopedRepository<Order> {
  constructor(@InjectRepository(Order) repository: Repository<Order>) {
    super(repository, 'o');
  }

  /** Inserts an order of the account (one INSERT, its ID from the same round trip) and answers it as stored. */
  async insertOne(accountId: number, values: Omit<Order, 'id' | 'account_id'>, manager: EntityManager): Promise<Order> {
    const row = { account_id: accountId, ...values };
    const [id] = await insertRows(manager, 'orders', [row]);
    return Object.assign(new Order(), row, { id });
  }

  /** The order named in the path, locked for the rest of the transaction; 404 when the account has no such order. */
  async requireForUpdate(accountId: number, ref: OrderRef, rawRef: string, manager: EntityManager): Promise<Order> {
    const order = await this.findByRef(accountId, ref, manager, true);
    if (!order) throw OrderError.notFound(rawRef);
    return order;
  }

  /** The order named by its ID or by `<event_id>-<sequence>`; locked for update when a manager is given on MySQL. */
  findByRef(accountId: number, ref: OrderRef, manager?: EntityManager, lock = false): Promise<Order | null> {
    const qb = this.query(accountId, manager);
    if (ref.kind === 'id') qb.andWhere('o.id = :id', { id: ref.id });
    else qb.andWhere('o.id_evento = :eventId AND o.numero = :numero', { eventId: ref.eventId, numero: ref.sequence });
    if (lock && manager && isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    return qb.getOne();
  }
}
