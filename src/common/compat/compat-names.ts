import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../request-context';
import { BudgetsService } from '../../modules/budgets/budgets.service';
import { ClientsService } from '../../modules/clients/clients.service';
import { LookupsService } from '../../modules/lookups/lookups.service';
import type { CompatFound, CompatNeed } from './compat-table';

/**
 * Reads what ME's answer fields need besides the rows, through the owning modules' services:
 * one statement per need and answer, for all its rows at once (none when no row names one).
 */
@Injectable()
export class CompatNames {
  constructor(
    private readonly lookups: LookupsService,
    private readonly clients: ClientsService,
    private readonly budgets: BudgetsService,
  ) {}

  async find(ctx: RequestContext, ids: Partial<Record<CompatNeed, number[]>>): Promise<Partial<CompatFound>> {
    const read = async (need: CompatNeed, load: (ids: number[]) => Promise<Map<number, string | number>>) => {
      const wanted = ids[need];
      return [need, wanted && wanted.length > 0 ? await load(wanted) : new Map<number, string | number>()] as const;
    };
    const found = await Promise.all([
      read('eventtype', (i) => this.lookups.namesOf(ctx, 'eventtype', i)),
      read('eventlocation', (i) => this.lookups.namesOf(ctx, 'eventlocation', i)),
      read('client', (i) => this.clients.namesOf(ctx, i)),
      read('firstBudget', (i) => this.budgets.firstBudgetsOf(ctx, i)),
    ]);
    return Object.fromEntries(found) as Partial<CompatFound>;
  }
}
