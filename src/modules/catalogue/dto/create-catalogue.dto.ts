import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

import { IsMoney, MAX_INT, RequiredText, sent } from '../../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/v1/products-services`. */
export class CreateProductDto {
  /** Product or service name. */
  @ApiProperty({ example: 'Buffet completo (por pessoa)', maxLength: 150 })
  @RequiredText(150)
  nome: string;

  /** Unit sale value (2 decimal places). */
  @ApiProperty({ example: 89.9, minimum: 0 })
  @IsMoney()
  valor: number;

  /** Unit cost value (2 decimal places); 0 when omitted. */
  @ApiPropertyOptional({ example: 42.5, minimum: 0, default: 0 })
  @IsMoney({ optional: true })
  valorcusto?: number;

  /** Description. */
  @ApiPropertyOptional({ example: 'Entrada, prato principal e sobremesa', maxLength: 5000 })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  descricao?: string;

  /** Unit-of-measure abbreviation (un, kg, h, pessoa, diária…). */
  @ApiPropertyOptional({ example: 'pessoa', maxLength: 10 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(10)
  medida?: string;
}

/** `POST /api/v1/equipment`. */
export class CreateEquipmentDto {
  /** Equipment name. */
  @ApiProperty({ example: 'Mesa redonda 8 lugares', maxLength: 150 })
  @RequiredText(150)
  nome: string;

  /** Unit rental/sale value (2 decimal places). */
  @ApiProperty({ example: 35, minimum: 0 })
  @IsMoney()
  valor: number;

  /** Unit cost value (2 decimal places); 0 when omitted. */
  @ApiPropertyOptional({ example: 5, minimum: 0, default: 0 })
  @IsMoney({ optional: true })
  valorcusto?: number;

  /** Description. */
  @ApiPropertyOptional({ example: 'Tampo de MDF com toalha branca', maxLength: 5000 })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  descricao?: string;

  /** Unit-of-measure abbreviation. */
  @ApiPropertyOptional({ example: 'un', maxLength: 10 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(10)
  medida?: string;

  /** Units in stock; 0 when omitted. */
  @ApiPropertyOptional({ example: 40, minimum: 0, default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_INT)
  estoque?: number;

  /**
   * Whether stock is enforced: on `true`, an order or event change that would reserve more units
   * than `estoque` on any day is 409 `insufficient_stock` unless sent with `permitir_falta: true`.
   * Availability is answered for every equipment either way. Default false.
   */
  @ApiPropertyOptional({ example: true, default: false })
  @IsOptional()
  @IsBoolean()
  controle_estoque?: boolean;
}

/** `PUT /api/v1/equipment/{id}`: only the fields sent change (at least one). */
export class UpdateEquipmentDto {
  /** Equipment name. */
  @ApiPropertyOptional({ example: 'Mesa redonda 8 lugares', maxLength: 150 })
  @ValidateIf(sent)
  @RequiredText(150)
  nome?: string;

  /** Unit rental/sale value (2 decimal places). */
  @ApiPropertyOptional({ example: 35, minimum: 0 })
  @IsMoney({ optional: true })
  valor?: number;

  /** Unit cost value (2 decimal places). */
  @ApiPropertyOptional({ example: 5, minimum: 0 })
  @IsMoney({ optional: true })
  valorcusto?: number;

  /** Description; `null` clears it (`""` is the field left out, as for every optional text). */
  @ApiPropertyOptional({ example: 'Tampo de MDF com toalha branca', maxLength: 5000, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  descricao?: string | null;

  /** Unit-of-measure abbreviation; `null` clears it. */
  @ApiPropertyOptional({ example: 'un', maxLength: 10, nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(10)
  medida?: string | null;

  /**
   * Units in stock. A value below what is already reserved is accepted: those days show negative
   * `disponivel`, and `equipment_overbooked` is recorded when stock is enforced.
   */
  @ApiPropertyOptional({ example: 40, minimum: 0 })
  @ValidateIf(sent)
  @IsInt()
  @Min(0)
  @Max(MAX_INT)
  estoque?: number;

  /** Whether stock is enforced on the writes that reserve this equipment. */
  @ApiPropertyOptional({ example: true })
  @ValidateIf(sent)
  @IsBoolean()
  controle_estoque?: boolean;
}
