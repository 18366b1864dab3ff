import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Client } from './entities/client.entity';

@Injectable()
export class ClientRepository extends AccountScopedRepository<Client> {
  constructor(@InjectRepository(Client) repository: Repository<Client>) {
    super(repository, 'client');
  }

  /** Inserts clients of the account with one multi-row INSERT and reads them back with one SELECT, in the order of `rows`. */
  async insertMany(accountId: number, rows: Partial<Client>[], manager: EntityManager): Promise<Client[]> {
    if (rows.length === 0) return [];
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Client)
      .values(rows.map((row) => ({ ...row, account_id: accountId })))
      .execute();
    const ids = result.identifiers.map((identifier) => Number(identifier.id));
    const byId = new Map((await this.findByIds(accountId, ids, manager)).map((client) => [client.id, client]));
    if (byId.size !== rows.length) throw new Error(`inserted ${rows.length} clients but read back ${byId.size}`);
    return ids.map((id) => byId.get(id)!);
  }

  /** Clients of the account holding any of the normalised documents, as `documento → id`. */
  async idsByDocumento(accountId: number, documentos: string[], manager?: EntityManager): Promise<Map<string, number>> {
    if (documentos.length === 0) return new Map();
    const rows = await this.query(accountId, manager)
      .select(['client.id AS id', 'client.documento AS documento'])
      .andWhere('client.documento IN (:...documentos)', { documentos })
      .getRawMany<{ id: number; documento: string }>();
    return new Map(rows.map((r) => [r.documento, Number(r.id)]));
  }
}
