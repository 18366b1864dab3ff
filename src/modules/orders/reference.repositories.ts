import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Equipment, Product } from '../catalogue/entities/catalogue.entity';
import { Client } from '../clients/entities/client.entity';
import { EventEntity } from '../events/entities/event.entity';
import { Seller } from '../lookups/entities/lookups.entity';

/**
 * Read-only access to the rows orders and budgets reference (events, catalogue, clients,
 * sellers). Their own modules own the writes; the one write here is the order sequence of an
 * event, which is reserved to orders.
 */
@Injectable()
export class EventsReader extends AccountScopedRepository<EventEntity> {
  constructor(@InjectRepository(EventEntity) repository: Repository<EventEntity>) {
    super(repository, 'ev');
  }

  /**
   * Hands out the next order sequence of the event: an atomic increment of `ultimo_pedido`
   * (the row stays locked until the transaction ends, so concurrent creations queue behind it),
   * then read back. Gap-free and never reused, since deleting an order never decrements it.
   * Returns null when the event is not in the account.
   */
  async allocateOrderNumber(accountId: number, eventId: number, manager: EntityManager): Promise<number | null> {
    const result = await manager
      .createQueryBuilder()
      .update(EventEntity)
      .set({ ultimo_pedido: () => 'ultimo_pedido + 1' })
      .where('id = :eventId AND account_id = :accountId', { eventId, accountId })
      .execute();
    if (!result.affected) return null;
    const row = await this.query(accountId, manager)
      .select('ev.ultimo_pedido', 'ultimo_pedido')
      .andWhere('ev.id = :eventId', { eventId })
      .getRawOne<{ ultimo_pedido: number }>();
    return row ? Number(row.ultimo_pedido) : null;
  }
}

@Injectable()
export class ProductsReader extends AccountScopedRepository<Product> {
  constructor(@InjectRepository(Product) repository: Repository<Product>) {
    super(repository, 'p');
  }
}

@Injectable()
export class EquipmentReader extends AccountScopedRepository<Equipment> {
  constructor(@InjectRepository(Equipment) repository: Repository<Equipment>) {
    super(repository, 'eq');
  }
}

@Injectable()
export class ClientsReader extends AccountScopedRepository<Client> {
  constructor(@InjectRepository(Client) repository: Repository<Client>) {
    super(repository, 'c');
  }
}

@Injectable()
export class SellersReader extends AccountScopedRepository<Seller> {
  constructor(@InjectRepository(Seller) repository: Repository<Seller>) {
    super(repository, 's');
  }
}

export const REFERENCE_READERS = [EventsReader, ProductsReader, EquipmentReader, ClientsReader, SellersReader];
export const REFERENCE_ENTITIES = [EventEntity, Product, Equipment, Client, Seller];
