import { ANONYMIZED_TEXT, declarePersonalData } from '../../../common/privacy/personal-data';
import { FINANCIAL_ENTRY_PERSONAL_DATA } from './financial-entry.personal-data';
import { FinancialHistory } from './financial-history.entity';

type Changes = FinancialHistory['alteracoes'];

const PERSONAL_FIELDS = new Set<string>(FINANCIAL_ENTRY_PERSONAL_DATA.personal);
const neutralOf = (v: unknown): unknown => (v === null || v === undefined ? null : ANONYMIZED_TEXT);

/**
 * An entry's history: its records of changes to the entry's personal columns (`descricao`,
 * `observacoes`) are personal; the changes of money, dates and states stay as they were, so that
 * the history stays true once its person is anonymised.
 */
export const FINANCIAL_HISTORY_PERSONAL_DATA = declarePersonalData(FinancialHistory, {
  personal: ['alteracoes'],
  notPersonal: ['id', 'account_id', 'entry_id', 'acao', 'escopo', 'id_token', 'autor', 'created_at'],
  neutral: {
    alteracoes: (old: Changes | string): Changes => {
      const changes = (typeof old === 'string' ? JSON.parse(old) : old) as Changes;
      return changes.map((c) => (PERSONAL_FIELDS.has(c.campo) ? { campo: c.campo, de: neutralOf(c.de), para: neutralOf(c.para) } : c));
    },
  },
});
