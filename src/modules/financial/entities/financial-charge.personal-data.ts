import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialCharge } from './financial-charge.entity';

/** A gateway charge: its references, money and state (the gateway's copy of the payer is the gateway's). */
export const FINANCIAL_CHARGE_PERSONAL_DATA = declarePersonalData(FinancialCharge, {
  personal: [],
  notPersonal: [
    'id',
    'account_id',
    'entry_id',
    'gateway',
    'forma',
    'status',
    'id_externo',
    'link',
    'linha_digitavel',
    'pix_copia_e_cola',
    'valor',
    'data_vencimento',
    'created_at',
    'referencia',
  ],
});
