import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { containsPattern, LIKE_ESCAPE } from '../../common/search';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { insertRows } from '../../database/insert-rows';
import { Client } from './entities/client.entity';

@Injectable()
export class ClientRepository extends AccountScopedRepository<Client> {
  constructor(@InjectRepository(Client) repository: Repository<Client>) {
    super(repository, 'client');
  }

  /**
   * Inserts clients of the account with one multi-row INSERT and answers them as stored, in the
   * order of `rows`, with the IDs the INSERT generated (every column is set by the caller: no
   * read back).
   */
  async insertMany(accountId: number, rows: Omit<Client, 'id' | 'account_id'>[], manager: EntityManager): Promise<Client[]> {
    const ids = await insertRows(
      manager,
      'clients',
      rows.map((row) => ({ account_id: accountId, ...row })),
    );
    return rows.map((row, i) => Object.assign(new Client(), { id: ids[i], account_id: accountId }, row));
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

  /** The lowest ID of the account's clients with this e-mail (case-insensitive), if any. */
  async idByEmail(accountId: number, email: string, manager?: EntityManager): Promise<number | undefined> {
    const row = await this.query(accountId, manager)
      .select('MIN(client.id)', 'id')
      .andWhere('LOWER(client.email) = :email', { email: email.toLowerCase() })
      .getRawOne<{ id: number | string | null }>();
    return row?.id === null || row?.id === undefined ? undefined : Number(row.id);
  }

  /** `id → nome` of the account's clients among `ids` (one statement by primary key). */
  async namesOf(accountId: number, ids: number[], manager?: EntityManager): Promise<Map<number, string>> {
    const rows = await this.columnsByIds(accountId, ids, ['id', 'nome'], manager);
    return new Map(rows.map((r) => [Number(r.id), String(r.nome)]));
  }

  /** `id → { nome, email }` of the account's clients among `ids` (`email` "" when not set), in one statement. */
  async contactsOf(accountId: number, ids: number[], manager?: EntityManager): Promise<Map<number, { nome: string; email: string }>> {
    const rows = await this.columnsByIds(accountId, ids, ['id', 'nome', 'email'], manager);
    return new Map(rows.map((r) => [Number(r.id), { nome: String(r.nome), email: r.email == null ? '' : String(r.email) }]));
  }

  /**
   * The IDs of the account's clients whose name (or legal or trade name) contains `term`,
   * case-insensitive, by ID, at most `limit` of them, in one statement.
   */
  async idsNamed(accountId: number, term: string, limit: number, manager?: EntityManager): Promise<number[]> {
    const rows = await this.query(accountId, manager)
      .select('client.id', 'id')
      .andWhere(
        `(client.nome LIKE :term ${LIKE_ESCAPE} OR client.razao_social LIKE :term ${LIKE_ESCAPE} OR client.nome_fantasia LIKE :term ${LIKE_ESCAPE})`,
        { term: containsPattern(term) },
      )
      .orderBy('client.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }
}
