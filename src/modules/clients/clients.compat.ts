import type { CompatTable } from '../../common/compat/compat-table';

/**
 * Clients (`/api/v1/clients`, and the `customer_created` / `customer_updated` notifications):
 * ME's body names, and ME's client fields, all read from the client itself.
 */
export const CLIENTS_COMPAT: CompatTable = {
  family: 'clients',
  body: { estado: 'uf', cpf: 'documento', cnpjpj: 'documento', anotacoes: 'observacoes' },
  bodySchemas: ['CreateClientDto', 'UpdateClientDto'],
  example: {
    summary: "A client written with ME Eventos' names",
    body: { nome: 'Carla Mendes', cpf: '714.602.380-01', estado: 'PR', anotacoes: 'Indicada pela Júlia' },
  },
  answer: {
    schemas: ['ClientView'],
    fields: {
      estado: { type: 'string', nullable: true, example: 'SP', description: 'State (UF): the same as `uf`.' },
      cpf: {
        type: 'string',
        example: '52998224725',
        description: "A person's CPF (`documento`); only on clients with a CPF.",
        optional: true,
      },
      cnpjpj: {
        type: 'string',
        example: '11222333000181',
        description: "A company's CNPJ (`documento`); only on clients with a CNPJ.",
        optional: true,
      },
      tipocadastro: { type: 'integer', enum: [0, 1], example: 0, description: '0 person, 1 company (`tipo_pessoa` `J`).' },
      datadecadastro: { type: 'string', format: 'date', example: '2026-11-22', description: 'Registration date (`datacadastro`).' },
    },
    add: (c) => {
      const company = c.tipo_pessoa === 'J';
      return {
        estado: c.uf ?? null,
        ...(c.documento ? { [company ? 'cnpjpj' : 'cpf']: c.documento } : {}),
        tipocadastro: company ? 1 : 0,
        datadecadastro: c.datacadastro,
      };
    },
  },
};

/** Notification kinds whose `data` carries clients as the clients endpoints answer them, ME's fields included. */
export const CLIENT_NOTIFICATIONS = ['customer_created', 'customer_updated'] as const;
