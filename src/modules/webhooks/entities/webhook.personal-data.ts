import { declarePersonalData } from '../../../common/privacy/personal-data';
import { Webhook } from './webhook.entity';

/** A receiver of the account's notifications: its address and secrets, nothing of a person. */
export const WEBHOOK_PERSONAL_DATA = declarePersonalData(Webhook, {
  personal: [],
  notPersonal: [
    'id',
    'account_id',
    'url',
    'destination_key',
    'events',
    'token',
    'secret',
    'active',
    'deactivated_reason',
    'deactivated_at',
    'failing_since',
    'formato',
    'created_at',
    'updated_at',
  ],
});
