import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { ListQuery } from '../../../common/pagination';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../entities/webhook-delivery.entity';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notifications/notification-kinds';

const DELIVERY_SORT = ['id', 'created_at', 'next_attempt_at'] as const;
export class ListDeliveriesQuery extends ListQuery {
  /** Sort field. */
  @ApiPropertyOptional({ enum: DELIVERY_SORT, enumName: 'DeliverySortField', default: 'id' })
  @IsOptional()
  @IsIn(DELIVERY_SORT as unknown as string[])
  override field_sort?: string = undefined;

  /** Only deliveries in this status. */
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES, enumName: 'DeliveryStatus' })
  @IsOptional()
  @IsIn(DELIVERY_STATUSES as unknown as string[])
  status?: DeliveryStatus;

  /** Only deliveries of this notification kind. */
  @ApiPropertyOptional({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' })
  @IsOptional()
  @IsIn(NOTIFICATION_KINDS as unknown as string[])
  event?: NotificationKind;
}
