import { ApiProperty } from '@nestjs/swagger';

import { DELIVERY_STATUSES, type DeliveryStatus } from '../entities/webhook-delivery.entity';
import { NOTIFICATION_KINDS } from '../notifications/notification-kinds';

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
