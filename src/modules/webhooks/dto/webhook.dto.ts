import { ApiProperty } from '@nestjs/swagger';

import { NOTIFICATION_KINDS } from '../notifications/notification-kinds';

/** A webhook as the API shows it: never its token or secret. */
export class WebhookDto {
  @ApiProperty({ example: 1 })
  id: number;
  @ApiProperty({ example: 'https://example.com.br/webhooks/eventos' })
  url: string;
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind', isArray: true })
  events: string[];
  /** Whether a token is configured (the token itself is never returned). */
  token_set: boolean;
  /** Whether a signing secret is configured. */
  secret_set: boolean;
  active: boolean;
  /** How the bodies are written: `padrao` (ours) or `me-eventos`. */
  @ApiProperty({ enum: ['padrao', 'me-eventos'], enumName: 'WebhookFormato', example: 'padrao' })
  formato: string;
  /** Why the service turned it off: `gone` (the receiver answered 410) or `failing` (5 days of failures). */
  // null listed in the enum too: OpenAPI 3.0 validators check `enum` before `nullable`.
  @ApiProperty({ enum: ['gone', 'failing', null], nullable: true, type: String })
  deactivated_reason: string | null;
  /** ISO 8601 (UTC). */
  @ApiProperty({ nullable: true, type: String, example: null })
  deactivated_at: string | null;
  /** ISO 8601 (UTC). */
  created_at: string;
  /** ISO 8601 (UTC). */
  updated_at: string;
}
