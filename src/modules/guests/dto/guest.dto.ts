import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { IsTelefone } from '../../../common/br-validators';
import { MAX_INT, RequiredText } from '../../../common/validation';
import { Presenca, PRESENCAS } from '../entities/guest.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/v1/guests`. */
export class CreateGuestDto {
  /** Event of the guest (`GET /api/v1/events`); 422 when unknown. */
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_evento: number;

  /** First name. */
  @ApiProperty({ example: 'Ana', maxLength: 100 })
  @RequiredText(100)
  nome: string;

  /** Last name. */
  @ApiPropertyOptional({ example: 'Pereira', maxLength: 100, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  sobrenome?: string | null;

  /** E-mail. */
  @ApiPropertyOptional({ example: 'ana.pereira@example.com', maxLength: 150, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsEmail()
  @MaxLength(150)
  email?: string | null;

  /** Phone with or without punctuation, 8 to 13 digits; stored as digits only. */
  @ApiPropertyOptional({ example: '(21) 99876-5432', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsTelefone()
  telefone?: string | null;

  /** Attendance; `PENDENTE` when omitted. */
  @ApiPropertyOptional({ enum: PRESENCAS, enumName: 'Presenca', example: 'CONFIRMADO', default: 'PENDENTE' })
  @IsOptional()
  @IsIn(PRESENCAS)
  presenca?: Presenca;
}
