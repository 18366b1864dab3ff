import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialGatewaySettings } from './financial-gateway-settings.entity';

/** The account's gateway settings: keys and addresses of the company. */
export const FINANCIAL_GATEWAY_SETTINGS_PERSONAL_DATA = declarePersonalData(FinancialGatewaySettings, {
  personal: [],
  notPersonal: ['id', 'account_id', 'gateway', 'padrao', 'api_key', 'base_url', 'webhook_token', 'updated_at', 'chave_retorno'],
});
