import { CLIENTS_COMPAT } from '../clients/clients.compat';
import { meDate, punctuated, toMeEventosFormat } from './me-eventos-format.rules';
import { withMeEventosFields } from './webhooks.compat';

/** The client of ME's `customer_created` payload example (docs.meeventos.com.br/webhook/exemplos-payload), as ME sends it. */
const ME_EXAMPLE: Record<string, string> = {
  id: '4094',
  nome: 'João da Silva',
  email: 'joao.silva@email.com',
  email2: '',
  rg: 'MG-12.345.678',
  cpf: '123.456.789-00',
  cep: '30130-110',
  endereco: 'Rua dos Tupis',
  numero: '187',
  complemento: 'Sala 504',
  bairro: 'Centro',
  cidade: 'Belo Horizonte',
  estado: 'MG',
  telefone: '3132225555',
  telefone2: '',
  celular: '31999885544',
  responsavel: 'Maria Silva',
  datadenascimento: '15/05/1985',
  anotacoes: 'Cliente VIP - Eventos corporativos',
  datadecadastro: '18/12/24',
  dditelefone: '55',
  dditelefone2: '',
  ddicelular: '55',
  pais: 'Brasil',
  tipocadastro: '1',
  redesocial: '@joaosilva',
  profissao: 'Empresário',
  estadocivil: 'Casado',
  nacionalidade: 'Brasileiro',
  orgaoexpeditor: 'SSP',
  datadeexpedicao: '10/01/2015',
  pontoreferencia: 'Próximo ao Mercado Central',
  razaosocial: 'João da Silva Eventos LTDA',
  nomefantasia: 'JS Eventos',
  cnpjpj: '12.345.678/0001-90',
  municipal: '123456',
  estadual: '987654321',
  ceppj: '30130-110',
  enderecopj: 'Rua dos Tupis',
  numeropj: '187',
  complementopj: 'Sala 504',
  bairropj: 'Centro',
  cidadepj: 'Belo Horizonte',
  estadopj: 'MG',
  paispj: 'Brasil',
  pontoreferenciapj: 'Próximo ao Mercado Central',
};

describe("webhook bodies in ME Eventos' format", () => {
  it('writes dates, documents and CEPs as ME does', () => {
    expect(meDate('2024-12-18', true)).toBe('18/12/24');
    expect(meDate('1985-05-15', false)).toBe('15/05/1985');
    expect(punctuated('documento', '12345678900')).toBe('123.456.789-00');
    expect(punctuated('documento', '12345678000190')).toBe('12.345.678/0001-90');
    expect(punctuated('cep', '30130110')).toBe('30130-110');
    expect(punctuated('cep', '3013')).toBe('3013');
  });

  it("gives a client the shape of ME's customer_created example: every ME field present, each a string in ME's form", () => {
    // Our client as the clients endpoints answer it (ME's fields added), a company, stored normalised.
    const ours: Record<string, unknown> = {
      id: 4094,
      nome: 'João da Silva',
      tipo_pessoa: 'J',
      documento: '12345678000190',
      email: 'joao.silva@email.com',
      email_2: null,
      telefone: '3132225555',
      telefone_2: null,
      celular: '31999885544',
      ddi_telefone: '55',
      ddi_telefone_2: null,
      ddi_celular: '55',
      rg: 'MG-12.345.678',
      orgao_expedidor: 'SSP',
      data_expedicao: '2015-01-10',
      data_nascimento: '1985-05-15',
      nacionalidade: 'Brasileiro',
      profissao: 'Empresário',
      estado_civil: 'Casado',
      rede_social: '@joaosilva',
      pais: 'Brasil',
      ponto_referencia: 'Próximo ao Mercado Central',
      responsavel: 'Maria Silva',
      razao_social: 'João da Silva Eventos LTDA',
      nome_fantasia: 'JS Eventos',
      inscricao_municipal: '123456',
      inscricao_estadual: '987654321',
      cep: '30130110',
      endereco: 'Rua dos Tupis',
      numero: '187',
      complemento: 'Sala 504',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep_pj: '30130110',
      endereco_pj: 'Rua dos Tupis',
      numero_pj: '187',
      complemento_pj: 'Sala 504',
      bairro_pj: 'Centro',
      cidade_pj: 'Belo Horizonte',
      uf_pj: 'MG',
      pais_pj: 'Brasil',
      ponto_referencia_pj: 'Próximo ao Mercado Central',
      cpf_responsavel: '12345678900',
      id_como_conheceu: null,
      observacoes: 'Cliente VIP - Eventos corporativos',
      datacadastro: '2024-12-18',
    };
    const [sent] = toMeEventosFormat(withMeEventosFields(CLIENTS_COMPAT, [ours])) as Record<string, unknown>[];
    // ME's example has the responsible person's cpf beside the company's cnpjpj: both kept.
    expect(sent).toMatchObject(ME_EXAMPLE);
    for (const [name, value] of Object.entries(sent)) expect([name, typeof value]).toEqual([name, 'string']);
  });

  it('keeps arrays and nested objects, numbers inside them as strings', () => {
    expect(toMeEventosFormat([{ id: 1, itens: [{ quantidade: 2.5, ativo: true, nota: null }], tags: [3, 'x'] }])).toEqual([
      { id: '1', itens: [{ quantidade: '2.5', ativo: true, nota: '' }], tags: ['3', 'x'] },
    ]);
  });

  it('writes pago as ME does ("sim" / "nao"), in the entry and its installments', () => {
    expect(toMeEventosFormat([{ id: 7, pago: true, valor: 150.5, parcelas: [{ id: 8, pago: false }] }])).toEqual([
      { id: '7', pago: 'sim', valor: '150.5', parcelas: [{ id: '8', pago: 'nao' }] },
    ]);
  });
});
