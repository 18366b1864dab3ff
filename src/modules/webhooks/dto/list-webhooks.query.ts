import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

import { indexed, listCost, SortField } from '../../../common/list-cost';
import { ListQuery } from '../../../common/pagination';
import { toBool } from './webhook-fields';

/** The cost of the webhooks list (bounded cost, see list-cost.ts): an account holds a bounded number of webhooks. */
export const WEBHOOK_LIST_COST = listCost({
  route: 'GET /api/v1/webhooks',
  rows: 'webhooks',
  filters: ['active'],
  narrowing: [],
  narrowedBy: 'an account holds at most `WEBHOOKS_PER_ACCOUNT_MAX` webhooks (20 by default)',
  sorts: { id: indexed(), url: indexed(), created_at: indexed() },
});
export class ListWebhooksQuery extends ListQuery {
  @SortField(WEBHOOK_LIST_COST, { enumName: 'WebhookSortField', lead: 'Sort field' })
  override field_sort?: string = undefined;

  /** Only active (`true`) or inactive (`false`) webhooks. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  active?: boolean;
}
