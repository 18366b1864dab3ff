import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';

import { Ctx, RequestContext } from '../common/request-context';

export class AccountView {
  @ApiProperty({ example: 1 })
  id: number;
  @ApiProperty({ example: 'Buffet Alegria' })
  nome: string;
  /** IANA time zone used for registration dates and webhook timestamps. */
  @ApiProperty({ example: 'America/Sao_Paulo' })
  timezone: string;
}

@ApiTags('account')
@Controller('account')
export class AccountController {
  @Get()
  @ApiOperation({
    summary: "The token's account",
    description:
      'Answers the account the API token belongs to, so an integration can check its token. ' +
      'Accounts and tokens are managed with the CLI.',
  })
  @ApiOkResponse({ type: AccountView })
  view(@Ctx() ctx: RequestContext): AccountView {
    return { id: ctx.account.id, nome: ctx.account.nome, timezone: ctx.account.timezone };
  }
}
