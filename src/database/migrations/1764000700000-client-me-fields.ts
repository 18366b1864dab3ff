import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

import { date, varchar } from '../migration-helpers';

/** The client fields ME Eventos documents beyond ours (contacts, identity, the company and its address). */
const CLIENT_COLUMNS = [
  varchar('celular', 20, { isNullable: true }),
  varchar('telefone_2', 20, { isNullable: true }),
  varchar('email_2', 150, { isNullable: true }),
  varchar('ddi_telefone', 4, { isNullable: true }),
  varchar('ddi_telefone_2', 4, { isNullable: true }),
  varchar('ddi_celular', 4, { isNullable: true }),
  varchar('rg', 20, { isNullable: true }),
  varchar('orgao_expedidor', 20, { isNullable: true }),
  date('data_expedicao', { isNullable: true }),
  date('data_nascimento', { isNullable: true }),
  varchar('nacionalidade', 50, { isNullable: true }),
  varchar('profissao', 100, { isNullable: true }),
  varchar('estado_civil', 50, { isNullable: true }),
  varchar('rede_social', 150, { isNullable: true }),
  varchar('pais', 50, { isNullable: true }),
  varchar('ponto_referencia', 200, { isNullable: true }),
  varchar('responsavel', 150, { isNullable: true }),
  varchar('razao_social', 150, { isNullable: true }),
  varchar('nome_fantasia', 150, { isNullable: true }),
  varchar('inscricao_municipal', 30, { isNullable: true }),
  varchar('inscricao_estadual', 30, { isNullable: true }),
  varchar('cep_pj', 8, { isNullable: true }),
  varchar('endereco_pj', 200, { isNullable: true }),
  varchar('numero_pj', 20, { isNullable: true }),
  varchar('complemento_pj', 100, { isNullable: true }),
  varchar('bairro_pj', 100, { isNullable: true }),
  varchar('cidade_pj', 100, { isNullable: true }),
  varchar('uf_pj', 2, { isNullable: true }),
  varchar('pais_pj', 50, { isNullable: true }),
  varchar('ponto_referencia_pj', 200, { isNullable: true }),
];

/**
 * Every client field of ME Eventos' client page and webhook example: second phone and e-mail,
 * mobile, calling codes, identity card, birth date, occupation, marital status, the company's
 * names, registrations and address. All nullable: the clients already there keep none.
 */
export class ClientMeFields1764000700000 implements MigrationInterface {
  name = 'ClientMeFields1764000700000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns(
      'clients',
      CLIENT_COLUMNS.map((c) => new TableColumn(c)),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns(
      'clients',
      CLIENT_COLUMNS.map((c) => c.name),
    );
  }
}
