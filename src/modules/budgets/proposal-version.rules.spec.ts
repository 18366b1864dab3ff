import type { Budget } from './entities/budget.entity';
import type { BudgetItem } from './entities/budget-item.entity';
import { canonicalProposal, proposalVersion } from './proposal-version.rules';

const budget = (over: Partial<Budget> = {}) =>
  ({
    id: 5,
    id_cliente: 1,
    idevento: null,
    observacoes: 'nota',
    validade: '2026-12-31',
    entrada_percentual: 30,
    parcelas: 3,
    ...over,
  }) as Budget;
const item = (over: Partial<BudgetItem> = {}) =>
  ({
    id: 1,
    ordem: 1,
    tipo: 'produto',
    idproduto: 1,
    nome_produto: 'Bolo',
    descricao: null,
    quantidade: 1,
    ndias: 1,
    valor: 950,
    desconto: 0,
    tipocalculo: 'R$',
    valoradd: 0,
    ...over,
  }) as BudgetItem;

describe('proposal version', () => {
  it('is the same for the same content however the driver reads the numbers', () => {
    const fromSqlite = proposalVersion(budget(), 1, [item()]);
    const fromMysql = proposalVersion(budget({ entrada_percentual: '30.00' as unknown as number }), 1, [
      item({ valor: '950.00' as unknown as number, quantidade: '1.000' as unknown as number }),
    ]);
    expect(fromMysql).toBe(fromSqlite);
    expect(fromSqlite).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with anything the client reads: a line, the terms, the validity, the notes, the proposal number', () => {
    const base = proposalVersion(budget(), 1, [item()]);
    expect(proposalVersion(budget(), 1, [item({ valor: 900 })])).not.toBe(base);
    expect(proposalVersion(budget({ parcelas: 4 }), 1, [item()])).not.toBe(base);
    expect(proposalVersion(budget({ validade: '2027-01-31' }), 1, [item()])).not.toBe(base);
    expect(proposalVersion(budget({ observacoes: 'outra' }), 1, [item()])).not.toBe(base);
    expect(proposalVersion(budget(), 2, [item()])).not.toBe(base);
  });

  it('does not change when the booking links the event, and orders lines by ordem', () => {
    const base = proposalVersion(budget(), 1, [item(), item({ id: 2, ordem: 2, idproduto: 2 })]);
    expect(proposalVersion(budget({ idevento: 7 }), 1, [item({ id: 2, ordem: 2, idproduto: 2 }), item()])).toBe(base);
    expect(canonicalProposal(budget(), 1, [item()])).toContain('"total":"950.00"');
  });
});
