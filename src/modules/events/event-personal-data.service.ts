import { Injectable } from '@nestjs/common';

import { type AnonymizedRows, identifyingValues, type PersonalRows } from '../../common/privacy/personal-data';
import type { RequestContext, TxContext } from '../../common/request-context';
import { EventView } from './dto/event-view.dto';
import { EVENT_PERSONAL_DATA } from './entities/event.personal-data';
import { EventRepository } from './events.repository';
import { eventView } from './events.service';

/** The events' part of a person's export and anonymisation (EVENT_PERSONAL_DATA). */
@Injectable()
export class EventPersonalData {
  constructor(private readonly events: EventRepository) {}

  /** The client's events, by ID. */
  async ofClient(ctx: RequestContext, clientId: number): Promise<PersonalRows<EventView> & { ids: number[] }> {
    const rows = await this.events.rowsWhereIn(ctx.account.id, 'id_cliente', [clientId], ctx.tx?.manager);
    return {
      rows: rows.map(eventView),
      ids: rows.map((r) => r.id),
      values: rows.flatMap((r) => identifyingValues(EVENT_PERSONAL_DATA, r)),
    };
  }

  /** Replaces the personal columns (name, notes) of the client's events, in the caller's transaction. */
  async anonymizeOfClient(ctx: TxContext, clientId: number): Promise<AnonymizedRows> {
    const { account, tx } = ctx;
    const rows = await this.events.rowsWhereIn(account.id, 'id_cliente', [clientId], tx.manager);
    const changed = await this.events.anonymize(account.id, rows, EVENT_PERSONAL_DATA, tx.manager);
    return { ids: rows.map((r) => r.id), values: rows.flatMap((r) => identifyingValues(EVENT_PERSONAL_DATA, r)), changed };
  }
}
