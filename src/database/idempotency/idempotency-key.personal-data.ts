import { declarePersonalData } from '../../common/privacy/personal-data';
import { IdempotencyKey } from './idempotency-key.entity';

/** A kept answer of a POST: a copy of the rows it answered, so it is purged when it carried an anonymised person. */
export const IDEMPOTENCY_KEY_PERSONAL_DATA = declarePersonalData(IdempotencyKey, {
  personal: ['response'],
  notPersonal: [
    'id',
    'account_id',
    'scope',
    'idempotency_key',
    'method',
    'path',
    'fingerprint',
    'claim',
    'locked_until',
    'status_code',
    'created_at',
    'expires_at',
  ],
});
