import type { CompatTable } from '../../common/compat/compat-table';

/** Financial entries (`/api/v1/financial`): ME's `tipocobranca`, `Receita` or `Despesa`. */
export const FINANCIAL_COMPAT: CompatTable = {
  family: 'financial',
  example: {
    summary: "entries by due date, as ME Eventos' clients page through them",
    query: { page: 1, limit: 200, sort: 'asc', field_sort: 'data_vencimento' },
  },
  answer: {
    schemas: ['EntryViewDto', 'EntryDetailDto'],
    fields: {
      tipocobranca: {
        type: 'string',
        enum: ['Receita', 'Despesa'],
        example: 'Receita',
        description: '`Receita` for `tipo` `receita`, `Despesa` for `despesa`.',
      },
    },
    add: (e) => (e.tipo === 'receita' ? { tipocobranca: 'Receita' } : e.tipo === 'despesa' ? { tipocobranca: 'Despesa' } : {}),
  },
};
