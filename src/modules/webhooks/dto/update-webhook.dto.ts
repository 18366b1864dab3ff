import { ApiPropertyOptional } from '@nestjs/swagger';
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

/** Every field is optional: only those sent change. */
export class UpdateWebhookDto {
  /** Destination URL (http or https). */
  @ApiPropertyOptional({ example: 'https://example.com.br/webhooks/eventos', maxLength: 2000 })
  @IsOptional()
  @IsString()
  @IsNotBlank()
  @MaxLength(2000)
  @IsUrl(URL_OPTIONS, { message: 'url must be an http or https URL' })
  @IsDestinationUrl()
  url?: string;

  /** Notification kinds (at least one). */
  @ApiPropertyOptional({
    enum: SUBSCRIBABLE_KINDS,
    enumName: 'WebhookSubscriptionKind',
    isArray: true,
    maxItems: MAX_SUBSCRIBED_KINDS,
    description: SUBSCRIPTION_KINDS_DOC,
  })
  @Transform(({ value }) => subscribedKinds(value))
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_SUBSCRIBED_KINDS)
  @ArrayUnique()
  @IsIn(SUBSCRIBABLE_KINDS, { each: true, message: 'events must contain only known notification kinds' })
  events?: (NotificationKind | 'transaction_deleted')[];

  /** New token; null removes it. */
  @ApiPropertyOptional({ maxLength: 500, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @ValidateIf((_, v) => v !== '' && v !== null)
  @Matches(HEADER_VALUE, { message: 'token must be printable ASCII without leading or trailing spaces' })
  token?: string | null;

  /** New signing secret (the same rules as on create); null turns signing off. */
  @ApiPropertyOptional({ minLength: 16, maxLength: 200, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @ValidateIf((_, v) => v !== '' && v !== null)
  @IsSigningSecret()
  secret?: string | null;

  /** true turns the webhook on (also after the service deactivated it), false off. */
  @ApiPropertyOptional()
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
