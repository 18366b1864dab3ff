import { declarePersonalData } from '../../common/privacy/personal-data';
import { ApiToken } from './api-token.entity';

/** A token names the program or person of the company that uses it; nothing of a client or guest. */
export const API_TOKEN_PERSONAL_DATA = declarePersonalData(ApiToken, {
  personal: [],
  notPersonal: ['id', 'account_id', 'name', 'token_hash', 'prefix', 'created_at', 'last_used_at', 'revoked_at', 'formato'],
});
