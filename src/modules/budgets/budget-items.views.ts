import { BudgetItemDto } from './dto/budget-item.dto';
import { BudgetItem } from './entities/budget-item.entity';

/** The view of a budget item: the documented budget item fields, DECIMAL columns as numbers. */
export const toBudgetItemView = (i: BudgetItem): BudgetItemDto => ({
  id: i.id,
  idproduto: i.idproduto,
  idorcamento: i.idorcamento,
  idevento: i.idevento ?? 0,
  quantidade: Number(i.quantidade),
  desconto: Number(i.desconto),
  tipocalculo: i.tipocalculo,
  valor: Number(i.valor),
  valorepoca: Number(i.valorepoca),
  valoradd: Number(i.valoradd),
  tipo: i.tipo,
  campoextra: i.campoextra ?? null,
  descricao: i.descricao ?? null,
  ordem: i.ordem,
  ndias: Number(i.ndias),
  formato: i.formato ?? null,
  datacadastro: i.datacadastro,
  nome_produto: i.nome_produto,
  medida: i.medida ?? null,
});
