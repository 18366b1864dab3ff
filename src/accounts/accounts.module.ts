import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { TokenAuthenticator } from '../common/auth/token-authenticator';
import { AccountController } from './account.controller';
import { AccountDirectory } from './account-directory';
import { AccountsService } from './accounts.service';
import { Account } from './entities/account.entity';
import { ApiToken } from './entities/api-token.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Account, ApiToken])],
  controllers: [AccountController],
  providers: [
    AccountsService,
    // The AuthGuard's port (defined in common) and the modules' narrow one, both this service.
    { provide: TokenAuthenticator, useExisting: AccountsService },
    { provide: AccountDirectory, useExisting: AccountsService },
  ],
  exports: [AccountsService, TokenAuthenticator, AccountDirectory],
})
export class AccountsModule {}
