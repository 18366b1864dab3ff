import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A budget item, as `GET /api/v1/orders?idorcamento=` and the budget view return it. */
export class BudgetItemDto {
  id: number;
  idproduto: number;
  idorcamento: number;
  /** Event ID; 0 when the budget has no event. */
  idevento: number;
  quantidade: number;
  desconto: number;
  /** `R$` (amount) or `%` (percentage): how `desconto` is read. */
  tipocalculo: string;
  valor: number;
  /** Catalogue value at the time. */
  valorepoca: number;
  valoradd: number;
  @ApiProperty({ enum: ['produto', 'item'] })
  tipo: string;
  campoextra: string | null;
  descricao: string | null;
  ordem: number;
  ndias: number;
  formato: string | null;
  datacadastro: string;
  nome_produto: string;
  medida: string | null;
  /**
   * Equipment lines (`tipo` `item`) of a budget with an event, in the reads (`GET /api/v1/budgets/{id}`,
   * `GET /api/v1/orders?idorcamento=`): the fewest units of the equipment free on the event's days
   * (stock minus what event orders reserve; negative when overbooked). Null for products and
   * without an event. Budgets themselves reserve nothing.
   */
  @ApiPropertyOptional({ type: Number, nullable: true, example: 20 })
  disponivel?: number | null;
}
