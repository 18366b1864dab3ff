import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';

/** A client: a person (CPF) or a company (CNPJ). */
@Entity('clients')
@Index('UQ_clients_account_documento', ['account_id', 'documento'], { unique: true })
@Index('IDX_clients_account_nome', ['account_id', 'nome'])
@Index('IDX_clients_account_email', ['account_id', 'email'])
@Index('IDX_clients_account_telefone', ['account_id', 'telefone'])
@Index('IDX_clients_account_datacadastro', ['account_id', 'datacadastro'])
@Index('IDX_clients_account_como_conheceu', ['account_id', 'id_como_conheceu'])
@AccountKey('clients')
@AccountReference('clients', 'id_como_conheceu', 'how_met')
export class Client extends AccountOwned {
  /** Full name or company name. */
  @Column({ type: 'varchar', length: 150 })
  nome: string;

  /** `F` for a person (CPF), `J` for a company (CNPJ); derived from the document. */
  @Column({ type: 'varchar', length: 1, nullable: true })
  tipo_pessoa: string | null;

  /** CPF or CNPJ, digits only (letters kept for alphanumeric CNPJs). Unique within the account. */
  @Column({ type: 'varchar', length: 14, nullable: true })
  documento: string | null;

  /** E-mail. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  email: string | null;

  /** Phone, digits only. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  telefone: string | null;

  /** CEP, 8 digits. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  cep: string | null;

  /** Street address. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  endereco: string | null;

  /** Street number. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  numero: string | null;

  /** Address complement. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  complemento: string | null;

  /** Neighbourhood. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  bairro: string | null;

  /** City. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  cidade: string | null;

  /** State (UF). */
  @Column({ type: 'varchar', length: 2, nullable: true })
  uf: string | null;

  /** How-met source (`GET /api/v1/howmet`). */
  @Column({ type: 'int', nullable: true })
  id_como_conheceu: number | null;

  /** Notes. */
  @Column({ type: 'text', nullable: true })
  observacoes: string | null;

  /** Registration date. */
  @Column({ type: 'date' })
  datacadastro: string;
}
