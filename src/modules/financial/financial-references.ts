import { Injectable } from '@nestjs/common';

import { Problems } from '../../common/errors';
import { RequestContext } from '../../common/request-context';
import { ClientsService } from '../clients/clients.service';
import { EventsService } from '../events/events.service';
import { LookupsService } from '../lookups/lookups.service';
import { FinancialErrorCode } from './financial.errors';

export interface EntryReferences {
  idevento?: number | null;
  id_cliente?: number | null;
  idcartao?: number | null;
  id_categoria?: number | null;
  rateio?: { id_centro_custo: number }[];
}

/**
 * Checks that every row an entry names belongs to the account (422 otherwise, as for an ID that
 * does not exist), through the owning modules' services, inside the caller's transaction.
 */
@Injectable()
export class FinancialReferences {
  constructor(
    private readonly events: EventsService,
    private readonly clients: ClientsService,
    private readonly lookups: LookupsService,
  ) {}

  async check(ctx: RequestContext, refs: EntryReferences, problems: Problems): Promise<void> {
    const missing = (field: string, label: string, id: number) =>
      problems.add(field, FinancialErrorCode.NotFound, `${label} ${id} does not exist`);
    if (typeof refs.idevento === 'number' && !(await this.events.existingIds(ctx, [refs.idevento])).has(refs.idevento)) {
      missing('idevento', 'event', refs.idevento);
    }
    if (typeof refs.id_cliente === 'number' && !(await this.clients.existingIds(ctx, [refs.id_cliente])).has(refs.id_cliente)) {
      missing('id_cliente', 'client', refs.id_cliente);
    }
    if (typeof refs.idcartao === 'number' && !(await this.lookups.existingIds(ctx, 'cards', [refs.idcartao])).has(refs.idcartao)) {
      missing('idcartao', 'card', refs.idcartao);
    }
    if (
      typeof refs.id_categoria === 'number' &&
      !(await this.lookups.existingIds(ctx, 'financialcategory', [refs.id_categoria])).has(refs.id_categoria)
    ) {
      missing('id_categoria', 'financial category', refs.id_categoria);
    }
    if (refs.rateio?.length) {
      const found = await this.lookups.existingIds(
        ctx,
        'costcenter',
        refs.rateio.map((p) => p.id_centro_custo),
      );
      refs.rateio.forEach((p, i) => {
        if (!found.has(p.id_centro_custo)) missing(`rateio[${i}].id_centro_custo`, 'cost centre', p.id_centro_custo);
      });
    }
  }
}
