import { declarePersonalData } from '../../../common/privacy/personal-data';
import { BudgetProposal } from './budget-proposal.entity';

/** A budget's proposal version. */
export const BUDGET_PROPOSAL_PERSONAL_DATA = declarePersonalData(BudgetProposal, {
  personal: [],
  notPersonal: ['id', 'account_id', 'idorcamento', 'sequencia', 'datacadastro'],
});
