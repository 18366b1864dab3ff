import { ApiProperty } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';

/** A client as every clients endpoint answers it (and as `customer_*` notifications carry it). */
export class ClientView {
  @ApiProperty({ example: 7 })
  id: number;
  /** Full name or company name. */
  @ApiProperty({ example: 'Maria da Silva' })
  nome: string;
  /** `F` person (CPF), `J` company (CNPJ); derived from `documento`, null without one. */
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
