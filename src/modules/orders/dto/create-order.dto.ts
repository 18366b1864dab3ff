import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

import { IsMoney, IsQuantity, MAX_INT, MAX_ORDEM, sent } from '../../../common/validation';
import { IsOrderRef } from './order-ref.validator';

export const MAX_ITEMS = 500;

export class CreateOrderItemDto {
  /** Service/product ID (the item becomes tipo 2). Send exactly one of `id_produto` / `id_item`. */
  @ApiPropertyOptional({ example: 1 })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_produto?: number;

  /** Equipment/stock item ID (the item becomes tipo 7). Send exactly one of `id_produto` / `id_item`. */
  @ApiPropertyOptional({ example: 1 })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_item?: number;

  /** Quantity (default 1, up to 3 decimals). */
  @ApiPropertyOptional({ example: 2, default: 1 })
  @IsQuantity({ optional: true })
  quantidade?: number;

  /** Number of days (default 1, up to 3 decimals). */
  @ApiPropertyOptional({ example: 1, default: 1 })
  @IsQuantity({ optional: true })
  ndias?: number;

  /** Unit value; taken from the catalogue if omitted. Also becomes `valorvenda`. */
  @ApiPropertyOptional({ example: 150.5 })
  @IsMoney({ optional: true })
  valor?: number;

  /** Cost value; taken from the catalogue if omitted. */
  @ApiPropertyOptional({ example: 80 })
  @IsMoney({ optional: true })
  valorcusto?: number;

  /** Description; `null` is the same as omitting it (no description). */
  @ApiPropertyOptional({ example: 'Mesa redonda com toalha', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  descricao?: string;

  /** Name; taken from the catalogue if omitted. */
  @ApiPropertyOptional({ example: 'Mesa redonda' })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  nome?: string;

  /** 2 or 7; detected from `id_produto` / `id_item`. When sent it must agree with them. */
  @ApiPropertyOptional({ enum: [2, 7], enumName: 'OrderItemTipo' })
  @ValidateIf(sent)
  @IsIn([2, 7])
  tipo?: number;

  /** Seller ID; defaults to the seller of the event. */
  @ApiPropertyOptional({ example: 1 })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_vendedor?: number;

  /**
   * Client of this item; must exist in the account (also when adding to an existing order).
   * Defaults to the body's `id_cliente`, then to the client of the order.
   */
  @ApiPropertyOptional({ example: 1 })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_cliente?: number;

  /** Display order (0 to 1000000000); when omitted it continues after the order's highest. */
  @ApiPropertyOptional({ example: 1 })
  @ValidateIf(sent)
  @IsInt()
  @Min(0)
  @Max(MAX_ORDEM)
  ordem?: number;
}

export class CreateOrderDto {
  /** Event ID. */
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_evento: number;

  /** Existing order (numeric ID or `<event_id>-<sequence>`); omitted means create a new order. */
  @ApiPropertyOptional({
    oneOf: [
      { type: 'string', example: '1-1' },
      { type: 'integer', minimum: 1, maximum: MAX_INT, example: 1 },
    ],
  })
  @ValidateIf(sent)
  @IsOrderRef()
  idpedido?: string | number;

  /**
   * Client; must exist in the account, also when adding to an existing order. For a new order
   * it becomes the order's client (default: the client of the event). It is also the default
   * client of the items of this request, winning over the order's client (an item's own
   * `id_cliente` wins over it). It never changes the client of an existing order.
   */
  @ApiPropertyOptional({ example: 1 })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_cliente?: number;

  /** Items to add (at most 500 per request). */
  @ApiPropertyOptional({ type: [CreateOrderItemDto], maxItems: MAX_ITEMS })
  @ValidateIf(sent)
  @IsArray()
  @ArrayMaxSize(MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => CreateOrderItemDto)
  itens?: CreateOrderItemDto[];

  /**
   * Book equipment with `controle_estoque` even where it leaves fewer units than reserved on some
   * day: the write is applied and the shortages are answered in `faltas` (and recorded as
   * `equipment_overbooked`). Without it such a write is 409 `insufficient_stock` and nothing changes.
   */
  @ApiPropertyOptional({ example: false, default: false })
  @ValidateIf(sent)
  @IsBoolean()
  permitir_falta?: boolean;
}
