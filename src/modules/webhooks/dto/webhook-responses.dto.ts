/** The answers of the webhooks API (webhooks and their deliveries). */
import { ApiProperty } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';
import { DeliveryDto } from './delivery.dto';
import { WebhookDto } from './webhook.dto';

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
