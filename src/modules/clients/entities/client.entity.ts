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

  /** `F` for a person (CPF), `J` for a company (CNPJ); derived from the document (from `tipocadastro` without one). */
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

  /** Mobile phone with or without punctuation, 8 to 13 digits. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  celular: string | null;

  /** Second phone, as `telefone`. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  telefone_2: string | null;

  /** Second e-mail. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  email_2: string | null;

  /** Country calling code of `telefone`. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  ddi_telefone: string | null;

  /** Country calling code of `telefone_2`. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  ddi_telefone_2: string | null;

  /** Country calling code of `celular`. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  ddi_celular: string | null;

  /** Identity card. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  rg: string | null;

  /** Issuer of the identity card. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  orgao_expedidor: string | null;

  /** Issue date of the identity card. */
  @Column({ type: 'date', nullable: true })
  data_expedicao: string | null;

  /** Date of birth. */
  @Column({ type: 'date', nullable: true })
  data_nascimento: string | null;

  /** Nationality. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  nacionalidade: string | null;

  /** Occupation. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  profissao: string | null;

  /** Marital status. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  estado_civil: string | null;

  /** Social network handle or address. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  rede_social: string | null;

  /** Country of the address. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  pais: string | null;

  /** Landmark near the address. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  ponto_referencia: string | null;

  /** Person responsible. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  responsavel: string | null;

  /** The responsible person's CPF (11 digits), beside a company's CNPJ in `documento`. */
  @Column({ type: 'varchar', length: 11, nullable: true })
  cpf_responsavel: string | null;

  /** A company's legal name. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  razao_social: string | null;

  /** A company's trade name. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  nome_fantasia: string | null;

  /** Municipal registration. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  inscricao_municipal: string | null;

  /** State registration. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  inscricao_estadual: string | null;

  /** The company's CEP, 8 digits, with or without the dash. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  cep_pj: string | null;

  /** The company's street address. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  endereco_pj: string | null;

  /** The company's street number. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  numero_pj: string | null;

  /** The company's address complement. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  complemento_pj: string | null;

  /** The company's neighbourhood. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  bairro_pj: string | null;

  /** The company's city. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  cidade_pj: string | null;

  /** The company's state. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  uf_pj: string | null;

  /** The company's country. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  pais_pj: string | null;

  /** Landmark near the company's address. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  ponto_referencia_pj: string | null;

  /** Registration date. */
  @Column({ type: 'date' })
  datacadastro: string;
}
