import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

import { varchar } from '../migration-helpers';

/**
 * ME Eventos' guest `token` (a text ME's guest page documents, stored as sent) and a company
 * client's responsible person's CPF (`cpf_responsavel`, 11 digits), which ME's client bodies carry
 * as `cpf` beside the company's `cnpjpj`. Both nullable.
 */
export class GuestTokenClientResponsibleCpf1764000760000 implements MigrationInterface {
  name = 'GuestTokenClientResponsibleCpf1764000760000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('guests', new TableColumn(varchar('token', 100, { isNullable: true })));
    await q.addColumn('clients', new TableColumn(varchar('cpf_responsavel', 11, { isNullable: true })));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('clients', 'cpf_responsavel');
    await q.dropColumn('guests', 'token');
  }
}
