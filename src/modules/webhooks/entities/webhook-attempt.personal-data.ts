import { declarePersonalData } from '../../../common/privacy/personal-data';
import { WebhookAttempt } from './webhook-attempt.entity';

/** A delivery attempt: the receiver's answer may echo the body it was sent, so it is purged with the notification that carried the person. */
export const WEBHOOK_ATTEMPT_PERSONAL_DATA = declarePersonalData(WebhookAttempt, {
  personal: ['response_body'],
  notPersonal: ['id', 'account_id', 'delivery_id', 'attempt', 'attempted_at', 'status_code', 'duration_ms', 'error', 'success'],
});
