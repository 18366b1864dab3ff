import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, Matches, MinLength, ValidateBy, ValidateIf } from 'class-validator';

import { IsIsoDate } from '../../../common/br-validators';
import { IsMoney, RequiredText, sent } from '../../../common/validation';
import { ASAAS_ACCOUNT_ADDRESSES } from '../charges/gateways/asaas.gateway';
import { DOCUMENTED_WEBHOOK_TOKEN, WEBHOOK_TOKEN_MAX, WEBHOOK_TOKEN_MIN } from '../charges/gateways/asaas-events';
import { MANUAL_RETURN_STATUSES, ManualReturnStatus } from '../charges/gateways/manual.gateway';
import { ChargeForm, GATEWAY_NAMES, GatewayName } from '../charges/gateways/payment-gateway';

export const CHARGE_FORMS: readonly ChargeForm[] = ['boleto', 'pix', 'cartao_credito'];
const given = (_: object, v: unknown) => v !== undefined && v !== null;

/** `POST /api/v1/financial/{id}/charge`. */
export class IssueChargeDto {
  @ApiProperty({ enum: CHARGE_FORMS, enumName: 'ChargeForm', example: 'pix' })
  @IsIn(CHARGE_FORMS)
  forma: ChargeForm;

  /** The gateway; default: the account's default gateway, else `manual`. */
  @ApiPropertyOptional({ enum: GATEWAY_NAMES, enumName: 'GatewayName', example: 'manual' })
  @ValidateIf(sent)
  @IsIn(GATEWAY_NAMES)
  gateway?: GatewayName;

  /** The outside reference of a charge issued outside the service (`manual` only). */
  @ApiPropertyOptional({ example: 'BOLETO-2026-0042', maxLength: 100 })
  @ValidateIf(sent)
  @RequiredText(100)
  id_externo?: string;
}

/** `PUT /api/v1/financial/gateways/{gateway}`: only the fields sent change; `null` clears one. */
export class GatewaySettingsDto {
  /** Charges use this gateway when the request names none (one default per account). */
  @ApiPropertyOptional({ example: true })
  @ValidateIf(sent)
  @IsBoolean()
  padrao?: boolean;

  /** `asaas`: the account's Asaas API key (write-only: never returned). */
  @ApiPropertyOptional({ example: '$aact_hmlg_000exemplo', nullable: true, type: String, writeOnly: true })
  @ValidateIf(given)
  @RequiredText(300, { trim: false })
  api_key?: string | null;

  /**
   * `asaas`: which Asaas to use, production (`https://api.asaas.com/v3`) or sandbox
   * (`https://api-sandbox.asaas.com/v3`); no other address is accepted. Default (null): the
   * service's own Asaas address. The service's key is used only with the service's address: an
   * account that chooses another one needs its own `api_key`.
   */
  @ApiPropertyOptional({ enum: ASAAS_ACCOUNT_ADDRESSES, example: 'https://api-sandbox.asaas.com/v3', nullable: true, type: String })
  @ValidateIf(given)
  @IsIn(ASAAS_ACCOUNT_ADDRESSES, { message: `base_url must be ${ASAAS_ACCOUNT_ADDRESSES.join(' or ')}` })
  base_url?: string | null;

  /**
   * `asaas`: the value Asaas sends in the `asaas-access-token` header of its webhooks
   * (write-only): 32 to 255 visible characters without spaces, never the example of this
   * documentation. Left out while the account has none, the service generates one and shows it
   * once, in this answer (`webhook_token_gerado`).
   */
  @ApiPropertyOptional({
    description: `32 to ${WEBHOOK_TOKEN_MAX} visible ASCII characters, no spaces; generated when left out (see \`webhook_token_gerado\`).`,
    minLength: WEBHOOK_TOKEN_MIN,
    maxLength: WEBHOOK_TOKEN_MAX,
    nullable: true,
    type: String,
    writeOnly: true,
  })
  @ValidateIf(given)
  @RequiredText(WEBHOOK_TOKEN_MAX, { trim: false })
  @MinLength(WEBHOOK_TOKEN_MIN, { message: `webhook_token must have at least ${WEBHOOK_TOKEN_MIN} characters` })
  @Matches(/^[\x21-\x7e]+$/, { message: 'webhook_token must be visible ASCII characters without spaces' })
  @ValidateBy({
    name: 'documentedExample',
    validator: {
      validate: (value: unknown) => value !== DOCUMENTED_WEBHOOK_TOKEN,
      defaultMessage: () =>
        'webhook_token is the example of the documentation, which anyone can read: choose a random one, or leave it out to have one generated',
    },
  })
  webhook_token?: string | null;
}

/** A field of a payment: refused (400 `not_applicable`) with any other `status` than `paga`. */
const OnlyWithPayment = () =>
  ValidateBy({
    name: 'notApplicable',
    validator: {
      validate: (_value: unknown, args) => (args?.object as { status?: unknown }).status === 'paga',
      defaultMessage: (args) => `${args?.property} belongs to a payment: send it only with status paga`,
    },
  });

/** `POST /api/v1/financial/{id}/charge/return`: the return of a manual charge. */
export class ChargeReturnDto {
  /** What happened to the charge: `paga`, `vencida`, `cancelada` or `estornada` (a refund of a paid charge). */
  @ApiProperty({ enum: MANUAL_RETURN_STATUSES, enumName: 'ManualReturnStatus', example: 'paga' })
  @IsIn(MANUAL_RETURN_STATUSES)
  status: ManualReturnStatus;

  /** With `paga`: the amount paid (default: the entry's `valor`). */
  @ApiPropertyOptional({ example: 1500, minimum: 0.01 })
  @IsMoney({ optional: true, min: 0.01 })
  @OnlyWithPayment()
  valor_pago?: number;

  /** With `paga`: the day it was paid, `YYYY-MM-DD` (default: today in the account's time zone). */
  @ApiPropertyOptional({ example: '2026-12-09', format: 'date' })
  @ValidateIf(sent)
  @IsIsoDate()
  @OnlyWithPayment()
  data_pagamento?: string;

  /**
   * Your reference of this return (a receipt number; a whole number is read as its digits). The
   * same reference sent again for the same charge changes nothing; without one, every return is
   * new.
   */
  @ApiPropertyOptional({ example: 'recibo-0001', maxLength: 100 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value))
  @ValidateIf(sent)
  @RequiredText(100)
  id_evento?: string;
}
