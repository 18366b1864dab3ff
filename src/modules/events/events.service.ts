import { Injectable } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';

import { dateInZone } from '../../common/dates';
import { badRequest, Problems } from '../../common/errors';
import { checkPreconditions } from '../../common/http/etag';
import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import type { RequestContext, TxContext } from '../../common/request-context';
import { containsPattern, LIKE_ESCAPE } from '../../common/search';
import { ReferenceRegistry } from '../../database/references';
import { TransactionRunner } from '../../database/transaction';
import { CatalogueService } from '../catalogue/catalogue.service';
import { ReservationSpan, Shortage, spanOf } from '../catalogue/equipment-reservations.rules';
import { ClientsService } from '../clients/clients.service';
import { LookupKind } from '../lookups/lookup-kinds';
import { LookupsService } from '../lookups/lookups.service';
import { CreateEventDto, EventFieldsDto, UpdateEventDto } from './dto/event.dto';
import { EventView } from './dto/event-view.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { EventEntity } from './entities/event.entity';
import { endBeforeStart, EventErrorCode, eventInUse, eventNotFound, unknownReferences } from './events.errors';
import { EventRepository, EventSummary } from './events.repository';

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
  'nome',
  'data_evento',
  'data_fim',
  'hora_inicio',
  'hora_fim',
  'id_cliente',
  'id_tipo_evento',
  'id_local',
  'id_vendedor',
  'id_como_conheceu',
  'numero_convidados',
  'status',
  'observacoes',
  'informacoes',
  'codigo_interno',
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
    private readonly clients: ClientsService,
    private readonly lookups: LookupsService,
    private readonly transactions: TransactionRunner,
    private readonly references: ReferenceRegistry,
    private readonly catalogue: CatalogueService,
  ) {}

  async list(ctx: RequestContext, query: ListEventsQuery): Promise<Page<EventView>> {
    const place = query.nome_local?.trim();
    // The locations whose name matches, read once (the lookups module owns them); none matching is an empty page.
    const places = place ? [...(await this.lookups.idsNamed(ctx, 'eventlocation', place))] : undefined;
    const term = query.search?.trim();
    // `search` also finds the events of the clients so named (read once; the clients module owns them).
    const named = term ? await this.clients.idsNamed(ctx, term) : [];
    const filter = (qb: SelectQueryBuilder<EventEntity>) => {
      if (query.data_inicio) qb.andWhere('event.data_evento >= :from', { from: query.data_inicio });
      if (query.data_fim) qb.andWhere('event.data_evento <= :to', { to: query.data_fim });
      if (query.id_cliente !== undefined) qb.andWhere('event.id_cliente = :cliente', { cliente: query.id_cliente });
      if (query.id_local !== undefined) qb.andWhere('event.id_local = :local', { local: query.id_local });
      if (places) qb.andWhere(places.length > 0 ? 'event.id_local IN (:...places)' : '1 = 0', { places });
      if (query.status) qb.andWhere('event.status = :status', { status: query.status });
      if (term)
        qb.andWhere(
          named.length > 0
            ? `(event.nome LIKE :term ${LIKE_ESCAPE} OR event.id_cliente IN (:...named))`
            : `event.nome LIKE :term ${LIKE_ESCAPE}`,
          { term: containsPattern(term), named },
        );
    };
    const sortColumns = {
      id: 'event.id',
      nome: 'event.nome',
      data_evento: 'event.data_evento',
      hora_inicio: 'event.hora_inicio',
      numero_convidados: 'event.numero_convidados',
      datacadastro: 'event.datacadastro',
      status: 'event.status',
    };
    return listPage(this.events.listSource(ctx.account.id, filter), listOptions(query, sortColumns), eventView);
  }

  async get(ctx: RequestContext, id: number): Promise<EventView> {
    const row = await this.events.findById(ctx.account.id, id);
    if (!row) throw eventNotFound(id);
    return eventView(row);
  }

  /** The event as the API shows it, or null when the account has no such event (reads in the context's transaction). */
  async find(ctx: RequestContext, id: number): Promise<EventView | null> {
    const row = await this.events.findById(ctx.account.id, id, ctx.tx?.manager);
    return row ? eventView(row) : null;
  }

  /**
   * `find` under the event's row lock, held until the caller's transaction ends: its dates and
   * status cannot move under a write that reserves equipment for it.
   */
  async findForUpdate(ctx: TxContext, id: number): Promise<EventView | null> {
    const row = await this.events.findByIdForUpdate(ctx.account.id, id, ctx.tx.manager);
    return row ? eventView(row) : null;
  }

  /** The account's events dated from `from` to `to` (`YYYY-MM-DD`, both included), by date and ID, as reports show them. */
  inPeriod(ctx: RequestContext, from: string, to: string): Promise<EventSummary[]> {
    return this.events.inPeriod(ctx.account.id, from, to);
  }

  /** The account's events among `ids`, as reports show them. */
  summaries(ctx: RequestContext, ids: number[]): Promise<EventSummary[]> {
    return this.events.summaries(ctx.account.id, ids);
  }

  /** The IDs among `ids` of events of the account. */
  existingIds(ctx: RequestContext, ids: number[]): Promise<Set<number>> {
    return this.events.existingIds(ctx.account.id, ids, ctx.tx?.manager);
  }

  /** `id → nome` of the account's events among `ids` (for views that show the event name). */
  namesOf(ctx: RequestContext, ids: number[]): Promise<Map<number, string>> {
    return this.events.namesOf(ctx.account.id, ids, ctx.tx?.manager);
  }

  /**
   * Hands out the next order number of the event (`ultimo_pedido`, which only this module
   * writes): gap-free and never reused, since deleting an order never decrements it. Runs in the
   * caller's transaction, which keeps the event locked until it ends. Null when the event is not
   * in the account.
   */
  allocateOrderNumber(ctx: TxContext, eventId: number): Promise<number | null> {
    return this.events.allocateOrderNumber(ctx.account.id, eventId, ctx.tx.manager);
  }

  /**
   * The event's days as equipment reservations see them, read under its row lock (held until the
   * caller's transaction ends, so its dates and status cannot move under a reservation); null
   * when the account has no such event.
   */
  async lockForReservations(ctx: TxContext, id: number): Promise<ReservationSpan | null> {
    const row = await this.events.findByIdForUpdate(ctx.account.id, id, ctx.tx.manager);
    return row ? spanOf(row) : null;
  }

  /** Locks all the account's events until the transaction ends (before a reservations rebuild). */
  lockAllForReservations(ctx: TxContext): Promise<void> {
    return this.events.lockAll(ctx.account.id, ctx.tx.manager);
  }

  /** The reservation spans of the account's events among `ids` (rebuilding reservations). */
  async spansOf(ctx: RequestContext, ids: number[]): Promise<Map<number, ReservationSpan>> {
    const rows = await this.events.findByIds(ctx.account.id, [...new Set(ids)], ctx.tx?.manager);
    return new Map(rows.map((r) => [r.id, spanOf(r)]));
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

  /**
   * Partial update: only the fields sent change. New dates or a status change move the event's
   * equipment reservations in the same transaction (cancelled frees them, re-activated takes
   * them back): 409 `insufficient_stock` where that leaves equipment with stock enforced short,
   * unless `permitir_falta`, whose shortages are answered in `faltas`.
   */
  async update(ctx: RequestContext, id: number, dto: UpdateEventDto): Promise<{ event: EventView; faltas: Shortage[] }> {
    const changes = changesOf(dto);
    if (Object.keys(changes).length === 0) {
      throw badRequest('Validation failed', [{ code: 'empty_update', message: 'Send at least one field to change' }]);
    }
    return this.transactions.run(ctx, async (c) => {
      const { tx } = c;
      const accountId = c.account.id;
      const row = await this.events.findByIdForUpdate(accountId, id, tx.manager);
      if (!row) throw eventNotFound(id);
      await checkPreconditions(c, `event ${id}`, async () => eventView((await this.events.findById(accountId, id, tx.manager))!));
      const start = changes.data_evento ?? row.data_evento;
      const end = changes.data_fim !== undefined ? changes.data_fim : row.data_fim;
      if (end && end < start) throw endBeforeStart();
      await this.checkReferences(c, changes);
      // Only the columns sent: `ultimo_pedido` belongs to orders and is never written here.
      await this.events.updateColumns(accountId, id, changes, tx.manager);
      const datesSent = changes.data_evento !== undefined || changes.data_fim !== undefined;
      const field = changes.data_evento !== undefined ? 'data_evento' : datesSent ? 'data_fim' : 'status';
      const faltas = await this.catalogue.reserve(
        c,
        { eventId: id, before: spanOf(row), after: spanOf({ ...row, ...changes }) },
        { permitirFalta: dto.permitir_falta ?? false, field: () => field, spanField: datesSent ? 'data_fim' : 'status' },
      );
      const view = eventView((await this.events.findById(accountId, id, tx.manager))!);
      c.emit('event_updated', [view]);
      return { event: view, faltas };
    });
  }

  /**
   * 409 while another module's rows reference the event (orders, budgets…: the ReferenceRegistry);
   * the rows that belong to it (its guest list) are deleted with it by their own modules.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ event: EventView; guests: number }> {
    return this.transactions.run(ctx, async (c) => {
      const { tx } = c;
      const accountId = c.account.id;
      const row = await this.events.findByIdForUpdate(accountId, id, tx.manager);
      if (!row) throw eventNotFound(id);
      await checkPreconditions(c, `event ${id}`, async () => eventView((await this.events.findById(accountId, id, tx.manager))!));
      const refs = await this.references.referencesTo(c, 'event', id);
      if (refs.length > 0) throw eventInUse(id, refs);
      const event = eventView(row);
      const removed = await this.references.removeDependents(c, 'event', id);
      await this.events.deleteById(accountId, id, tx.manager);
      const guests = removed.find((r) => r.table === 'guests')?.count ?? 0;
      c.emit('event_deleted', [event]);
      return { event, guests };
    });
  }

  /** 422 for each reference (client, lookups) that the account does not have. */
  private async checkReferences(ctx: TxContext, values: Partial<EventEntity>): Promise<void> {
    const problems = new Problems();
    if (typeof values.id_cliente === 'number') {
      const found = await this.clients.existingIds(ctx, [values.id_cliente]);
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
