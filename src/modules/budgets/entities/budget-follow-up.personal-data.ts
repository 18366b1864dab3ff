import { declarePersonalData } from '../../../common/privacy/personal-data';
import { BudgetFollowUp } from './budget-follow-up.entity';

/** A follow-up's text tells what the client said. */
export const BUDGET_FOLLOW_UP_PERSONAL_DATA = declarePersonalData(BudgetFollowUp, {
  personal: ['texto'],
  notPersonal: ['id', 'account_id', 'idorcamento', 'data', 'proximo_contato', 'datacadastro'],
});
