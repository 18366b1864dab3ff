import { createHash } from 'node:crypto';

import { D, DecimalInput } from '../../common/decimal';
import { budgetLineTotal, budgetTotal } from './budget-totals.rules';
import type { Budget } from './entities/budget.entity';
import type { BudgetItem } from './entities/budget-item.entity';

/** The payment terms of a proposal, with their defaults applied. */
export interface PaymentTerms {
  entrada_percentual: number;
  parcelas: number;
  primeiro_vencimento: string | null;
  forma_pagamento: string;
  cobrar_entrada: boolean;
}

export const termsOf = (b: Budget): PaymentTerms => ({
  entrada_percentual: Number(b.entrada_percentual ?? 0),
  parcelas: b.parcelas ?? 1,
  primeiro_vencimento: b.primeiro_vencimento ?? null,
  forma_pagamento: b.forma_pagamento ?? 'boleto',
  cobrar_entrada: Boolean(b.cobrar_entrada),
});

const amount = (v: DecimalInput | null | undefined, places = 2) => new D(v ?? 0).toFixed(places);

/**
 * The canonical content of a proposal version: everything the client reads and agrees to, in a
 * fixed order with amounts as fixed-point strings (so that both databases' readings give the same
 * text). Its SHA-256 is the version an answer names. The budget's event link is left out: the
 * booking an acceptance makes sets it, and the accepted version stays the current one.
 */
export function canonicalProposal(b: Budget, sequencia: number, items: BudgetItem[]): string {
  const lines = [...items].sort((x, y) => x.ordem - y.ordem || x.id - y.id);
  return JSON.stringify({
    proposta: `${b.id}-${sequencia}`,
    id_cliente: b.id_cliente ?? null,
    evento: {
      nome: b.nome_evento ?? null,
      data: b.data_evento ?? null,
      id_tipo_evento: b.id_tipo_evento ?? null,
      id_local: b.id_local ?? null,
      numero_convidados: b.numero_convidados ?? null,
    },
    itens: lines.map((i) => [
      i.tipo,
      i.idproduto,
      i.nome_produto,
      i.descricao ?? null,
      amount(i.quantidade, 3),
      amount(i.ndias, 3),
      amount(i.valor),
      amount(i.desconto),
      i.tipocalculo,
      amount(i.valoradd),
      amount(budgetLineTotal(i)),
    ]),
    total: amount(budgetTotal(lines)),
    condicoes: { ...termsOf(b), entrada_percentual: amount(b.entrada_percentual) },
    validade: b.validade ?? null,
    observacoes: b.observacoes ?? null,
  });
}

/** SHA-256 (hex) of the version's canonical content. */
export const proposalVersion = (b: Budget, sequencia: number, items: BudgetItem[]): string =>
  createHash('sha256')
    .update(canonicalProposal(b, sequencia, items))
    .digest('hex');
