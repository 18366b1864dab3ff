import { declarePersonalData } from '../../../common/privacy/personal-data';
import { WebhookDelivery } from './webhook-delivery.entity';

/** A notification's delivery to one receiver: states and times (its body is the notification's). */
export const WEBHOOK_DELIVERY_PERSONAL_DATA = declarePersonalData(WebhookDelivery, {
  personal: [],
  notPersonal: [
    'id',
    'account_id',
    'webhook_id',
    'notification_id',
    'event',
    'status',
    'attempt_count',
    'series_offset',
    'next_attempt_at',
    'last_status_code',
    'last_error',
    'request_id',
    'created_at',
    'completed_at',
  ],
});
