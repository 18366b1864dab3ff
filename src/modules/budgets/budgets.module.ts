import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CompatModule } from '../../common/compat/compat.module';
import { moduleCompat } from '../../common/compat/compat-registry';
import { moduleReferences } from '../../database/references';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ClientsModule } from '../clients/clients.module';
import { EventsModule } from '../events/events.module';
import { LookupsModule } from '../lookups/lookups.module';
import { BudgetAnswersRepository } from './budget-answers.repository';
import { BudgetFollowUpsRepository } from './budget-follow-ups.repository';
import { BudgetItemsRepository } from './budget-items.repository';
import { BudgetItemsBuilder } from './budget-items-builder.service';
import { BudgetItemsQuery } from './budget-items-query.service';
import { BudgetPersonalData } from './budget-personal-data.service';
import { BudgetProposalsRepository } from './budget-proposals.repository';
import { BUDGET_NOTIFICATIONS, BUDGETS_COMPAT } from './budgets.compat';
import { BudgetsController } from './budgets.controller';
import { BudgetsRepository } from './budgets.repository';
import { BudgetsService } from './budgets.service';
import { Budget } from './entities/budget.entity';
import { BudgetAnswer } from './entities/budget-answer.entity';
import { BudgetFollowUp } from './entities/budget-follow-up.entity';
import { BudgetItem } from './entities/budget-item.entity';
import { BudgetProposal } from './entities/budget-proposal.entity';

/** Other modules call BudgetsService only; the orders list reads budget items through it. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Budget, BudgetProposal, BudgetItem, BudgetFollowUp, BudgetAnswer]),
    CatalogueModule,
    ClientsModule,
    EventsModule,
    LookupsModule,
    CompatModule,
  ],
  controllers: [BudgetsController],
  providers: [
    BudgetsService,
    BudgetPersonalData,
    BudgetItemsBuilder,
    BudgetItemsQuery,
    BudgetsRepository,
    BudgetProposalsRepository,
    BudgetItemsRepository,
    BudgetFollowUpsRepository,
    BudgetAnswersRepository,
    // Budgets name a client and an event, their items an event: neither is deleted while they do.
    moduleReferences('budgets', [BudgetsRepository, BudgetItemsRepository], (budgets: BudgetsRepository, items: BudgetItemsRepository) => ({
      client: [budgets.referencesBy('id_cliente')],
      event: [budgets.referencesBy('idevento'), items.referencesBy('idevento')],
    })),
    // An event's first budget, for ME's `idorcamento` on the events' answers.
    moduleCompat('budgets', [BudgetsService], (budgets: BudgetsService) => ({
      tables: [BUDGETS_COMPAT],
      names: { firstBudget: (ctx, ids) => budgets.firstBudgetsOf(ctx, ids) },
      // Receivers written for ME Eventos find its names in the budget notifications too.
      notifications: { kinds: BUDGET_NOTIFICATIONS, table: BUDGETS_COMPAT },
    })),
  ],
  exports: [BudgetsService, BudgetPersonalData],
})
export class BudgetsModule {}
