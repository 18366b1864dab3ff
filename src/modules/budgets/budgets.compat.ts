import type { CompatTable } from '../../common/compat/compat-table';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const idOrZero = (v: unknown): number => (typeof v === 'number' ? v : 0);

/**
 * Budgets (`/api/v1/budgets`): ME Eventos' lead from a web form (`POST`), its follow-ups (`PUT
 * /budgets/{id}/followups`), its period and sort names on the list, and ME's names on every
 * budget answered: the lead's fields under the names ME's lead takes, and the names ME's event
 * answers use for the same things. The client's and the event type's names are read once per
 * answer, for every budget of it, by the modules that register those needs (clients, lookups).
 */
export const BUDGETS_COMPAT: CompatTable<'clientContact' | 'eventtype'> = {
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
    // ME writes 0 for none, as the budget answers do: a budget's answer sent back names one value twice.
    tipoevento: { to: 'id_tipo_evento', none: 0, alone: 'absent' },
    comoconheceu: { to: 'id_como_conheceu', none: 0, alone: 'absent' },
    idvendedor: { to: 'id_vendedor', none: 0, alone: 'absent' },
    numeroconvidados: { to: 'numero_convidados', none: 0, alone: 'value' },
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
  answer: {
    schemas: ['BudgetSummaryDto', 'BudgetViewDto'],
    fields: {
      idorcamento: { type: 'integer', example: 5, description: 'The budget (`id`).' },
      idcliente: { type: 'integer', example: 7, description: 'Client of the budget (`id_cliente`); 0 without one.' },
      nomeCliente: { type: 'string', example: 'Maria da Silva', description: "The client's name; empty without a client." },
      nome: {
        type: 'string',
        example: 'Maria da Silva',
        description: "The client's name, as ME's lead body names it (`nome`); empty without a client.",
      },
      email: {
        type: 'string',
        example: 'maria@example.com',
        description: "The client's e-mail, as ME's lead body names it; empty without a client or an e-mail.",
      },
      nomeevento: {
        type: 'string',
        example: 'Casamento Maria e João',
        description: "The lead's event name (`nome_evento`); empty when not set.",
      },
      nomedoevento: {
        type: 'string',
        example: 'Casamento Maria e João',
        description: "The lead's event name (`nome_evento`), as ME's lead names it; empty when not set.",
      },
      dataevento: {
        type: 'string',
        example: '2027-05-01',
        description: "The lead's event date `YYYY-MM-DD` (`data_evento`); empty when not set.",
      },
      tipoevento: {
        type: 'integer',
        example: 1,
        description: "The lead's event type (`id_tipo_evento`), as ME's lead takes it; 0 without one.",
      },
      tipoEvento: { type: 'string', example: 'Casamento', description: "The event type's name; empty without a type." },
      comoconheceu: { type: 'integer', example: 2, description: 'How the lead met the house (`id_como_conheceu`); 0 when not set.' },
      idvendedor: { type: 'integer', example: 1, description: 'The seller (`id_vendedor`); 0 without one.' },
      numeroconvidados: { type: 'integer', example: 100, description: "The lead's expected guests (`numero_convidados`); 0 when not set." },
      convidados: { type: 'integer', example: 100, description: "The same count, as ME's events name it; 0 when not set." },
      observacao: { type: 'string', example: 'Prefere sábado', description: 'Notes (`observacoes`); empty when not set.' },
      codigointerno: {
        type: 'string',
        example: 'LEAD-42',
        description: "The account's code for the budget (`codigo_interno`); empty when not set.",
      },
      datadecadastro: { type: 'string', format: 'date', example: '2026-11-22', description: 'Registration date (`datacadastro`).' },
    },
    needs: { clientContact: (b) => b.id_cliente, eventtype: (b) => b.id_tipo_evento },
    add: (b, found) => {
      const client = idOrZero(b.id_cliente);
      const contact = (client === 0 ? undefined : found.clientContact.get(client)) as { nome?: string; email?: string } | undefined;
      const type = idOrZero(b.id_tipo_evento);
      const guests = idOrZero(b.numero_convidados);
      return {
        idorcamento: b.id,
        idcliente: client,
        nomeCliente: contact?.nome ?? '',
        nome: contact?.nome ?? '',
        email: contact?.email ?? '',
        nomeevento: text(b.nome_evento),
        nomedoevento: text(b.nome_evento),
        dataevento: text(b.data_evento),
        tipoevento: type,
        tipoEvento: type === 0 ? '' : String(found.eventtype.get(type) ?? ''),
        comoconheceu: idOrZero(b.id_como_conheceu),
        idvendedor: idOrZero(b.id_vendedor),
        numeroconvidados: guests,
        convidados: guests,
        observacao: text(b.observacoes),
        codigointerno: text(b.codigo_interno),
        datadecadastro: b.datacadastro,
      };
    },
  },
};

/** Notification kinds whose `data` carries the family's resources as its endpoints answer them, ME's fields included. */
export const BUDGET_NOTIFICATIONS = ['budget_created', 'budget_updated', 'budget_deleted', 'budget_accepted', 'budget_declined'] as const;
