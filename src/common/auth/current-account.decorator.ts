import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AccountContext } from '../../accounts/accounts.service';

/** The authenticated caller's account, set by the AuthGuard. */
export const CurrentAccount = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AccountContext => ctx.switchToHttp().getRequest<{ account: AccountContext }>().account,
);
