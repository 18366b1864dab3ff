import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { ApiErrors } from '../../common/http/api-errors';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import {
  AvailabilityPeriodQuery,
  EquipmentAvailability,
  EquipmentAvailabilityPage,
  ListAvailabilityQuery,
} from '../catalogue/dto/equipment-availability.dto';
import { EquipmentAvailabilityService } from './equipment-availability.service';

const RESERVATION_RULE =
  'An order item of tipo 7 (`id_item`) reserves its `quantidade` of the equipment on every day of its event, from `data_evento` to `data_fim` (`data_evento` alone when none); `ndias` prices the rental and does not move it. Cancelled events reserve nothing; budgets reserve nothing. The period (`start` to `end`, both included) covers at most 366 days, else 400; its cost is the period asked, not the account’s history.';

@ApiTags('catalogue')
@Controller('equipment')
export class EquipmentAvailabilityController {
  constructor(private readonly availability: EquipmentAvailabilityService) {}

  @Get('availability')
  @ApiOperation({
    summary: 'Availability of every equipment over a period',
    description: `${RESERVATION_RULE}\n\nEach equipment of the account (list rules: \`page\`, \`limit\`, \`field_sort\` \`id\` or \`nome\`, \`search\`) with \`disponivel\`, the fewest units free on any day of the period (negative when overbooked), the first \`dia\` on which that happens and \`reservado\` then (\`start\` when nothing is reserved).`,
  })
  @ApiOkResponse({ type: EquipmentAvailabilityPage })
  @ApiErrors(400)
  list(@Ctx() ctx: RequestContext, @Query() query: ListAvailabilityQuery) {
    return this.availability.list(ctx, query);
  }

  @Get(':id/availability')
  @ApiOperation({
    summary: 'Availability of one equipment, day by day',
    description: `${RESERVATION_RULE}\n\nEvery day of the period with \`reservado\`, \`disponivel\` (= \`estoque\` − \`reservado\`, negative when overbooked) and the events holding it (\`idevento\`, \`nomeevento\`, \`quantidade\`). Answers the object itself, not wrapped.`,
  })
  @ApiOkResponse({ type: EquipmentAvailability })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Query() query: AvailabilityPeriodQuery) {
    return this.availability.ofEquipment(ctx, id, query.start, query.end);
  }
}
