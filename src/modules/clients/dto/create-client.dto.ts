import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

import { IsCep, IsDocumento, IsTelefone, UFS } from '../../../common/br-validators';
import { MAX_INT, RequiredText } from '../../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upperTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/**
 * Fields a client may set (all but `nome` optional; `null` clears a field on update).
 * `documento`, `telefone` and `cep` are accepted with or without punctuation and stored normalised.
 */
export class ClientFieldsDto {
  /** E-mail. */
  @ApiPropertyOptional({ example: 'maria.silva@example.com', maxLength: 150, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsEmail()
  @MaxLength(150)
  email?: string | null;

  /** Phone with or without punctuation, 8 to 13 digits; stored as digits only. */
  @ApiPropertyOptional({ example: '(11) 98765-4321', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsTelefone()
  telefone?: string | null;

  /**
   * CPF (11 digits) or CNPJ (14 characters, the alphanumeric format included), with or without
   * punctuation; validated by its check digits and stored as digits (letters kept, upper case).
   * Unique within the account (409 on a duplicate). Sets `tipo_pessoa`.
   */
  @ApiPropertyOptional({ example: '529.982.247-25', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsDocumento()
  documento?: string | null;

  /** CEP, 8 digits, with or without the dash; stored as 8 digits. */
  @ApiPropertyOptional({ example: '01310-100', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsCep()
  cep?: string | null;

  /** Street address. */
  @ApiPropertyOptional({ example: 'Avenida Paulista', maxLength: 200, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  endereco?: string | null;

  /** Street number. */
  @ApiPropertyOptional({ example: '1578', maxLength: 20, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  numero?: string | null;

  /** Address complement. */
  @ApiPropertyOptional({ example: 'Apto 42', maxLength: 100, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  complemento?: string | null;

  /** Neighbourhood. */
  @ApiPropertyOptional({ example: 'Bela Vista', maxLength: 100, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  bairro?: string | null;

  /** City. */
  @ApiPropertyOptional({ example: 'São Paulo', maxLength: 100, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  cidade?: string | null;

  /** State (UF), two letters; upper-cased. */
  @ApiPropertyOptional({ example: 'SP', enum: UFS, type: String, nullable: true })
  @IsOptional()
  @Transform(upperTrim)
  @IsIn(UFS)
  uf?: string | null;

  /** How-met source, an ID of `GET /api/v1/howmet` of the account (422 when unknown). */
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_como_conheceu?: number | null;

  /** Notes. */
  @ApiPropertyOptional({ example: 'Prefere contato por WhatsApp', maxLength: 5000, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  observacoes?: string | null;
}

/** One client of `POST /api/v1/clients` (the body is one of these or an array of them). */
export class CreateClientDto extends ClientFieldsDto {
  /** Full name (person) or company name. */
  @ApiProperty({ example: 'Maria da Silva', maxLength: 150 })
  @RequiredText(150)
  nome: string;
}

/** `PUT /api/v1/clients/{id}`: only the fields sent change; `null` clears an optional field. */
export class UpdateClientDto extends ClientFieldsDto {
  /** Full name (person) or company name; cannot be cleared. */
  @ApiPropertyOptional({ example: 'Maria da Silva Santos', maxLength: 150 })
  @ValidateIf((o: UpdateClientDto) => o.nome !== undefined)
  @RequiredText(150)
  nome?: string;
}
