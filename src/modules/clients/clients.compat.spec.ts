import { addAnswerFields, resolveBody } from '../../common/compat/compat-table';
import { CLIENT_ME_NAMES, CLIENTS_COMPAT } from './clients.compat';

describe("clients' ME Eventos table", () => {
  it('takes cpf, cnpjpj, estado and anotacoes for our names', () => {
    const body = { nome: 'A', cpf: '52998224725', estado: 'SP', anotacoes: 'x' };
    resolveBody(CLIENTS_COMPAT, body);
    expect(body).toEqual({ nome: 'A', documento: '52998224725', uf: 'SP', observacoes: 'x' });
  });

  it("takes a company's cpf beside its cnpjpj as the responsible person's CPF", () => {
    const withCnpj = { nome: 'A', cnpjpj: '11222333000181', cpf: '52998224725' };
    const byKind = { nome: 'B', tipocadastro: '1', cpf: '52998224725' };
    resolveBody(CLIENTS_COMPAT, [withCnpj, byKind]);
    expect(withCnpj).toEqual({ nome: 'A', documento: '11222333000181', cpf_responsavel: '52998224725' });
    expect(byKind).toEqual({ nome: 'B', tipocadastro: '1', cpf_responsavel: '52998224725' });
  });

  it("refuses a person's cpf and documento with different values (conflicting_alias)", () => {
    expect(() => resolveBody(CLIENTS_COMPAT, { nome: 'A', tipocadastro: 0, cpf: '52998224725', documento: '11144477735' })).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ field: 'cpf', code: 'conflicting_alias' })] }),
    );
  });

  it("answers a company's responsible person's CPF as cpf, beside its cnpjpj", () => {
    const company: Record<string, unknown> = {
      id: 1,
      tipo_pessoa: 'J',
      documento: '11222333000181',
      cpf_responsavel: '52998224725',
      uf: null,
      datacadastro: '2026-11-26',
    };
    addAnswerFields(CLIENTS_COMPAT, [company]);
    expect(company).toMatchObject({ cnpjpj: '11222333000181', cpf: '52998224725', cpf_responsavel: '52998224725', tipocadastro: 1 });
  });

  it("adds ME's client fields after ours: a company's document as cnpjpj", () => {
    const client: Record<string, unknown> = {
      id: 1,
      nome: 'A',
      tipo_pessoa: 'J',
      documento: '11222333000181',
      uf: 'SP',
      datacadastro: '2026-11-26',
    };
    addAnswerFields(CLIENTS_COMPAT, [client]);
    expect(Object.keys(client).slice(0, 10)).toEqual([
      'id',
      'nome',
      'tipo_pessoa',
      'documento',
      'uf',
      'datacadastro',
      'estado',
      'cnpjpj',
      'tipocadastro',
      'datadecadastro',
    ]);
    expect(client).toMatchObject({ estado: 'SP', cnpjpj: '11222333000181', tipocadastro: 1 });
  });

  it("answers a person's document as cpf, and neither without one", () => {
    const [person, none]: Record<string, unknown>[] = [
      { id: 1, tipo_pessoa: 'F', documento: '52998224725', uf: null, datacadastro: '2026-11-26' },
      { id: 2, tipo_pessoa: 'F', documento: null, uf: 'PR', datacadastro: '2026-11-26' },
    ];
    addAnswerFields(CLIENTS_COMPAT, [person, none]);
    expect(person).toMatchObject({ estado: null, cpf: '52998224725', tipocadastro: 0 });
    expect(none).not.toHaveProperty('cpf');
    expect(none).not.toHaveProperty('cnpjpj');
  });

  it("takes ME's other client fields for ours, and answers them under ME's names too", () => {
    const body = {
      nome: 'A',
      telefone2: '3132225555',
      razaosocial: 'A LTDA',
      municipal: '123',
      estadopj: 'MG',
      datadenascimento: '15/05/1985',
    };
    resolveBody(CLIENTS_COMPAT, body);
    expect(body).toEqual({
      nome: 'A',
      telefone_2: '3132225555',
      razao_social: 'A LTDA',
      inscricao_municipal: '123',
      uf_pj: 'MG',
      data_nascimento: '15/05/1985',
    });
    const client: Record<string, unknown> = { id: 1, tipo_pessoa: 'J', documento: null, uf: null, datacadastro: '2026-11-26', ...body };
    addAnswerFields(CLIENTS_COMPAT, [client]);
    expect(client).toMatchObject({ telefone2: '3132225555', razaosocial: 'A LTDA', municipal: '123', estadopj: 'MG', email2: null });
    expect(Object.keys(CLIENT_ME_NAMES)).toHaveLength(24);
  });
});
