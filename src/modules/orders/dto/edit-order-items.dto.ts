import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

import { MAX_MONEY } from '../../../common/decimal';
import { IsMoney, IsQuantity, MAX_INT, sent } from '../../../common/validation';
import { MAX_ITEMS } from './create-order.dto';

export class EditOrderItemDto {
  /** Item ID; must belong to the order in the URL. */
  @ApiProperty({ example: 2 })
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id: number;

  /** New quantity. */
  @ApiPropertyOptional({ example: 3 })
  @IsQuantity({ optional: true })
  quantidade?: number;

  /** New number of days. */
  @ApiPropertyOptional({ example: 1.5 })
  @IsQuantity({ optional: true })
  ndias?: number;

  /** New description; `null` clears it. */
  @ApiPropertyOptional({ example: 'Com montagem', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  descricao?: string | null;

  /** New unit sale value: how the value of an existing item is corrected (no need to delete and re-add it). */
  @ApiPropertyOptional({ example: 10.1 })
  @IsMoney({ optional: true })
  valorvenda?: number;

  /** New discount value. */
  @ApiPropertyOptional({ example: 0.05 })
  @IsMoney({ optional: true })
  valordesconto?: number;

  /** New additional value. */
  @ApiPropertyOptional({ example: 0.1 })
  @IsMoney({ optional: true })
  valoradd?: number;

  /** Item total, replacing the calculation; not valid alone (send another editable field with it). */
  @ApiPropertyOptional({ example: 45.5 })
  @IsMoney({ optional: true, min: -MAX_MONEY })
  valortotal?: number;
}

export class EditOrderItemsDto {
  /** Items to edit (at most 500 per request). */
  @ApiProperty({ type: [EditOrderItemDto], maxItems: MAX_ITEMS })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => EditOrderItemDto)
  itens: EditOrderItemDto[];

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

export class DeleteOrderItemsDto {
  /** IDs of the items to delete (at most 500 per request); each must belong to the order in the URL. */
  @ApiProperty({ type: 'integer', isArray: true, minimum: 1, maximum: MAX_INT, maxItems: MAX_ITEMS, example: [4] })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_ITEMS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT, { each: true })
  itens: number[];
}
