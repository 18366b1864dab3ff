import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Product } from './entities/product.entity';

@Injectable()
export class ProductRepository extends AccountScopedRepository<Product> {
  constructor(@InjectRepository(Product) repository: Repository<Product>) {
    super(repository, 'product');
  }

  /** The prices of products among `productIds` and of equipment among `equipmentIds`, in one query. */
  prices(accountId: number, productIds: number[], equipmentIds: number[], manager?: EntityManager): Promise<CataloguePriceRow[]> {
    return cataloguePrices(manager ?? this.repository.manager, accountId, productIds, equipmentIds);
  }
}

/** A price row of `cataloguePrices`: `kind` names the table it came from. */
export interface CataloguePriceRow {
  kind: 'product' | 'equipment';
  id: number;
  nome: string;
  valor: number;
  valorcusto: number;
  medida: string | null;
}

/**
 * The prices of the account's products among `productIds` and equipment among `equipmentIds`
 * in one round trip: a UNION ALL of the two tables, each read by primary key.
 */
async function cataloguePrices(
  manager: EntityManager,
  accountId: number,
  productIds: number[],
  equipmentIds: number[],
): Promise<CataloguePriceRow[]> {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [kind, table, ids] of [
    ['product', 'products', productIds],
    ['equipment', 'equipment', equipmentIds],
  ] as const) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) continue;
    parts.push(
      `SELECT '${kind}' AS kind, id, nome, valor, valorcusto, medida FROM ${table} WHERE account_id = ? AND id IN (${unique.map(() => '?').join(', ')})`,
    );
    params.push(accountId, ...unique);
  }
  if (parts.length === 0) return [];
  const rows = (await manager.query(parts.join(' UNION ALL '), params)) as {
    kind: CataloguePriceRow['kind'];
    id: number | string;
    nome: string;
    valor: number | string;
    valorcusto: number | string;
    medida: string | null;
  }[];
  return rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    nome: r.nome,
    valor: Number(r.valor),
    valorcusto: Number(r.valorcusto),
    medida: r.medida ?? null,
  }));
}
