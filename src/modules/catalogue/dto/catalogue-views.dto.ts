import { ApiProperty } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';
import { StockShortage } from './equipment-availability.dto';

/** A product or service of the catalogue (order items: `id_produto`, tipo 2). */
export class ProductView {
  /** Product ID: what order items take as `id_produto` and budget items as `idproduto` with `tipo` `produto`. */
  @ApiProperty({ example: 12 })
  id: number;
  /** Product or service name. */
  @ApiProperty({ example: 'Buffet completo (por pessoa)' })
  nome: string;
  /** Description. */
  @ApiProperty({ example: 'Entrada, prato principal e sobremesa', nullable: true, type: String })
  descricao: string | null;
  /** Unit sale value. */
  @ApiProperty({ example: 89.9 })
  valor: number;
  /** Unit cost value. */
  @ApiProperty({ example: 42.5 })
  valorcusto: number;
  /** Unit-of-measure abbreviation. */
  @ApiProperty({ example: 'pessoa', nullable: true, type: String })
  medida: string | null;
  /** Registration date (account time zone). */
  @ApiProperty({ example: '2026-11-22', format: 'date' })
  datacadastro: string;
}

/** An equipment / stock item of the catalogue (order items: `id_item`, tipo 7). */
export class EquipmentView {
  /** Equipment ID: what order items take as `id_item` and budget items as `idproduto` with `tipo` `item`. */
  @ApiProperty({ example: 4 })
  id: number;
  /** Equipment name. */
  @ApiProperty({ example: 'Mesa redonda 8 lugares' })
  nome: string;
  /** Description. */
  @ApiProperty({ example: 'Tampo de MDF com toalha branca', nullable: true, type: String })
  descricao: string | null;
  /** Unit rental/sale value. */
  @ApiProperty({ example: 35 })
  valor: number;
  /** Unit cost value. */
  @ApiProperty({ example: 5 })
  valorcusto: number;
  /** Unit-of-measure abbreviation. */
  @ApiProperty({ example: 'un', nullable: true, type: String })
  medida: string | null;
  /** Units in stock. */
  @ApiProperty({ example: 40 })
  estoque: number;
  /** Whether stock is enforced on the writes that reserve it (409 `insufficient_stock` past `estoque`). */
  @ApiProperty({ example: true })
  controle_estoque: boolean;
  /** Registration date (account time zone). */
  @ApiProperty({ example: '2026-11-22', format: 'date' })
  datacadastro: string;
}

export class ProductPage {
  @ApiProperty({ type: [ProductView] })
  data: ProductView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

export class EquipmentPage {
  @ApiProperty({ type: [EquipmentView] })
  data: EquipmentView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

export class ProductWriteResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Product 12 created' })
  message: string;
  @ApiProperty({ type: ProductView })
  data: ProductView;
}

export class EquipmentWriteResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Equipment 4 created' })
  message: string;
  @ApiProperty({ type: EquipmentView })
  data: EquipmentView;
}

export class EquipmentUpdateResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Equipment 4 updated' })
  message: string;
  @ApiProperty({ type: EquipmentView })
  data: EquipmentView;
  /** With stock enforced, the days from today on that the new stock leaves short (empty when none). */
  @ApiProperty({ type: [StockShortage] })
  faltas: StockShortage[];
}
