import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAX_MONEY } from '../../../common/decimal';
import { IsMoney, IsQuantity } from '../../../common/validation';

export class EditOrderItemDto {
  /** Item ID; must belong to the order in the URL. */
  @ApiProperty({ example: 2 })
  @IsInt() @Min(1)
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
  @IsOptional() @IsString() @MaxLength(5000)
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
  /** Items to edit. */
  @ApiProperty({ type: [EditOrderItemDto] })
  @IsArray() @ArrayNotEmpty() @ValidateNested({ each: true }) @Type(() => EditOrderItemDto)
  itens: EditOrderItemDto[];
}

export class DeleteOrderItemsDto {
  /** IDs of the items to delete; each must belong to the order in the URL. */
  @ApiProperty({ type: [Number], example: [4] })
  @IsArray() @ArrayNotEmpty() @IsInt({ each: true }) @Min(1, { each: true })
  itens: number[];
}
