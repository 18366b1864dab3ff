import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountController } from './account.controller';
import { AccountsService } from './accounts.service';
import { Account } from './entities/account.entity';
import { ApiToken } from './entities/api-token.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Account, ApiToken])],
  controllers: [AccountController],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
