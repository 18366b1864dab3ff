import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { sent } from '../../../common/validation';
import { ChargeForm, GATEWAY_NAMES, GatewayName } from '../gateways/payment-gateway';

export const CHARGE_FORMS: readonly ChargeForm[] = ['boleto', 'pix', 'cartao_credito'];
const given = (_: object, v: unknown) => v !== undefined && v !== null;

/** `POST /api/v1/financial/{id}/charge`. */
export class IssueChargeDto {
  @ApiProperty({ enum: CHARGE_FORMS, enumName: 'ChargeForm', example: 'pix' })
  @IsIn(CHARGE_FORMS)
  forma: ChargeForm;

  /** The gateway; default: the account's default gateway, else `manual`. */
  @ApiPropertyOptional({ enum: GATEWAY_NAMES, enumName: 'GatewayName', example: 'manual' })
  @ValidateIf(sent) @IsIn(GATEWAY_NAMES)
  gateway?: GatewayName;

  /** The outside reference of a charge issued outside the service (`manual` only). */
  @ApiPropertyOptional({ example: 'BOLETO-2026-0042', maxLength: 100 })
  @ValidateIf(sent) @IsString() @IsNotEmpty() @MaxLength(100)
  id_externo?: string;
}

/** `PUT /api/v1/financial/gateways/{gateway}`: only the fields sent change; `null` clears one. */
export class GatewaySettingsDto {
  /** Charges use this gateway when the request names none (one default per account). */
  @ApiPropertyOptional({ example: true })
  @ValidateIf(sent) @IsBoolean()
  padrao?: boolean;

  /** `asaas`: the account's Asaas API key (write-only: never returned). */
  @ApiPropertyOptional({ example: '$aact_hmlg_000exemplo', nullable: true, type: String, writeOnly: true })
  @ValidateIf(given) @IsString() @IsNotEmpty() @MaxLength(300)
  api_key?: string | null;

  /** `asaas`: the API address (default: the service's ASAAS_BASE_URL, the Asaas sandbox unless configured). */
  @ApiPropertyOptional({ example: 'https://api-sandbox.asaas.com/v3', nullable: true, type: String })
  @ValidateIf(given) @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }) @MaxLength(300)
  base_url?: string | null;

  /** `asaas`: the value Asaas sends in the `asaas-access-token` header of its webhooks (write-only). */
  @ApiPropertyOptional({ example: 'um-segredo-longo-e-aleatorio', nullable: true, type: String, writeOnly: true })
  @ValidateIf(given) @IsString() @IsNotEmpty() @MaxLength(300)
  webhook_token?: string | null;
}
