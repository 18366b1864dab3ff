import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialChargeOperation } from './financial-charge-operation.entity';

/** A charge operation in flight: references and a claim. */
export const FINANCIAL_CHARGE_OPERATION_PERSONAL_DATA = declarePersonalData(FinancialChargeOperation, {
  personal: [],
  notPersonal: [
    'id',
    'account_id',
    'entry_id',
    'operacao',
    'gateway',
    'forma',
    'referencia',
    'charge_id',
    'claim',
    'locked_until',
    'created_at',
  ],
});
