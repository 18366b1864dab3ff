import { ApiProperty } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';

/** A client as every clients endpoint answers it (and as `customer_*` notifications carry it). */
export class ClientView {
  @ApiProperty({ example: 7 })
  id: number;
  /** Full name or company name. */
  @ApiProperty({ example: 'Maria da Silva' })
  nome: string;
  /** `F` person (CPF), `J` company (CNPJ); derived from `documento`, else from `tipocadastro` when sent, else null. */
  @ApiProperty({ enum: ['F', 'J'], type: String, example: 'F', nullable: true })
  tipo_pessoa: string | null;
  /** CPF or CNPJ, digits only (letters kept for alphanumeric CNPJs). */
  @ApiProperty({ example: '52998224725', nullable: true, type: String })
  documento: string | null;
  /** E-mail. */
  @ApiProperty({ example: 'maria.silva@example.com', nullable: true, type: String })
  email: string | null;
  /** Phone, digits only. */
  @ApiProperty({ example: '11987654321', nullable: true, type: String })
  telefone: string | null;
  /** CEP, 8 digits. */
  @ApiProperty({ example: '01310100', nullable: true, type: String })
  cep: string | null;
  /** Street address. */
  @ApiProperty({ example: 'Avenida Paulista', nullable: true, type: String })
  endereco: string | null;
  /** Street number. */
  @ApiProperty({ example: '1578', nullable: true, type: String })
  numero: string | null;
  /** Address complement. */
  @ApiProperty({ example: 'Apto 42', nullable: true, type: String })
  complemento: string | null;
  /** Neighbourhood. */
  @ApiProperty({ example: 'Bela Vista', nullable: true, type: String })
  bairro: string | null;
  /** City. */
  @ApiProperty({ example: 'São Paulo', nullable: true, type: String })
  cidade: string | null;
  /** State (UF). */
  @ApiProperty({ example: 'SP', nullable: true, type: String })
  uf: string | null;
  /** How-met source (`GET /api/v1/howmet`). */
  @ApiProperty({ example: 1, nullable: true, type: Number })
  id_como_conheceu: number | null;
  /** Notes. */
  @ApiProperty({ example: 'Prefere contato por WhatsApp', nullable: true, type: String })
  observacoes: string | null;
  /** Mobile phone with or without punctuation, 8 to 13 digits. */
  @ApiProperty({ example: '31999885544', nullable: true, type: String })
  celular: string | null;

  /** Second phone, as `telefone`. */
  @ApiProperty({ example: '3132225555', nullable: true, type: String })
  telefone_2: string | null;

  /** Second e-mail. */
  @ApiProperty({ example: 'financeiro@example.com', nullable: true, type: String })
  email_2: string | null;

  /** Country calling code of `telefone`. */
  @ApiProperty({ example: '55', nullable: true, type: String })
  ddi_telefone: string | null;

  /** Country calling code of `telefone_2`. */
  @ApiProperty({ example: '55', nullable: true, type: String })
  ddi_telefone_2: string | null;

  /** Country calling code of `celular`. */
  @ApiProperty({ example: '55', nullable: true, type: String })
  ddi_celular: string | null;

  /** Identity card. */
  @ApiProperty({ example: 'MG-12.345.678', nullable: true, type: String })
  rg: string | null;

  /** Issuer of the identity card. */
  @ApiProperty({ example: 'SSP', nullable: true, type: String })
  orgao_expedidor: string | null;

  /** Issue date of the identity card. */
  @ApiProperty({ example: '2015-01-10', nullable: true, type: String, format: 'date' })
  data_expedicao: string | null;

  /** Date of birth. */
  @ApiProperty({ example: '1985-05-15', nullable: true, type: String, format: 'date' })
  data_nascimento: string | null;

  /** Nationality. */
  @ApiProperty({ example: 'Brasileira', nullable: true, type: String })
  nacionalidade: string | null;

  /** Occupation. */
  @ApiProperty({ example: 'Engenheira', nullable: true, type: String })
  profissao: string | null;

  /** Marital status. */
  @ApiProperty({ example: 'Casada', nullable: true, type: String })
  estado_civil: string | null;

  /** Social network handle or address. */
  @ApiProperty({ example: '@maria.silva', nullable: true, type: String })
  rede_social: string | null;

  /** Country of the address. */
  @ApiProperty({ example: 'Brasil', nullable: true, type: String })
  pais: string | null;

  /** Landmark near the address. */
  @ApiProperty({ example: 'Próximo ao metrô Trianon', nullable: true, type: String })
  ponto_referencia: string | null;

  /** Person responsible. */
  @ApiProperty({ example: 'Maria Silva', nullable: true, type: String })
  responsavel: string | null;

  /** The responsible person's CPF (11 digits), kept beside a company's CNPJ (`documento`). */
  @ApiProperty({ example: '52998224725', nullable: true, type: String })
  cpf_responsavel: string | null;

  /** A company's legal name. */
  @ApiProperty({ example: 'Silva Eventos LTDA', nullable: true, type: String })
  razao_social: string | null;

  /** A company's trade name. */
  @ApiProperty({ example: 'Silva Eventos', nullable: true, type: String })
  nome_fantasia: string | null;

  /** Municipal registration. */
  @ApiProperty({ example: '123456', nullable: true, type: String })
  inscricao_municipal: string | null;

  /** State registration. */
  @ApiProperty({ example: '987654321', nullable: true, type: String })
  inscricao_estadual: string | null;

  /** The company's CEP, 8 digits, with or without the dash. */
  @ApiProperty({ example: '01310100', nullable: true, type: String })
  cep_pj: string | null;

  /** The company's street address. */
  @ApiProperty({ example: 'Avenida Paulista', nullable: true, type: String })
  endereco_pj: string | null;

  /** The company's street number. */
  @ApiProperty({ example: '1000', nullable: true, type: String })
  numero_pj: string | null;

  /** The company's address complement. */
  @ApiProperty({ example: 'Sala 504', nullable: true, type: String })
  complemento_pj: string | null;

  /** The company's neighbourhood. */
  @ApiProperty({ example: 'Bela Vista', nullable: true, type: String })
  bairro_pj: string | null;

  /** The company's city. */
  @ApiProperty({ example: 'São Paulo', nullable: true, type: String })
  cidade_pj: string | null;

  /** The company's state. */
  @ApiProperty({ example: 'SP', nullable: true, type: String })
  uf_pj: string | null;

  /** The company's country. */
  @ApiProperty({ example: 'Brasil', nullable: true, type: String })
  pais_pj: string | null;

  /** Landmark near the company's address. */
  @ApiProperty({ example: 'Em frente ao parque', nullable: true, type: String })
  ponto_referencia_pj: string | null;

  /** Registration date (account time zone). */
  @ApiProperty({ example: '2026-11-22', format: 'date' })
  datacadastro: string;
}

export class ClientPage {
  @ApiProperty({ type: [ClientView] })
  data: ClientView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

export class ClientsCreatedResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: '2 clients created' })
  message: string;
  /** Always an array, also when one object was sent. */
  @ApiProperty({ type: [ClientView] })
  data: ClientView[];
}

export class ClientWriteResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Client 7 updated' })
  message: string;
  @ApiProperty({ type: ClientView })
  data: ClientView;
}

export class DeletedResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Client 7 (Maria da Silva) deleted' })
  message: string;
}
