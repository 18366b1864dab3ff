import { Module } from '@nestjs/common';
import { BudgetsModule } from '../../modules/budgets/budgets.module';
import { ClientsModule } from '../../modules/clients/clients.module';
import { LookupsModule } from '../../modules/lookups/lookups.module';
import { CompatNames } from './compat-names';

/**
 * The ME Eventos compatibility layer's one provider that reads data (the names its answer
 * fields need). Kept out of the feature modules, whose controllers use the layer, so that none
 * of them imports the others for it (budgets already import events).
 */
@Module({
  imports: [LookupsModule, ClientsModule, BudgetsModule],
  providers: [CompatNames],
  exports: [CompatNames],
})
export class CompatModule {}
