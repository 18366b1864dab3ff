import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { indexed, listCost, SortField } from '../../../common/list-cost';
import { ListQuery } from '../../../common/pagination';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../entities/webhook-delivery.entity';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notifications/notification-kinds';

/** The cost of a webhook's deliveries (bounded cost, see list-cost.ts): one webhook's, kept for the retention period. */
export const DELIVERY_LIST_COST = listCost({
  route: 'GET /api/v1/webhooks/{id}/deliveries',
  rows: 'deliveries',
  filters: ['status', 'event'],
  narrowing: [],
  narrowedBy: 'one webhook: the ID in the path',
  sorts: { id: indexed(), created_at: indexed(), next_attempt_at: indexed() },
});
export class ListDeliveriesQuery extends ListQuery {
  @SortField(DELIVERY_LIST_COST, { enumName: 'DeliverySortField', lead: 'Sort field' })
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
