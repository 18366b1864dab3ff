import { ApiProperty } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';

/** A how-met source (acquisition channel). */
export class HowMetView {
  @ApiProperty({ example: 1 })
  id: number;
  /** Name of the source. */
  @ApiProperty({ example: 'Instagram' })
  nome: string;
  /** Whether it is offered for new records. */
  @ApiProperty({ example: true })
  ativo: boolean;
}

/** An event type. */
export class EventTypeView {
  @ApiProperty({ example: 1 })
  id: number;
  /** Name of the event type. */
  @ApiProperty({ example: 'Casamento' })
  nome: string;
  /** Whether it is offered for new records. */
  @ApiProperty({ example: true })
  ativo: boolean;
}

/** A seller. */
export class SellerView {
  @ApiProperty({ example: 1 })
  id: number;
  /** Seller name. */
  @ApiProperty({ example: 'Ana Souza' })
  nome: string;
  /** Seller e-mail. */
  @ApiProperty({ example: 'ana@buffetalegria.com.br', nullable: true, type: String })
  email: string | null;
  /** Seller phone, digits only. */
  @ApiProperty({ example: '11987654321', nullable: true, type: String })
  telefone: string | null;
  /** Whether the seller is active. */
  @ApiProperty({ example: true })
  ativo: boolean;
  /** Commission on the seller's sales, in percent (0 until set with `PUT /api/v1/seller/{id}`). */
  @ApiProperty({ example: 5 })
  comissao_percentual: number;
}

/** An event location with its address. */
export class EventLocationView {
  @ApiProperty({ example: 1 })
  id: number;
  /** Location name. */
  @ApiProperty({ example: 'Espaço Jardim das Flores' })
  nome: string;
  /** Street address. */
  @ApiProperty({ example: 'Rua das Acácias', nullable: true, type: String })
  endereco: string | null;
  /** Street number. */
  @ApiProperty({ example: '250', nullable: true, type: String })
  numero: string | null;
  /** Neighbourhood. */
  @ApiProperty({ example: 'Jardim Paulista', nullable: true, type: String })
  bairro: string | null;
  /** City. */
  @ApiProperty({ example: 'São Paulo', nullable: true, type: String })
  cidade: string | null;
  /** State (UF). */
  @ApiProperty({ example: 'SP', nullable: true, type: String })
  uf: string | null;
  /** CEP, 8 digits. */
  @ApiProperty({ example: '01415000', nullable: true, type: String })
  cep: string | null;
  /** Guest capacity. */
  @ApiProperty({ example: 300, nullable: true, type: Number })
  capacidade: number | null;
  /** Whether it is offered for new events. */
  @ApiProperty({ example: true })
  ativo: boolean;
}

export class HowMetPage {
  @ApiProperty({ type: [HowMetView] })
  data: HowMetView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

export class EventTypePage {
  @ApiProperty({ type: [EventTypeView] })
  data: EventTypeView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

export class SellerPage {
  @ApiProperty({ type: [SellerView] })
  data: SellerView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

export class EventLocationPage {
  @ApiProperty({ type: [EventLocationView] })
  data: EventLocationView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

/** A card brand or card machine. */
export class CardView {
  @ApiProperty({ example: 1 })
  id: number;
  /** Name. */
  @ApiProperty({ example: 'Visa' })
  nome: string;
  /** Whether it is offered for new records. */
  @ApiProperty({ example: true })
  ativo: boolean;
}

export class CardPage {
  @ApiProperty({ type: [CardView] })
  data: CardView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

/** A cost centre. */
export class CostCenterView {
  @ApiProperty({ example: 1 })
  id: number;
  /** Name. */
  @ApiProperty({ example: 'Eventos' })
  nome: string;
  /** Whether it is offered for new records. */
  @ApiProperty({ example: true })
  ativo: boolean;
}

export class CostCenterPage {
  @ApiProperty({ type: [CostCenterView] })
  data: CostCenterView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

/** A financial category. */
export class FinancialCategoryView {
  @ApiProperty({ example: 1 })
  id: number;
  /** Name. */
  @ApiProperty({ example: 'Venda de eventos' })
  nome: string;
  /** Whether it is offered for new records. */
  @ApiProperty({ example: true })
  ativo: boolean;
}

export class FinancialCategoryPage {
  @ApiProperty({ type: [FinancialCategoryView] })
  data: FinancialCategoryView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}
