import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { IsDecimalNumber, IsNotBlank, Trim } from '../../../common/validation';
import { SellerView } from './lookup-views.dto';

/** A seller's update: only the fields sent change. */
export class SellerUpdateDto {
  /** Commission on the seller's sales, in percent: 0 to 100, up to 2 decimals (`GET /api/v1/reports/commissions`). */
  @ApiPropertyOptional({ type: 'number', minimum: 0, maximum: 100, example: 5 })
  @IsOptional()
  @IsDecimalNumber(2)
  @Min(0)
  @Max(100)
  comissao_percentual?: number;

  /** Seller name, 1 to 100 characters. */
  @ApiPropertyOptional({ maxLength: 100, example: 'Ana Souza' })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotBlank()
  @MaxLength(100)
  nome?: string;

  /** Whether the seller is active (inactive sellers stay listed, so old records still resolve). */
  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean()
  ativo?: boolean;
}

export class SellerUpdateResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Seller 1 updated' })
  message: string;
  @ApiProperty({ type: SellerView })
  data: SellerView;
}
