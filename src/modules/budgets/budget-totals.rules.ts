import { D, DecimalInput, money } from '../../common/decimal';

export const TIPOCALCULO = ['R$', '%'] as const;

export interface BudgetLine {
  valor: DecimalInput;
  quantidade: DecimalInput;
  ndias: DecimalInput;
  desconto?: DecimalInput | null;
  valoradd?: DecimalInput | null;
  /** `%`: desconto is a percentage of valor × quantidade × ndias; anything else (`R$`): an amount. */
  tipocalculo?: string | null;
}

/** (valor × quantidade × ndias) − discount + valoradd, half-up to 2 places. */
export function budgetLineTotal(line: BudgetLine): number {
  const gross = new D(line.valor).times(line.quantidade).times(line.ndias);
  const discount = line.tipocalculo === '%' ? gross.times(line.desconto ?? 0).dividedBy(100) : new D(line.desconto ?? 0);
  return money(gross.minus(discount).plus(line.valoradd ?? 0));
}

/** Sum of the line totals (each rounded first, as shown to the client). */
export function budgetTotal(lines: BudgetLine[]): number {
  return money(lines.reduce((sum, l) => sum.plus(budgetLineTotal(l)), new D(0)));
}
