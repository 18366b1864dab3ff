import { Injectable } from '@nestjs/common';

import { listOptions, listPage } from '../../common/list-page';
import { parseProposalRef } from '../../common/order-ref';
import { buildPagination, Page } from '../../common/pagination';
import { BUDGET_ITEM_SORT_COLUMNS, BudgetItemsRepository } from './budget-items.repository';
import { toBudgetItemView } from './budget-items.views';
import { BudgetProposalsRepository } from './budget-proposals.repository';
import { BudgetsRepository } from './budgets.repository';
import { BudgetItemDto } from './dto/budget-item.dto';

export interface BudgetItemsListQuery {
  idorcamento?: number;
  proposta?: string;
  field_sort?: string;
  sort: 'asc' | 'desc';
  page: number;
  limit: number;
}

/**
 * The budget path of `GET /api/v1/orders?idorcamento=`: items of one proposal of the budget,
 * `proposta` when given, otherwise the current proposal. An unknown budget or proposal (or one
 * of another account, or a `proposta` of another budget) is an empty page.
 */
@Injectable()
export class BudgetItemsQuery {
  constructor(
    private readonly budgets: BudgetsRepository,
    private readonly proposals: BudgetProposalsRepository,
    private readonly items: BudgetItemsRepository,
  ) {}

  async list(accountId: number, q: BudgetItemsListQuery): Promise<Page<BudgetItemDto>> {
    const empty = { data: [], pagination: buildPagination(q.page, q.limit, 0) };
    const budget = await this.budgets.findById(accountId, q.idorcamento!);
    if (!budget) return empty;
    let sequencia = budget.proposta_atual;
    if (q.proposta !== undefined) {
      const ref = parseProposalRef(q.proposta);
      if (!ref || ref.budgetId !== budget.id) return empty;
      sequencia = ref.sequence;
    }
    const proposal = await this.proposals.find(accountId, budget.id, sequencia);
    if (!proposal) return empty;
    const source = this.items.listSource(accountId, (qb) =>
      qb.andWhere('bi.idorcamento = :budgetId AND bi.idproposta = :proposalId', { budgetId: budget.id, proposalId: proposal.id }),
    );
    return listPage(source, listOptions(q, BUDGET_ITEM_SORT_COLUMNS), toBudgetItemView);
  }
}
