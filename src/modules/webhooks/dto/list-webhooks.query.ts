import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

import { ListQuery } from '../../../common/pagination';
import { toBool } from './webhook-fields';

const WEBHOOK_SORT = ['id', 'url', 'created_at'] as const;
export class ListWebhooksQuery extends ListQuery {
  /** Sort field. */
  @ApiPropertyOptional({ enum: WEBHOOK_SORT, enumName: 'WebhookSortField', default: 'id' })
  @IsOptional()
  @IsIn(WEBHOOK_SORT as unknown as string[])
  override field_sort?: string = undefined;

  /** Only active (`true`) or inactive (`false`) webhooks. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  active?: boolean;
}
