import { Injectable } from '@nestjs/common';

import { CompatRegistry } from '../../common/compat/compat-registry';
import { addAnswerFields, CompatTable, neededIds } from '../../common/compat/compat-table';
import { ANONYMIZED_TEXT } from '../../common/privacy/personal-data';
import { markersOf, type PersonInNotifications } from '../../common/privacy/stored-copies';
import type { RequestContext, TxContext } from '../../common/request-context';
import { IdempotencyStore } from '../../database/idempotency/idempotency.store';
import { TransactionRunner } from '../../database/transaction';
import { BudgetPersonalData } from '../budgets/budget-personal-data.service';
import { ClientPersonalData } from '../clients/client-personal-data.service';
import { CLIENTS_COMPAT } from '../clients/clients.compat';
import type { ClientView } from '../clients/dto/client-view.dto';
import { EventPersonalData } from '../events/event-personal-data.service';
import { EVENTS_COMPAT } from '../events/events.compat';
import { EntryPersonalData } from '../financial/entries/entry-personal-data.service';
import { FINANCIAL_COMPAT } from '../financial/financial.compat';
import { GuestPersonalData, type PersonNames } from '../guests/guest-personal-data.service';
import { GUESTS_COMPAT } from '../guests/guests.compat';
import { NOTIFICATION_KINDS } from '../webhooks/notifications/notification-kinds';
import { StoredNotifications } from '../webhooks/notifications/stored-notifications.service';
import type { AnonymizedClientDto, AnonymizedGuestDto, PersonalDataDto } from './dto/personal-data.dto';

/** What names the client in other tables (guest lists): its e-mails and phones, and its full name on its own events. */
const namesOf = (c: ClientView, eventos: number[]): PersonNames => ({
  nome: c.nome,
  emails: [c.email, c.email_2],
  telefones: [c.telefone, c.celular, c.telefone_2],
  eventos,
});

/**
 * The client's names (its name, company and trade names, and who answered its budgets' proposals):
 * many people share one, so an export does not give out a stored notification found by a name alone
 * (it may be another client's); the anonymisation still purges those copies.
 */
const namesIn = (client: ClientView, budgets: { answers: { nome: string | null }[] }[]) =>
  new Set(
    [client.nome, client.razao_social, client.nome_fantasia, ...budgets.flatMap((b) => b.answers.map((a) => a.nome))]
      .filter((n): n is string => typeof n === 'string')
      .map((n) => n.trim().toLowerCase()),
  );

/** The markers of stored copies: the person's texts, not the neutral word that replaced them. */
const markers = (values: unknown[]) => markersOf(values).filter((m) => m !== ANONYMIZED_TEXT);

/** The kinds that tell about one family's rows (`customer_anonymized` carries nothing personal: never purged). */
const kindsOf = (prefix: string) => NOTIFICATION_KINDS.filter((k) => k.startsWith(prefix) && k !== 'customer_anonymized');

/** The person's rows, by the notification kinds that tell about them (`customer_created`… of the client, `event_…` of its events…). */
const resourcesOf = (clients: number[], events: number[], budgets: number[], guests: number[], entries: number[]) => [
  { kinds: kindsOf('customer_'), ids: clients },
  { kinds: kindsOf('event_'), ids: events },
  { kinds: kindsOf('budget_'), ids: budgets },
  { kinds: kindsOf('guest_'), ids: guests },
  { kinds: kindsOf('financial_entry_'), ids: entries },
];

/**
 * A person's rights over their data (LGPD art. 18): the export of everything the account holds
 * about a client, and the anonymisation of a client or a guest. Each module answers for its own
 * rows (the columns its declarations call personal); this only puts their answers together and
 * runs the anonymisation as one transaction.
 */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly clients: ClientPersonalData,
    private readonly events: EventPersonalData,
    private readonly budgets: BudgetPersonalData,
    private readonly guests: GuestPersonalData,
    private readonly entries: EntryPersonalData,
    private readonly notifications: StoredNotifications,
    private readonly idempotency: IdempotencyStore,
    private readonly transactions: TransactionRunner,
    private readonly compat: CompatRegistry,
  ) {}

  /** Everything the account holds about the client; 404 for none of the account's. */
  async export(ctx: RequestContext, clientId: number): Promise<PersonalDataDto> {
    const { client, values } = await this.clients.view(ctx, clientId);
    const events = await this.events.ofClient(ctx, clientId);
    const budgets = await this.budgets.ofClient(ctx, clientId);
    const guests = await this.guests.namedAs(ctx, namesOf(client, events.ids));
    const entries = await this.entries.ofClient(ctx, clientId, events.ids);
    const names = namesIn(client, budgets.rows);
    const carried: PersonInNotifications = {
      markers: markers([...values, ...events.values, ...budgets.values, ...guests.values, ...entries.values]).filter(
        (m) => !names.has(m.toLowerCase()),
      ),
      resources: resourcesOf(
        [clientId],
        events.ids,
        budgets.rows.map((b) => b.id),
        guests.rows.map((g) => g.id),
        entries.rows.map((e) => e.id),
      ),
    };
    // Each resource as its own endpoint answers it, ME Eventos' fields included.
    await this.withMeFields(ctx, CLIENTS_COMPAT, [client]);
    await this.withMeFields(ctx, EVENTS_COMPAT, events.rows);
    await this.withMeFields(ctx, GUESTS_COMPAT, guests.rows);
    await this.withMeFields(ctx, FINANCIAL_COMPAT, entries.rows);
    return {
      generated_at: new Date().toISOString(),
      client,
      events: events.rows,
      budgets: budgets.rows,
      guests: guests.rows,
      financial_entries: entries.rows,
      notifications: await this.notifications.carrying(ctx, carried),
    };
  }

  /**
   * Anonymises the client and what names it, in one transaction: the client's personal columns;
   * those of its events, budgets (their answers and follow-ups), of the guest entries that name it
   * and of the financial entries of the client or its events (their texts only: the money, the
   * kept totals and the history of values stay); then purges the stored notifications, their
   * deliveries and attempts, and the kept answers of POSTs that held any of the old values.
   * `customer_anonymized` is emitted when anything changed (not on a repeated request).
   */
  async anonymizeClient(ctx: RequestContext, clientId: number): Promise<AnonymizedClientDto> {
    const done = await this.transactions.run(ctx, async (c) => {
      const client = await this.clients.anonymize(c, clientId);
      const events = await this.events.anonymizeOfClient(c, clientId);
      const budgets = await this.budgets.anonymizeOfClient(c, clientId);
      const guests = await this.guests.anonymizeNamedAs(c, namesOf(client.before, events.ids));
      const entries = await this.entries.anonymizeOfClient(c, clientId, events.ids);
      const purged = await this.purge(c, {
        markers: markers([...client.values, ...events.values, ...budgets.values, ...guests.values, ...entries.values]),
        resources: resourcesOf([clientId], events.ids, budgets.ids, guests.ids, entries.ids),
      });
      const changed = client.changed || events.changed + budgets.changed + guests.changed + entries.changed + purged.total > 0;
      if (changed) c.emit('customer_anonymized', [{ tipo: 'cliente', id: clientId }]);
      return {
        client: client.client,
        events: events.ids,
        budgets: budgets.ids,
        guests: guests.ids,
        financial_entries: entries.ids,
        notifications_purged: purged.notifications,
        idempotency_answers_purged: purged.answers,
      };
    });
    await this.withMeFields(ctx, CLIENTS_COMPAT, [done.client]);
    return done;
  }

  /** Anonymises one guest entry and purges the stored copies of its values, in one transaction; 404 for none of the account's. */
  async anonymizeGuest(ctx: RequestContext, guestId: number): Promise<AnonymizedGuestDto> {
    const done = await this.transactions.run(ctx, async (c) => {
      const guest = await this.guests.anonymize(c, guestId);
      const purged = await this.purge(c, { markers: markers(guest.values), resources: resourcesOf([], [], [], [guestId], []) });
      if (guest.changed + purged.total > 0)
        c.emit('customer_anonymized', [{ tipo: 'convidado', id: guestId, id_evento: guest.guest.id_evento }]);
      return { guest: guest.guest, notifications_purged: purged.notifications, idempotency_answers_purged: purged.answers };
    });
    await this.withMeFields(ctx, GUESTS_COMPAT, [done.guest]);
    return done;
  }

  /** Adds a resource family's ME Eventos fields to its rows (the names they need read once). */
  private async withMeFields(ctx: RequestContext, table: CompatTable, rows: object[]): Promise<void> {
    const resources = rows as Record<string, unknown>[];
    const ids = neededIds(table, resources);
    const found = Object.values(ids).some((list) => list.length > 0) ? await this.compat.find(ctx, ids) : {};
    addAnswerFields(table, resources, found);
  }

  private async purge(c: TxContext, person: PersonInNotifications) {
    const notifications = await this.notifications.purgeCarrying(c, person);
    const answers = await this.idempotency.purgeCarrying(c.tx.manager, c.account.id, person.markers);
    return { notifications, answers, total: notifications + answers };
  }
}
