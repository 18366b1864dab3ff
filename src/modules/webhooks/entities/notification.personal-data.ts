import { declarePersonalData } from '../../../common/privacy/personal-data';
import { Notification } from './notification.entity';

/** A stored notification: its body is a copy of the rows it tells about, so it is purged when it carried an anonymised person. */
export const NOTIFICATION_PERSONAL_DATA = declarePersonalData(Notification, {
  personal: ['payload'],
  notPersonal: ['id', 'account_id', 'event', 'created_at'],
});
