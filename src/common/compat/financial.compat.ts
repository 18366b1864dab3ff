import type { CompatTable } from './compat-table';

/** Financial entries (`/api/v1/financial`): ME's `tipocobranca`, `Receita` or `Despesa`. */
export const FINANCIAL_COMPAT: CompatTable = {
  family: 'financial',
  example: { summary: 'Receivables, as ME Eventos reads `tipocobranca`', query: { tipo: 'receita' } },
  answer: {
    schemas: ['EntryViewDto', 'EntryDetailDto'],
    fields: {
      tipocobranca: { type: 'string', enum: ['Receita', 'Despesa'], example: 'Receita', description: '`Receita` for `tipo` `receita`, `Despesa` for `despesa`.' },
    },
    add: (e) => (e.tipo === 'receita' ? { tipocobranca: 'Receita' } : e.tipo === 'despesa' ? { tipocobranca: 'Despesa' } : {}),
  },
};
