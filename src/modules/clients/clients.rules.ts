import type { FieldError } from '../../common/errors';

/** `tipo_pessoa` of ME Eventos' `tipocadastro`: 0 a person (`F`), 1 a company (`J`). */
export const tipoPessoaOf = (tipocadastro: 0 | 1): 'F' | 'J' => (tipocadastro === 1 ? 'J' : 'F');

/**
 * The `tipo_pessoa` a client ends with when `tipocadastro` is sent, or the problem with it: with a
 * document (`documentKind`, the kind its CPF or CNPJ gives) the two must agree; without one,
 * `tipocadastro` gives the kind.
 */
export function applyTipoCadastro(
  tipocadastro: 0 | 1,
  documentKind: string | null,
  field: string,
): { tipo_pessoa: 'F' | 'J' } | { problem: FieldError } {
  const kind = tipoPessoaOf(tipocadastro);
  if (documentKind === null || documentKind === kind) return { tipo_pessoa: kind };
  const [sent, doc] = kind === 'J' ? ['1 (a company)', 'a CPF (a person)'] : ['0 (a person)', 'a CNPJ (a company)'];
  return {
    problem: {
      field,
      code: 'document_kind_mismatch',
      message: `${field.replace(/^.*[.\]]/, '')} is ${sent} but the document is ${doc}`,
    },
  };
}
