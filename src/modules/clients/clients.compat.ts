import type { BodyAliasByBody, CompatTable } from '../../common/compat/compat-table';

/**
 * ME Eventos' client fields whose name differs from ours (ME's name → ours), from its client page
 * and its `customer_created` payload example. The others (`celular`, `rg`, `profissao`,
 * `responsavel`, `nacionalidade`, `pais`) have the same name on both sides.
 */
export const CLIENT_ME_NAMES = {
  telefone2: 'telefone_2',
  email2: 'email_2',
  dditelefone: 'ddi_telefone',
  dditelefone2: 'ddi_telefone_2',
  ddicelular: 'ddi_celular',
  orgaoexpeditor: 'orgao_expedidor',
  datadeexpedicao: 'data_expedicao',
  datadenascimento: 'data_nascimento',
  estadocivil: 'estado_civil',
  redesocial: 'rede_social',
  pontoreferencia: 'ponto_referencia',
  razaosocial: 'razao_social',
  nomefantasia: 'nome_fantasia',
  municipal: 'inscricao_municipal',
  estadual: 'inscricao_estadual',
  ceppj: 'cep_pj',
  enderecopj: 'endereco_pj',
  numeropj: 'numero_pj',
  complementopj: 'complemento_pj',
  bairropj: 'bairro_pj',
  cidadepj: 'cidade_pj',
  estadopj: 'uf_pj',
  paispj: 'pais_pj',
  pontoreferenciapj: 'ponto_referencia_pj',
} as const;

/**
 * Whether a client body, as ME writes it, is a company's: it carries `cnpjpj`, or `tipocadastro`
 * 1. ME's company bodies carry the responsible person's `cpf` beside the `cnpjpj` (its webhook
 * payload example shows both).
 */
export const isCompanyBody = (item: Readonly<Record<string, unknown>>): boolean =>
  (item.cnpjpj !== undefined && item.cnpjpj !== null && item.cnpjpj !== '') || item.tipocadastro === 1 || item.tipocadastro === '1';

/**
 * ME's `cpf`: a person's document (`documento`), or, in a company's body, its responsible
 * person's CPF (`cpf_responsavel`). A body that says neither (`cpf` alone on an update) is a
 * person's, as it was before companies kept both.
 */
const ME_CPF: BodyAliasByBody = {
  to: (item) => (isCompanyBody(item) ? 'cpf_responsavel' : 'documento'),
  names: ['documento', 'cpf_responsavel'],
  description:
    "a person's CPF: the same as `documento`; in a company's body (with `cnpjpj`, or `tipocadastro` 1) the responsible person's CPF: the same as `cpf_responsavel`",
};

/**
 * Clients (`/api/v1/clients`, and the `customer_created` / `customer_updated` notifications):
 * ME's body names, and ME's client fields, all read from the client itself.
 */
export const CLIENTS_COMPAT: CompatTable = {
  family: 'clients',
  body: { estado: 'uf', cpf: ME_CPF, cnpjpj: 'documento', anotacoes: 'observacoes', ...CLIENT_ME_NAMES },
  bodySchemas: ['CreateClientDto', 'UpdateClientDto'],
  example: {
    summary: "A client written with ME Eventos' names",
    body: {
      tipocadastro: 0,
      nome: 'Carla Mendes',
      cpf: '714.602.380-01',
      estado: 'PR',
      anotacoes: 'Indicada pela Júlia',
      celular: '41999885544',
      email2: '',
      datadenascimento: '1985-05-15',
    },
  },
  answer: {
    schemas: ['ClientView'],
    fields: {
      estado: { type: 'string', nullable: true, example: 'SP', description: 'State (UF): the same as `uf`.' },
      cpf: {
        type: 'string',
        example: '52998224725',
        description: "A person's CPF (`documento`), or a company's responsible person's CPF (`cpf_responsavel`); only on clients with one.",
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
      ...Object.fromEntries(
        Object.entries(CLIENT_ME_NAMES).map(([me, ours]) => [
          me,
          { type: 'string', nullable: true, ...(/^data/.test(ours) ? { format: 'date' } : {}), description: `The same as \`${ours}\`.` },
        ]),
      ),
      anotacoes: { type: 'string', nullable: true, example: 'Indicada pela Júlia', description: 'Notes: the same as `observacoes`.' },
    },
    add: (c) => {
      const company = c.tipo_pessoa === 'J';
      return {
        estado: c.uf ?? null,
        ...(c.documento ? { [company ? 'cnpjpj' : 'cpf']: c.documento } : {}),
        ...(company && c.cpf_responsavel ? { cpf: c.cpf_responsavel } : {}),
        tipocadastro: company ? 1 : 0,
        datadecadastro: c.datacadastro,
        ...Object.fromEntries(Object.entries(CLIENT_ME_NAMES).map(([me, ours]) => [me, c[ours] ?? null])),
        anotacoes: c.observacoes ?? null,
      };
    },
  },
};

/** Notification kinds whose `data` carries clients as the clients endpoints answer them, ME's fields included. */
export const CLIENT_NOTIFICATIONS = ['customer_created', 'customer_updated'] as const;
