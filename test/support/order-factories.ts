import { DataSource } from 'typeorm';

import { Equipment } from '../../src/modules/catalogue/entities/equipment.entity';
import { Product } from '../../src/modules/catalogue/entities/product.entity';
import { Client } from '../../src/modules/clients/entities/client.entity';
import { EventEntity } from '../../src/modules/events/entities/event.entity';
import { Seller } from '../../src/modules/lookups/entities/seller.entity';
import { TestApp } from './harness';

/**
 * Rows that orders and budgets reference, inserted straight through TypeORM (the endpoints of
 * events, catalogue and clients live in other branches).
 */
export function orderFactories(t: TestApp, accountId: number) {
  const ds = t.app.get(DataSource);
  const today = '2026-11-22';
  return {
    event: (values: Partial<EventEntity> = {}) =>
      ds
        .getRepository(EventEntity)
        .save(
          ds
            .getRepository(EventEntity)
            .create({ account_id: accountId, nome: 'Casamento Ana e Bruno', data_evento: '2026-12-12', datacadastro: today, ...values }),
        ),
    product: (values: Partial<Product> = {}) =>
      ds.getRepository(Product).save(
        ds.getRepository(Product).create({
          account_id: accountId,
          nome: 'Buffet completo',
          valor: 150.5,
          valorcusto: 80,
          medida: 'pessoa',
          datacadastro: today,
          ...values,
        }),
      ),
    equipment: (values: Partial<Equipment> = {}) =>
      ds.getRepository(Equipment).save(
        ds.getRepository(Equipment).create({
          account_id: accountId,
          nome: 'Mesa redonda',
          valor: 25,
          valorcusto: 10,
          medida: 'un',
          estoque: 50,
          datacadastro: today,
          ...values,
        }),
      ),
    client: (values: Partial<Client> = {}) =>
      ds
        .getRepository(Client)
        .save(ds.getRepository(Client).create({ account_id: accountId, nome: 'Ana Souza', datacadastro: today, ...values })),
    seller: (values: Partial<Seller> = {}) =>
      ds
        .getRepository(Seller)
        .save(ds.getRepository(Seller).create({ account_id: accountId, nome: 'Carlos Vendas', ativo: true, ...values })),
  };
}
