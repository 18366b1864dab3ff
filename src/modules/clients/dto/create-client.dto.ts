import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

import { IsCep, IsCpf, IsDocumento, IsIsoDate, IsTelefone, UFS } from '../../../common/br-validators';
import { MAX_INT, RequiredText } from '../../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A date as ME Eventos writes it (`DD/MM/YYYY`) read as `YYYY-MM-DD`; anything else as sent. */
const meDate = ({ value }: { value: unknown }) => {
  const m = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim()) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
};
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

  /**
   * ME Eventos' kind of client: `0` person, `1` company. With a `documento` (sent, or already
   * stored on an update) it must agree with it (a CPF is a person, a CNPJ a company): 400
   * `document_kind_mismatch` otherwise. Without one it sets `tipo_pessoa`.
   */
  @ApiPropertyOptional({ enum: [0, 1], type: 'integer', minimum: 0, maximum: 1, example: 0 })
  @IsOptional()
  @IsInt()
  @IsIn([0, 1])
  tipocadastro?: 0 | 1;

  /** Mobile phone with or without punctuation, 8 to 13 digits; stored as digits only. */
  @ApiPropertyOptional({ example: '31999885544', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsTelefone()
  celular?: string | null;

  /** Second phone, as `telefone`. */
  @ApiPropertyOptional({ example: '3132225555', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsTelefone()
  telefone_2?: string | null;

  /** Second e-mail. */
  @ApiPropertyOptional({ example: 'financeiro@example.com', maxLength: 150, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsEmail()
  @MaxLength(150)
  email_2?: string | null;

  /** Country calling code of `telefone` (digits, `55` for Brazil). */
  @ApiPropertyOptional({ example: '55', pattern: '^[0-9]{1,4}$', nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^\d{1,4}$/, { message: '$property must be 1 to 4 digits' })
  ddi_telefone?: string | null;

  /** Country calling code of `telefone_2`. */
  @ApiPropertyOptional({ example: '55', pattern: '^[0-9]{1,4}$', nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^\d{1,4}$/, { message: '$property must be 1 to 4 digits' })
  ddi_telefone_2?: string | null;

  /** Country calling code of `celular`. */
  @ApiPropertyOptional({ example: '55', pattern: '^[0-9]{1,4}$', nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^\d{1,4}$/, { message: '$property must be 1 to 4 digits' })
  ddi_celular?: string | null;

  /** Identity card (RG) number. */
  @ApiPropertyOptional({ example: 'MG-12.345.678', maxLength: 20, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  rg?: string | null;

  /** Issuer of the identity card. */
  @ApiPropertyOptional({ example: 'SSP', maxLength: 20, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  orgao_expedidor?: string | null;

  /** Issue date of the identity card (`YYYY-MM-DD`, or `DD/MM/YYYY` as ME Eventos writes it). */
  @ApiPropertyOptional({ example: '2015-01-10', format: 'date', nullable: true, type: String })
  @IsOptional()
  @Transform(meDate)
  @IsIsoDate()
  data_expedicao?: string | null;

  /** Date of birth (`YYYY-MM-DD`, or `DD/MM/YYYY` as ME Eventos writes it). */
  @ApiPropertyOptional({ example: '1985-05-15', format: 'date', nullable: true, type: String })
  @IsOptional()
  @Transform(meDate)
  @IsIsoDate()
  data_nascimento?: string | null;

  /** Nationality. */
  @ApiPropertyOptional({ example: 'Brasileira', maxLength: 50, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(50)
  nacionalidade?: string | null;

  /** Occupation. */
  @ApiPropertyOptional({ example: 'Engenheira', maxLength: 100, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  profissao?: string | null;

  /** Marital status. */
  @ApiPropertyOptional({ example: 'Casada', maxLength: 50, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(50)
  estado_civil?: string | null;

  /** Social network handle or address. */
  @ApiPropertyOptional({ example: '@maria.silva', maxLength: 150, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(150)
  rede_social?: string | null;

  /** Country of the address. */
  @ApiPropertyOptional({ example: 'Brasil', maxLength: 50, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(50)
  pais?: string | null;

  /** Landmark near the address. */
  @ApiPropertyOptional({ example: 'Próximo ao metrô Trianon', maxLength: 200, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  ponto_referencia?: string | null;

  /** Person responsible (the contact of a company). */
  @ApiPropertyOptional({ example: 'Maria Silva', maxLength: 150, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(150)
  responsavel?: string | null;

  /**
   * The responsible person's CPF, with or without punctuation; validated by its check digits
   * (400 `invalid_cpf`) and stored as 11 digits. A company keeps it beside its CNPJ (`documento`).
   */
  @ApiPropertyOptional({ example: '529.982.247-25', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsCpf()
  cpf_responsavel?: string | null;

  /** A company's legal name. */
  @ApiPropertyOptional({ example: 'Silva Eventos LTDA', maxLength: 150, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(150)
  razao_social?: string | null;

  /** A company's trade name. */
  @ApiPropertyOptional({ example: 'Silva Eventos', maxLength: 150, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(150)
  nome_fantasia?: string | null;

  /** Municipal registration. */
  @ApiPropertyOptional({ example: '123456', maxLength: 30, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(30)
  inscricao_municipal?: string | null;

  /** State registration. */
  @ApiPropertyOptional({ example: '987654321', maxLength: 30, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(30)
  inscricao_estadual?: string | null;

  /** The company's CEP, 8 digits, with or without the dash; stored as 8 digits. */
  @ApiPropertyOptional({ example: '01310-100', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @IsCep()
  cep_pj?: string | null;

  /** The company's street address. */
  @ApiPropertyOptional({ example: 'Avenida Paulista', maxLength: 200, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  endereco_pj?: string | null;

  /** The company's street number. */
  @ApiPropertyOptional({ example: '1000', maxLength: 20, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  numero_pj?: string | null;

  /** The company's address complement. */
  @ApiPropertyOptional({ example: 'Sala 504', maxLength: 100, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  complemento_pj?: string | null;

  /** The company's neighbourhood. */
  @ApiPropertyOptional({ example: 'Bela Vista', maxLength: 100, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  bairro_pj?: string | null;

  /** The company's city. */
  @ApiPropertyOptional({ example: 'São Paulo', maxLength: 100, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  cidade_pj?: string | null;

  /** The company's state (UF), two letters; upper-cased. */
  @ApiPropertyOptional({ example: 'SP', enum: UFS, type: String, nullable: true })
  @IsOptional()
  @Transform(upperTrim)
  @IsIn(UFS)
  uf_pj?: string | null;

  /** The company's country. */
  @ApiPropertyOptional({ example: 'Brasil', maxLength: 50, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(50)
  pais_pj?: string | null;

  /** Landmark near the company's address. */
  @ApiPropertyOptional({ example: 'Em frente ao parque', maxLength: 200, nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  ponto_referencia_pj?: string | null;
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
