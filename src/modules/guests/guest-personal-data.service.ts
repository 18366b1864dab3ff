import { Injectable } from '@nestjs/common';
import { Brackets } from 'typeorm';

import { ANONYMIZED_TEXT, type AnonymizedRows, identifyingValues, type PersonalRows } from '../../common/privacy/personal-data';
import type { RequestContext, TxContext } from '../../common/request-context';
import { digitsOnly } from '../../common/search';
import { GuestView } from './dto/guest-view.dto';
import { GUEST_PERSONAL_DATA } from './entities/guest.personal-data';
import { guestNotFound } from './guests.errors';
import { GuestRepository } from './guests.repository';
import { guestView } from './guests.service';

/**
 * What names a person in a guest list: their e-mails and phones, and their full name on the
 * guest lists of their own events (`eventos`): many people share a name, and a guest of someone
 * else's event who only shares it is someone else.
 */
export interface PersonNames {
  nome: string;
  emails: (string | null)[];
  telefones: (string | null)[];
  eventos: number[];
}

/** The guests' part of a person's export and anonymisation (GUEST_PERSONAL_DATA). */
@Injectable()
export class GuestPersonalData {
  constructor(private readonly guests: GuestRepository) {}

  /**
   * The account's guest entries that name the person: the same e-mail or phone on any event, or
   * the same full name (first name and surname) on one of the person's events, case-insensitive; by ID.
   */
  async namedAs(ctx: RequestContext, person: PersonNames): Promise<PersonalRows<GuestView>> {
    const rows = await this.rowsNamedAs(ctx, person);
    return { rows: rows.map(guestView), values: rows.flatMap((r) => identifyingValues(GUEST_PERSONAL_DATA, r)) };
  }

  /** Replaces the personal columns of the guest entries that name the person, in the caller's transaction. */
  async anonymizeNamedAs(ctx: TxContext, person: PersonNames): Promise<AnonymizedRows> {
    const rows = await this.rowsNamedAs(ctx, person);
    const changed = await this.guests.anonymize(ctx.account.id, rows, GUEST_PERSONAL_DATA, ctx.tx.manager);
    return { ids: rows.map((r) => r.id), values: rows.flatMap((r) => identifyingValues(GUEST_PERSONAL_DATA, r)), changed };
  }

  /** Replaces one guest's personal columns, the row locked first, in the caller's transaction (404 when not the account's). */
  async anonymize(ctx: TxContext, id: number): Promise<{ guest: GuestView } & AnonymizedRows> {
    const { account, tx } = ctx;
    const row = await this.guests.findByIdForUpdate(account.id, id, tx.manager);
    if (!row) throw guestNotFound(id);
    const changed = await this.guests.anonymize(account.id, [row], GUEST_PERSONAL_DATA, tx.manager);
    const after = await this.guests.findById(account.id, id, tx.manager);
    return { guest: guestView(after!), ids: [id], values: identifyingValues(GUEST_PERSONAL_DATA, row), changed };
  }

  private async rowsNamedAs(ctx: RequestContext, person: PersonNames) {
    const emails = [...new Set(person.emails.filter((e): e is string => !!e).map((e) => e.toLowerCase()))];
    const phones = [...new Set(person.telefones.filter((t): t is string => !!t).map(digitsOnly))].filter((t) => t.length > 0);
    const full = person.nome.trim().toLowerCase();
    const space = full.indexOf(' ');
    const qb = this.guests.query(ctx.account.id, ctx.tx?.manager).andWhere(
      new Brackets((or) => {
        // An anonymised person's neutral name names nobody.
        const named = full.length > 0 && full !== ANONYMIZED_TEXT.toLowerCase() && person.eventos.length > 0;
        const ownEvents = { eventos: person.eventos };
        or.where(named ? '(LOWER(guest.nome) = :full AND guest.id_evento IN (:...eventos))' : '1 = 0', { full, ...ownEvents });
        if (named && space > 0) {
          or.orWhere('(LOWER(guest.nome) = :first AND LOWER(guest.sobrenome) = :rest AND guest.id_evento IN (:...eventos))', {
            first: full.slice(0, space),
            rest: full.slice(space + 1).trim(),
            ...ownEvents,
          });
        }
        if (emails.length > 0) or.orWhere('LOWER(guest.email) IN (:...emails)', { emails });
        if (phones.length > 0) or.orWhere('guest.telefone IN (:...phones)', { phones });
      }),
    );
    return qb.orderBy('guest.id', 'ASC').getMany();
  }
}
