import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';

import { IsNotBlank } from '../../../common/validation';
import { WEBHOOK_FORMATOS, WebhookFormato } from '../entities/webhook.entity';
import { MAX_SUBSCRIBED_KINDS, SUBSCRIBABLE_KINDS, subscribedKinds } from '../notifications/me-eventos-kinds';
import { type NotificationKind } from '../notifications/notification-kinds';
import { HEADER_VALUE, IsDestinationUrl, IsSigningSecret, SUBSCRIPTION_KINDS_DOC, URL_OPTIONS } from './webhook-fields';

export class CreateWebhookDto {
  /** Destination URL (http or https). Notifications are POSTed to it. */
  @ApiProperty({ example: 'https://example.com.br/webhooks/eventos', maxLength: 2000 })
  @IsString()
  @IsNotBlank()
  @MaxLength(2000)
  @IsUrl(URL_OPTIONS, { message: 'url must be an http or https URL' })
  @IsDestinationUrl()
  url: string;

  /** Notification kinds to send to this webhook (at least one). */
  @ApiProperty({
    enum: SUBSCRIBABLE_KINDS,
    enumName: 'WebhookSubscriptionKind',
    isArray: true,
    maxItems: MAX_SUBSCRIBED_KINDS,
    example: ['customer_created'],
    description: SUBSCRIPTION_KINDS_DOC,
  })
  @Transform(({ value }) => subscribedKinds(value))
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_SUBSCRIBED_KINDS)
  @ArrayUnique()
  @IsIn(SUBSCRIBABLE_KINDS, { each: true, message: 'events must contain only known notification kinds' })
  events: (NotificationKind | 'transaction_deleted')[];

  /**
   * Sent as the `token` header exactly as written (no prefix, no encoding). Blank or absent: no
   * token header. Write-only: reads show only `token_set`.
   */
  @ApiPropertyOptional({ example: 'meu-token-secreto', maxLength: 500, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @ValidateIf((_, v) => v !== '')
  @Matches(HEADER_VALUE, { message: 'token must be printable ASCII without leading or trailing spaces' })
  token?: string | null;

  /**
   * Optional Standard Webhooks signing secret: `whsec_` followed by the base64 of 24 to 64 random
   * bytes (the key is the decoded bytes), or any other string of 16+ characters (the key is its
   * UTF-8 bytes). A `whsec_` secret that is not canonical base64, or decodes to fewer than 24 or
   * more than 64 bytes, is 400 `invalid_secret`.
   * When set, each request also carries `webhook-id`, `webhook-timestamp` and `webhook-signature`.
   * Write-only: reads show only `secret_set`. Blank or null: signing off.
   */
  @ApiPropertyOptional({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', minLength: 16, maxLength: 200, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @ValidateIf((_, v) => v !== '')
  @IsSigningSecret()
  secret?: string | null;

  /** Whether notifications are sent (default true). Setting it true again turns a deactivated webhook back on. */
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  active?: boolean;

  /**
   * How the bodies are written: `padrao` (default: ours) or `me-eventos`, as ME Eventos writes
   * them (IDs and numbers as strings, `null` as `""`, `datadecadastro` `DD/MM/YY`, CPF, CNPJ and
   * CEP punctuated), for receivers written against ME Eventos.
   */
  @ApiPropertyOptional({ enum: WEBHOOK_FORMATOS, enumName: 'WebhookFormato', default: 'padrao' })
  @IsOptional()
  @IsIn([...WEBHOOK_FORMATOS])
  formato?: WebhookFormato;
}
