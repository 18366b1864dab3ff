import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialGatewayEvent } from './financial-gateway-event.entity';

/** A gateway's event ID, kept to ignore it the second time. */
export const FINANCIAL_GATEWAY_EVENT_PERSONAL_DATA = declarePersonalData(FinancialGatewayEvent, {
  personal: [],
  notPersonal: ['id', 'account_id', 'gateway', 'event_id', 'charge_id', 'created_at'],
});
