import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  ArrayUnique,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { ListQuery, Pagination } from '../../../common/pagination';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../entities/webhook-delivery.entity';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-kinds';

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };
/** Printable ASCII without leading or trailing spaces: what an HTTP header value carries unchanged. */
const HEADER_VALUE = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/;
const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class CreateWebhookDto {
  /** Destination URL (http or https). Notifications are POSTed to it. */
  @ApiProperty({ example: 'https://example.com.br/webhooks/eventos', maxLength: 2000 })
  @IsString() @MaxLength(2000) @IsUrl(URL_OPTIONS, { message: 'url must be an http or https URL' })
  url: string;

  /** Notification kinds to send to this webhook (at least one). */
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind', isArray: true, maxItems: NOTIFICATION_KINDS.length, example: ['customer_created'] })
  @IsArray() @ArrayNotEmpty() @ArrayMaxSize(NOTIFICATION_KINDS.length) @ArrayUnique() @IsIn(NOTIFICATION_KINDS as unknown as string[], { each: true, message: 'events must contain only known notification kinds' })
  events: NotificationKind[];

  /**
   * Sent as the `token` header exactly as written (no prefix, no encoding). Blank or absent: no
   * token header. Write-only: reads show only `token_set`.
   */
  @ApiPropertyOptional({ example: 'meu-token-secreto', maxLength: 500, nullable: true })
  @IsOptional() @IsString() @MaxLength(500)
  @ValidateIf((_, v) => v !== '') @Matches(HEADER_VALUE, { message: 'token must be printable ASCII without leading or trailing spaces' })
  token?: string | null;

  /**
   * Optional Standard Webhooks signing secret (`whsec_<base64>` or any string of 16+ characters).
   * When set, each request also carries `webhook-id`, `webhook-timestamp` and `webhook-signature`.
   * Write-only: reads show only `secret_set`. Blank or null: signing off.
   */
  @ApiPropertyOptional({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', minLength: 16, maxLength: 200, nullable: true })
  @IsOptional() @IsString() @MaxLength(200) @ValidateIf((_, v) => v !== '') @MinLength(16)
  secret?: string | null;

  /** Whether notifications are sent (default true). Setting it true again turns a deactivated webhook back on. */
  @ApiPropertyOptional({ default: true })
  @IsOptional() @IsBoolean()
  active?: boolean;
}

/** Every field is optional: only those sent change. */
export class UpdateWebhookDto {
  /** Destination URL (http or https). */
  @ApiPropertyOptional({ example: 'https://example.com.br/webhooks/eventos', maxLength: 2000 })
  @IsOptional() @IsString() @MaxLength(2000) @IsUrl(URL_OPTIONS, { message: 'url must be an http or https URL' })
  url?: string;

  /** Notification kinds (at least one). */
  @ApiPropertyOptional({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind', isArray: true, maxItems: NOTIFICATION_KINDS.length })
  @IsOptional() @IsArray() @ArrayNotEmpty() @ArrayMaxSize(NOTIFICATION_KINDS.length) @ArrayUnique() @IsIn(NOTIFICATION_KINDS as unknown as string[], { each: true, message: 'events must contain only known notification kinds' })
  events?: NotificationKind[];

  /** New token; blank or null removes it. */
  @ApiPropertyOptional({ maxLength: 500, nullable: true })
  @IsOptional() @IsString() @MaxLength(500)
  @ValidateIf((_, v) => v !== '' && v !== null) @Matches(HEADER_VALUE, { message: 'token must be printable ASCII without leading or trailing spaces' })
  token?: string | null;

  /** New signing secret; blank or null turns signing off. */
  @ApiPropertyOptional({ minLength: 16, maxLength: 200, nullable: true })
  @IsOptional() @IsString() @MaxLength(200) @ValidateIf((_, v) => v !== '' && v !== null) @MinLength(16)
  secret?: string | null;

  /** true turns the webhook on (also after the service deactivated it), false off. */
  @ApiPropertyOptional()
  @IsOptional() @IsBoolean()
  active?: boolean;
}

const WEBHOOK_SORT = ['id', 'url', 'created_at'] as const;
export class ListWebhooksQuery extends ListQuery {
  /** Sort field. */
  @ApiPropertyOptional({ enum: WEBHOOK_SORT, enumName: 'WebhookSortField', default: 'id' })
  @IsOptional() @IsIn(WEBHOOK_SORT as unknown as string[])
  override field_sort?: string = undefined;

  /** Only active (`true`) or inactive (`false`) webhooks. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional() @Transform(toBool) @IsBoolean()
  active?: boolean;
}

const DELIVERY_SORT = ['id', 'created_at', 'next_attempt_at'] as const;
export class ListDeliveriesQuery extends ListQuery {
  /** Sort field. */
  @ApiPropertyOptional({ enum: DELIVERY_SORT, enumName: 'DeliverySortField', default: 'id' })
  @IsOptional() @IsIn(DELIVERY_SORT as unknown as string[])
  override field_sort?: string = undefined;

  /** Only deliveries in this status. */
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES, enumName: 'DeliveryStatus' })
  @IsOptional() @IsIn(DELIVERY_STATUSES as unknown as string[])
  status?: DeliveryStatus;

  /** Only deliveries of this notification kind. */
  @ApiPropertyOptional({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' })
  @IsOptional() @IsIn(NOTIFICATION_KINDS as unknown as string[])
  event?: NotificationKind;
}

/** A webhook as the API shows it: never its token or secret. */
export class WebhookDto {
  @ApiProperty({ example: 1 })
  id: number;
  @ApiProperty({ example: 'https://example.com.br/webhooks/eventos' })
  url: string;
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind', isArray: true, maxItems: NOTIFICATION_KINDS.length })
  events: string[];
  /** Whether a token is configured (the token itself is never returned). */
  token_set: boolean;
  /** Whether a signing secret is configured. */
  secret_set: boolean;
  active: boolean;
  /** Why the service turned it off: `gone` (the receiver answered 410) or `failing` (5 days of failures). */
  @ApiProperty({ enum: ['gone', 'failing'], nullable: true, type: String })
  deactivated_reason: string | null;
  /** ISO 8601 (UTC). */
  @ApiProperty({ nullable: true, type: String, example: null })
  deactivated_at: string | null;
  /** ISO 8601 (UTC). */
  created_at: string;
  /** ISO 8601 (UTC). */
  updated_at: string;
}

export class WebhookWriteResponse {
  @ApiProperty({ example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Webhook created' })
  message: string;
  data: WebhookDto;
}

export class WebhookDeletedData {
  id: number;
}

export class WebhookDeleteResponse {
  @ApiProperty({ example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Webhook deleted' })
  message: string;
  data: WebhookDeletedData;
}

export class WebhookListResponse {
  @ApiProperty({ type: [WebhookDto] })
  data: WebhookDto[];
  pagination: Pagination;
}

/** One HTTP attempt. */
export class DeliveryAttemptDto {
  /** 1, 2, … (counting every series). */
  attempt: number;
  /** ISO 8601 (UTC). */
  attempted_at: string;
  success: boolean;
  /** HTTP status of the answer; null when none came. */
  @ApiProperty({ nullable: true, type: Number })
  status_code: number | null;
  duration_ms: number;
  /** The start of the answer's body (up to 1024 characters). */
  @ApiProperty({ nullable: true, type: String })
  response_body: string | null;
  /** Timeout, connection error, refused destination… */
  @ApiProperty({ nullable: true, type: String })
  error: string | null;
}

export class DeliveryDto {
  id: number;
  id_webhook: number;
  /** The notification's `id_event` (the same on every attempt and every retry). */
  id_event: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' })
  event: string;
  @ApiProperty({ enum: DELIVERY_STATUSES, enumName: 'DeliveryStatus' })
  status: DeliveryStatus;
  /** Attempts made so far. */
  attempt_count: number;
  /** When the next attempt is due (pending only); ISO 8601. */
  @ApiProperty({ nullable: true, type: String })
  next_attempt_at: string | null;
  @ApiProperty({ nullable: true, type: Number })
  last_status_code: number | null;
  @ApiProperty({ nullable: true, type: String })
  last_error: string | null;
  /** ISO 8601 (UTC). */
  created_at: string;
  /** When it succeeded or was given up; ISO 8601. */
  @ApiProperty({ nullable: true, type: String })
  completed_at: string | null;
  @ApiProperty({ type: [DeliveryAttemptDto] })
  attempts: DeliveryAttemptDto[];
}

export class DeliveryListResponse {
  @ApiProperty({ type: [DeliveryDto] })
  data: DeliveryDto[];
  pagination: Pagination;
}

export class DeliveryWriteResponse {
  @ApiProperty({ example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Delivery queued again' })
  message: string;
  data: DeliveryDto;
}
