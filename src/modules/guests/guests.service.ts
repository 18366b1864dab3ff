import { Injectable } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';

import { dateInZone } from '../../common/dates';
import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import type { RequestContext, TxContext } from '../../common/request-context';
import { containsPattern, digitsOnly, LIKE_ESCAPE } from '../../common/search';
import { TransactionRunner } from '../../database/transaction';
import { EventsService } from '../events/events.service';
import { CreateGuestDto } from './dto/guest.dto';
import { GuestView } from './dto/guest-view.dto';
import { ListGuestsQuery } from './dto/list-guests.query';
import { Guest } from './entities/guest.entity';
import { guestEventNotFound, guestNotFound } from './guests.errors';
import { GuestRepository } from './guests.repository';

export function guestView(g: Guest): GuestView {
  const { account_id: _omit, ...view } = g;
  return view;
}

const orNull = (v: string | null | undefined): string | null => (v === undefined || v === null || v === '' ? null : v);

/** Guest lists of events. */
@Injectable()
export class GuestsService {
  constructor(
    private readonly guests: GuestRepository,
    private readonly events: EventsService,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(ctx: RequestContext, query: ListGuestsQuery): Promise<Page<GuestView>> {
    const term = query.search?.trim();
    const filter = (qb: SelectQueryBuilder<Guest>) => {
      if (query.id_evento !== undefined) qb.andWhere('guest.id_evento = :evento', { evento: query.id_evento });
      if (query.presenca) qb.andWhere('guest.presenca = :presenca', { presenca: query.presenca });
      if (!term) return;
      const conditions = [
        `guest.nome LIKE :text ${LIKE_ESCAPE}`,
        `guest.sobrenome LIKE :text ${LIKE_ESCAPE}`,
        `guest.email LIKE :text ${LIKE_ESCAPE}`,
      ];
      const params: Record<string, string> = { text: containsPattern(term) };
      // Phones are stored as digits: strip the punctuation from the term too.
      const phone = digitsOnly(term);
      if (phone) {
        conditions.push(`guest.telefone LIKE :phone ${LIKE_ESCAPE}`);
        params.phone = containsPattern(phone);
      }
      qb.andWhere(`(${conditions.join(' OR ')})`, params);
    };
    return listPage(this.guests.listSource(ctx.account.id, filter), listOptions(query, { id: 'guest.id', nome: 'guest.nome' }), guestView);
  }

  async get(ctx: RequestContext, id: number): Promise<GuestView> {
    const row = await this.guests.findById(ctx.account.id, id);
    if (!row) throw guestNotFound(id);
    return guestView(row);
  }

  /** Deletes the guest list of an event being deleted (in its transaction); returns how many guests went. */
  removeOfEvent(ctx: TxContext, eventId: number): Promise<number> {
    return this.guests.deleteOfEvent(ctx.account.id, eventId, ctx.tx.manager);
  }

  async create(ctx: RequestContext, dto: CreateGuestDto): Promise<GuestView> {
    return this.transactions.run(ctx, async (c) => {
      const { account, tx } = c;
      // The event must exist in the account (another account's event answers the same 422).
      const found = await this.events.existingIds(c, [dto.id_evento]);
      if (!found.has(dto.id_evento)) throw guestEventNotFound(dto.id_evento);
      const row = await this.guests.create(
        account.id,
        {
          id_evento: dto.id_evento,
          nome: dto.nome,
          sobrenome: orNull(dto.sobrenome),
          email: orNull(dto.email),
          telefone: dto.telefone ? digitsOnly(dto.telefone) : null,
          presenca: dto.presenca ?? 'PENDENTE',
          genero: orNull(dto.genero),
          idade: orNull(dto.idade),
          mesa: orNull(dto.mesa),
          id_grupo: dto.id_grupo ?? null,
          observacoes: orNull(dto.observacoes),
          envio_email: orNull(dto.envio_email),
          id_usuario: dto.id_usuario ?? null,
          token: orNull(dto.token),
          datacadastro: dateInZone(new Date(), account.timezone),
        },
        tx.manager,
      );
      const view = guestView((await this.guests.findById(account.id, row.id, tx.manager))!);
      c.emit('guest_created', [view]);
      return view;
    });
  }
}
