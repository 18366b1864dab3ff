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

  /** Gender, as the account writes it (`F`, `M`…). */
  @ApiPropertyOptional({ example: 'F', maxLength: 20, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  genero?: string | null;

  /** Age, as written (`30`, `criança`). */
  @ApiPropertyOptional({ example: '30', maxLength: 10, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(10)
  idade?: string | null;

  /** Table assigned to the guest. */
  @ApiPropertyOptional({ example: '12', maxLength: 20, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  mesa?: string | null;

  /** The guest's group (a number of the account's own; not checked against a list). */
  @ApiPropertyOptional({ example: 2, minimum: 1, maximum: MAX_INT, nullable: true, type: 'integer' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_grupo?: number | null;

  /** Notes. */
  @ApiPropertyOptional({ example: 'Vegetariana', maxLength: 5000, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  observacoes?: string | null;

  /** Whether and how the invitation e-mail went, as the account writes it. */
  @ApiPropertyOptional({ example: 'ENVIADO', maxLength: 20, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  envio_email?: string | null;

  /** The user who registered the guest (a number of the account's own; not checked against a list). */
  @ApiPropertyOptional({ example: 1, minimum: 1, maximum: MAX_INT, nullable: true, type: 'integer' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_usuario?: number | null;

  /**
   * A text that identifies the guest (ME Eventos' guest `token`: an invitation or check-in code),
   * stored and answered as sent. Not generated here, and not checked for uniqueness.
   */
  @ApiPropertyOptional({ example: 'c9f1a2b4e7d8', maxLength: 100, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  token?: string | null;
}
