import { applyTipoCadastro, tipoPessoaOf } from './clients.rules';

describe('tipocadastro', () => {
  it('reads 0 as a person and 1 as a company', () => {
    expect(tipoPessoaOf(0)).toBe('F');
    expect(tipoPessoaOf(1)).toBe('J');
  });

  it('gives the kind without a document, and agrees with a document of the same kind', () => {
    expect(applyTipoCadastro(1, null, 'tipocadastro')).toEqual({ tipo_pessoa: 'J' });
    expect(applyTipoCadastro(0, 'F', 'tipocadastro')).toEqual({ tipo_pessoa: 'F' });
    expect(applyTipoCadastro(1, 'J', '[2].tipocadastro')).toEqual({ tipo_pessoa: 'J' });
  });

  it('refuses a kind the document contradicts, on the field as sent', () => {
    expect(applyTipoCadastro(1, 'F', '[1].tipocadastro')).toEqual({
      problem: {
        field: '[1].tipocadastro',
        code: 'document_kind_mismatch',
        message: 'tipocadastro is 1 (a company) but the document is a CPF (a person)',
      },
    });
    expect(applyTipoCadastro(0, 'J', 'tipocadastro')).toMatchObject({ problem: { code: 'document_kind_mismatch' } });
  });
});
