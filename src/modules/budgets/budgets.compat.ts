import type { CompatTable } from '../../common/compat/compat-table';

/**
 * Budgets (`/api/v1/budgets`): ME Eventos' lead from a web form (`POST`), its follow-ups (`PUT
 * /budgets/{id}/followups`), and its period and sort names on the list.
 */
export const BUDGETS_COMPAT: CompatTable = {
  family: 'budgets',
  query: {
    start: {
      to: 'data_inicio',
      schema: { type: 'string', format: 'date', description: 'Budgets registered on or after this date: the same as `data_inicio`.' },
    },
    end: {
      to: 'data_fim',
      schema: { type: 'string', format: 'date', description: 'Budgets registered on or before this date: the same as `data_fim`.' },
    },
    idcliente: {
      to: 'id_cliente',
      schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'Budgets of this client: the same as `id_cliente`.' },
    },
  },
  sort: { nomeevento: 'nome_evento', dataevento: 'data_evento', datadecadastro: 'datacadastro' },
  body: {
    dataevento: 'data_evento',
    tipoevento: 'id_tipo_evento',
    comoconheceu: 'id_como_conheceu',
    idvendedor: 'id_vendedor',
    numeroconvidados: 'numero_convidados',
    observacao: 'observacoes',
    codigointerno: 'codigo_interno',
    nomedoevento: 'nome_evento',
    celular: 'telefone',
    cpf: 'documento',
    cnpjpj: 'documento',
    proximocontato: 'proximo_contato',
  },
  bodySchemas: ['CreateBudgetDto', 'FollowUpDto'],
  example: {
    summary: "A lead from a web form, as ME Eventos' integrations send it",
    body: {
      nome: 'Maria',
      email: 'maria@example.com',
      dataevento: '2027-05-01',
      tipoevento: 1,
      comoconheceu: 2,
      idvendedor: 1,
      numeroconvidados: 100,
      mensagem: 'Gostaria de um orçamento',
    },
  },
};
