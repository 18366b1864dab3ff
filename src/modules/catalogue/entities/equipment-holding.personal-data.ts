import { declarePersonalData } from '../../../common/privacy/personal-data';
import { EquipmentHolding } from './equipment-holding.entity';

/** An event's reservation of an equipment: quantities and days. */
export const EQUIPMENT_HOLDING_PERSONAL_DATA = declarePersonalData(EquipmentHolding, {
  personal: [],
  notPersonal: ['account_id', 'id_evento', 'id_equipamento', 'quantidade', 'inicio', 'fim'],
});
