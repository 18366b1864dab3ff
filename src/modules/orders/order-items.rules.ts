import { itemTotal, MAX_MONEY, money, quantity } from '../../common/decimal';

/** 400 message for an item whose total does not fit the DECIMAL(12,2) columns (±9,999,999,999.99). */
export const outOfRangeMessage = (i: number, total: number) =>
  `itens[${i}] totals ${total}, beyond the largest value an item can hold (${MAX_MONEY}): lower valor, quantidade or ndias`;

export const RECALC_FIELDS = ['quantidade', 'ndias', 'valorvenda', 'valordesconto', 'valoradd'] as const;
export const EDITABLE_FIELDS = [...RECALC_FIELDS, 'descricao', 'valortotal'] as const;

export interface EditableItem {
  quantidade: number;
  ndias: number;
  valorvenda: number;
  valordesconto: number;
  valoradd: number;
  valortotal: number;
  descricao: string | null;
}

export interface ItemEdit {
  quantidade?: number;
  ndias?: number;
  descricao?: string | null;
  valorvenda?: number;
  valordesconto?: number;
  valoradd?: number;
  valortotal?: number;
}

/** Why an edit is not acceptable, or null. */
export function editProblem(edit: ItemEdit): 'nothing_to_edit' | 'valortotal_alone' | null {
  const sent = EDITABLE_FIELDS.filter((f) => edit[f] !== undefined);
  if (sent.length === 0) return 'nothing_to_edit';
  if (sent.length === 1 && sent[0] === 'valortotal') return 'valortotal_alone';
  return null;
}

/**
 * Applies an edit: only the fields sent change (rule 5); the total is recalculated when a
 * value field changed (rule 2) and `valortotal`, when sent, replaces the calculation (rule 3).
 */
export function applyEdit<T extends EditableItem>(item: T, edit: ItemEdit): T {
  const next = { ...item };
  if (edit.quantidade !== undefined) next.quantidade = quantity(edit.quantidade);
  if (edit.ndias !== undefined) next.ndias = quantity(edit.ndias);
  if (edit.valorvenda !== undefined) next.valorvenda = money(edit.valorvenda);
  if (edit.valordesconto !== undefined) next.valordesconto = money(edit.valordesconto);
  if (edit.valoradd !== undefined) next.valoradd = money(edit.valoradd);
  if (edit.descricao !== undefined) next.descricao = edit.descricao;
  if (RECALC_FIELDS.some((f) => edit[f] !== undefined)) next.valortotal = itemTotal(next);
  if (edit.valortotal !== undefined) next.valortotal = money(edit.valortotal);
  return next;
}
