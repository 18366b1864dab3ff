import { Injectable } from '@nestjs/common';
import { dateInZone } from '../../common/dates';
import { badRequest, Problems } from '../../common/errors';
import { Page, paginate } from '../../common/pagination';
import type { RequestContext, TxContext } from '../../common/request-context';
import { containsPattern, LIKE_ESCAPE } from '../../common/search';
import { countReferences } from '../../database/references';
import { TransactionRunner } from '../../database/transaction';
import { ClientRepository } from '../clients/clients.repository';
import { LookupKind } from '../lookups/lookup-kinds';
import { LookupsService } from '../lookups/lookups.service';
import { EventView } from './dto/event-view.dto';
import { CreateEventDto, EventFieldsDto, UpdateEventDto } from './dto/event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { EventEntity } from './entities/event.entity';
import { endBeforeStart, EventErrorCode, eventInUse, eventNotFound, unknownReferences } from './events.errors';
import { EventRepository } from './events.repository';

/** Strips the owning account and the internal order counter. */
export function eventView(e: EventEntity): EventView {
  const { account_id: _a, ultimo_pedido: _u, ...view } = e;
  return view;
}

/** Which list each reference field names. */
const LOOKUP_REFS: [keyof EventFieldsDto, LookupKind, string][] = [
  ['id_tipo_evento', 'eventtype', 'event type'],
  ['id_local', 'eventlocation', 'location'],
  ['id_vendedor', 'seller', 'seller'],
  ['id_como_conheceu', 'howmet', 'how-met'],
];

const FIELDS = [
  'nome', 'data_evento', 'data_fim', 'hora_inicio', 'hora_fim', 'id_cliente', 'id_tipo_evento', 'id_local', 'id_vendedor',
  'id_como_conheceu', 'numero_convidados', 'status', 'observacoes',
] as const;

function changesOf(dto: CreateEventDto | UpdateEventDto): Partial<EventEntity> {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const v = (dto as Record<string, unknown>)[f];
    if (v !== undefined) out[f] = v === '' ? null : v;
  }
  return out as Partial<EventEntity>;
}

/** Events of the account: the parents of orders and guest lists. */
@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventRepository,
    private readonly clients: ClientRepository,
    private readonly lookups: LookupsService,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(ctx: RequestContext, query: ListEventsQuery): Promise<Page<EventView>> {
    const qb = this.events.query(ctx.account.id);
    if (query.data_inicio) qb.andWhere('event.data_evento >= :from', { from: query.data_inicio });
    if (query.data_fim) qb.andWhere('event.data_evento <= :to', { to: query.data_fim });
    if (query.id_cliente !== undefined) qb.andWhere('event.id_cliente = :cliente', { cliente: query.id_cliente });
    if (query.status) qb.andWhere('event.status = :status', { status: query.status });
    const term = query.search?.trim();
    if (term) qb.andWhere(`event.nome LIKE :term ${LIKE_ESCAPE}`, { term: containsPattern(term) });
    const page = await paginate(qb, query, {
      id: 'event.id',
      nome: 'event.nome',
      data_evento: 'event.data_evento',
      status: 'event.status',
    });
    return { data: page.data.map(eventView), pagination: page.pagination };
  }

  async get(ctx: RequestContext, id: number): Promise<EventView> {
    const row = await this.events.findById(ctx.account.id, id);
    if (!row) throw eventNotFound(id);
    return eventView(row);
  }

  async create(ctx: RequestContext, dto: CreateEventDto): Promise<EventView> {
    const values = changesOf(dto);
    if (values.data_fim && values.data_fim < dto.data_evento) throw endBeforeStart();
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      await this.checkReferences(c, values);
      const row = await this.events.create(
        account.id,
        { status: 'PREVISTO', ...values, datacadastro: dateInZone(new Date(), account.timezone) },
        tx.manager,
      );
      const view = eventView((await this.events.findById(account.id, row.id, tx.manager))!);
      c.emit('event_created', [view]);
      return view;
    });
  }

  /** Partial update: only the fields sent change. */
  async update(ctx: RequestContext, id: number, dto: UpdateEventDto): Promise<EventView> {
    const changes = changesOf(dto);
    if (Object.keys(changes).length === 0) {
      throw badRequest('Validation failed', [{ code: 'empty_update', message: 'Send at least one field to change' }]);
    }
    return this.transactions.run(ctx, async (c) => {
      const { tx } = c;
      const accountId = c.account.id;
      const row = await this.events.findByIdForUpdate(accountId, id, tx.manager);
      if (!row) throw eventNotFound(id);
      const start = changes.data_evento ?? row.data_evento;
      const end = changes.data_fim !== undefined ? changes.data_fim : row.data_fim;
      if (end && end < start) throw endBeforeStart();
      await this.checkReferences(c, changes);
      // Only the columns sent: `ultimo_pedido` belongs to orders and is never written here.
      await this.events.updateColumns(accountId, id, changes, tx.manager);
      const view = eventView((await this.events.findById(accountId, id, tx.manager))!);
      c.emit('event_updated', [view]);
      return view;
    });
  }

  /**
   * 409 while orders (or budgets, financial entries…) reference the event; its guest list is
   * deleted with it.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ event: EventView; guests: number }> {
    return this.transactions.run(ctx, async (c) => {
      const { tx } = c;
      const accountId = c.account.id;
      const row = await this.events.findByIdForUpdate(accountId, id, tx.manager);
      if (!row) throw eventNotFound(id);
      const refs = await countReferences(tx.manager, accountId, ['id_evento', 'idevento'], id, ['events', 'guests']);
      if (refs.length > 0) throw eventInUse(id, refs);
      const event = eventView(row);
      const guests = await this.events.deleteWithGuests(accountId, id, tx.manager);
      c.emit('event_deleted', [event]);
      return { event, guests };
    });
  }

  /** 422 for each reference (client, lookups) that the account does not have. */
  private async checkReferences(ctx: TxContext, values: Partial<EventEntity>): Promise<void> {
    const problems = new Problems();
    if (typeof values.id_cliente === 'number') {
      const found = await this.clients.existingIds(ctx.account.id, [values.id_cliente], ctx.tx.manager);
      if (!found.has(values.id_cliente)) problems.add('id_cliente', EventErrorCode.NotFound, `client ${values.id_cliente} does not exist`);
    }
    for (const [field, kind, label] of LOOKUP_REFS) {
      const id = (values as Record<string, unknown>)[field];
      if (typeof id !== 'number') continue;
      const found = await this.lookups.existingIds(ctx, kind, [id]);
      if (!found.has(id)) problems.add(field, EventErrorCode.NotFound, `${label} ${id} does not exist`);
    }
    if (!problems.empty) throw unknownReferences(problems.list);
  }
}
