import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ClientsModule } from '../clients/clients.module';
import { EventsModule } from '../events/events.module';
import { LookupsModule } from '../lookups/lookups.module';
import { BudgetItemsQueryService } from './budget-items.reader';
import { BudgetsController } from './budgets.controller';
import { BudgetItemsRepository, BudgetProposalsRepository, BudgetsRepository } from './budgets.repository';
import { BudgetsService } from './budgets.service';
import { Budget, BudgetItem, BudgetProposal } from './entities/budget.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Budget, BudgetProposal, BudgetItem]), CatalogueModule, ClientsModule, EventsModule, LookupsModule],
  controllers: [BudgetsController],
  providers: [BudgetsService, BudgetsRepository, BudgetProposalsRepository, BudgetItemsRepository, BudgetItemsQueryService],
  exports: [BudgetItemsQueryService],
})
export class BudgetsModule {}
