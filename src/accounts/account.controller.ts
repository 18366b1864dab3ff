import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';

import { Ctx, RequestContext } from '../common/request-context';
import { TOKEN_FORMATOS, TokenFormato } from './token-formato';

export class AccountView {
  @ApiProperty({ example: 1 })
  id: number;
  @ApiProperty({ example: 'Buffet Alegria' })
  nome: string;
  /** IANA time zone used for registration dates and webhook timestamps. */
  @ApiProperty({ example: 'America/Sao_Paulo' })
  timezone: string;
  /**
   * The `<conta>` of ME Eventos' addresses: every route also answers under `/<slug>/api/v1/...`, so
   * that an integration moved from ME Eventos changes only its host. Set with the CLI (`account:slug`).
   */
  @ApiProperty({ example: 'buffet-alegria', pattern: '^[a-z0-9][a-z0-9_-]{0,59}$' })
  slug: string;
  /**
   * The form of the values this token's answers carry: `nativo`, or `me-eventos` for values ME
   * Eventos writes in a form of its own (`pago` as `"sim"`/`"nao"`). Chosen at `token:create`.
   */
  @ApiProperty({ enum: TOKEN_FORMATOS, example: 'nativo' })
  formato: TokenFormato;
}

@ApiTags('account')
@Controller('account')
export class AccountController {
  @Get()
  @ApiOperation({
    summary: "The token's account",
    description:
      'Answers the account the API token belongs to, so an integration can check its token, with its slug (every route also ' +
      "answers under `/<slug>/api/v1/...`, as ME Eventos' addresses name the account) and the token's `formato`. " +
      'Accounts and tokens are managed with the CLI.',
  })
  @ApiOkResponse({ type: AccountView })
  view(@Ctx() ctx: RequestContext): AccountView {
    return {
      id: ctx.account.id,
      nome: ctx.account.nome,
      timezone: ctx.account.timezone,
      slug: ctx.account.slug ?? '',
      formato: ctx.token?.formato ?? 'nativo',
    };
  }
}
