import { declarePersonalData } from '../../../common/privacy/personal-data';
import { BudgetItem } from './budget-item.entity';

/** A budget's line: a copy of the catalogue's product and its money. */
export const BUDGET_ITEM_PERSONAL_DATA = declarePersonalData(BudgetItem, {
  personal: [],
  notPersonal: [
    'id',
    'account_id',
    'idorcamento',
    'idproposta',
    'idproduto',
    'idevento',
    'quantidade',
    'desconto',
    'tipocalculo',
    'valor',
    'valorepoca',
    'valoradd',
    'tipo',
    'campoextra',
    'descricao',
    'ordem',
    'ndias',
    'formato',
    'datacadastro',
    'nome_produto',
    'medida',
  ],
});
