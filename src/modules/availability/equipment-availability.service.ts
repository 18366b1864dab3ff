import { Injectable } from '@nestjs/common';

import { Page } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import { CatalogueService } from '../catalogue/catalogue.service';
import { EquipmentAvailability, EquipmentAvailabilitySummary, ListAvailabilityQuery } from '../catalogue/dto/equipment-availability.dto';
import { EventsService } from '../events/events.service';

/** The availability reads: the catalogue's reservations of a period, with the names of the events holding them. */
@Injectable()
export class EquipmentAvailabilityService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly events: EventsService,
  ) {}

  async ofEquipment(ctx: RequestContext, id: number, start: string, end: string): Promise<EquipmentAvailability> {
    const raw = await this.catalogue.availabilityOf(ctx, id, start, end);
    const names = await this.events.namesOf(ctx, [...new Set(raw.dias.flatMap((d) => d.eventos.map((e) => e.idevento)))]);
    return {
      ...raw,
      dias: raw.dias.map((d) => ({
        ...d,
        eventos: d.eventos.map((e) => ({ idevento: e.idevento, nomeevento: names.get(e.idevento) ?? '', quantidade: e.quantidade })),
      })),
    };
  }

  list(ctx: RequestContext, query: ListAvailabilityQuery): Promise<Page<EquipmentAvailabilitySummary>> {
    return this.catalogue.availabilityList(ctx, query);
  }
}
