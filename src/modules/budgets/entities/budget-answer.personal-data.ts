import { declarePersonalData } from '../../../common/privacy/personal-data';
import { BudgetAnswer } from './budget-answer.entity';

/**
 * Which of an acceptance's columns are a person's data (see `src/common/privacy/personal-data.ts`):
 * the evidence of who answered (name, CPF, their reason, the page's IP address and browser).
 */
export const BUDGET_ANSWER_PERSONAL_DATA = declarePersonalData(BudgetAnswer, {
  personal: ['nome', 'cpf', 'motivo', 'endereco', 'user_agent'],
  identifying: ['nome', 'cpf'],
  notPersonal: [
    'id',
    'account_id',
    'idorcamento',
    'proposta',
    'decisao',
    'canal',
    'id_token',
    'versao',
    'respondido_em',
    'idevento',
    'pedido',
    'id_lancamento_entrada',
  ],
});
