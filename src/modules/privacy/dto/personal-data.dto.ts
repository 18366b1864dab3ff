import { ApiProperty } from '@nestjs/swagger';

import { ClientView } from '../../clients/dto/client-view.dto';
import { EventView } from '../../events/dto/event-view.dto';
import { EntryViewDto } from '../../financial/dto/entry-views.dto';
import { GuestView } from '../../guests/dto/guest-view.dto';

/** A financial entry of the person, as `GET /api/v1/financial/{id}` shows it, with its history. */
export class PersonalEntryDto extends EntryViewDto {
  /** The entry's history records, as `GET /api/v1/financial/{id}/history` answers them (a charge's record holds the charge). */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  history: object[];
}

/** A stored notification that carried the person (kept for NOTIFICATION_RETENTION_DAYS). */
export class PersonalNotificationDto {
  /** The notification's `id_event`, as its receivers got it. */
  @ApiProperty({ example: 41 })
  id_event: number;
  @ApiProperty({ example: 'customer_created' })
  event: string;
  /** The notification's `data`, as stored. */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  data: unknown[];
  @ApiProperty({ example: '2026-11-23T17:05:09.000Z' })
  created_at: string;
}

/** Everything the account holds about one client. */
export class PersonalDataDto {
  /** When this export was made (UTC). */
  @ApiProperty({ example: '2026-11-29T12:00:00.000Z' })
  generated_at: string;
  @ApiProperty({ type: ClientView })
  client: ClientView;
  /** The client's events. */
  @ApiProperty({ type: [EventView] })
  events: EventView[];
  /**
   * The client's budgets, every column, each with `answers` (the answers to its proposal: who
   * accepted or declined, with their name, CPF, reason, IP address and browser) and
   * `follow_ups` (its follow-ups).
   */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  budgets: object[];
  /** The guest entries of the account that name the client: the same e-mail or phone on any event, or the same full name on its own events. */
  @ApiProperty({ type: [GuestView] })
  guests: GuestView[];
  /** The financial entries of the client or of its events, each with its history. */
  @ApiProperty({ type: [PersonalEntryDto] })
  financial_entries: PersonalEntryDto[];
  /** The stored notifications whose data holds one of the values above. */
  @ApiProperty({ type: [PersonalNotificationDto] })
  notifications: PersonalNotificationDto[];
}

/** What a client's anonymisation did. */
export class AnonymizedClientDto {
  /** The client as it now is: every personal field neutral (null, or `Anonimizado` where a value is required). */
  @ApiProperty({ type: ClientView })
  client: ClientView;
  /** IDs of the client's events, their name and notes anonymised. */
  @ApiProperty({ type: [Number], example: [3] })
  events: number[];
  /** IDs of the client's budgets, their texts, answers and follow-ups anonymised. */
  @ApiProperty({ type: [Number], example: [5] })
  budgets: number[];
  /** IDs of the guest entries that named the client, anonymised. */
  @ApiProperty({ type: [Number], example: [] })
  guests: number[];
  /** IDs of the financial entries of the client or its events, their texts anonymised (values unchanged). */
  @ApiProperty({ type: [Number], example: [8, 9] })
  financial_entries: number[];
  /** Stored notifications purged (with their deliveries and attempts). */
  @ApiProperty({ example: 2 })
  notifications_purged: number;
  /** Kept answers of POSTs (`Idempotency-Key`) purged. */
  @ApiProperty({ example: 1 })
  idempotency_answers_purged: number;
}

/** What a guest's anonymisation did. */
export class AnonymizedGuestDto {
  @ApiProperty({ type: GuestView })
  guest: GuestView;
  @ApiProperty({ example: 1 })
  notifications_purged: number;
  @ApiProperty({ example: 0 })
  idempotency_answers_purged: number;
}

export class AnonymizedClientResponse {
  @ApiProperty({ example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Client 7 anonymised' })
  message: string;
  @ApiProperty({ type: AnonymizedClientDto })
  data: AnonymizedClientDto;
}

export class AnonymizedGuestResponse {
  @ApiProperty({ example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Guest 4 anonymised' })
  message: string;
  @ApiProperty({ type: AnonymizedGuestDto })
  data: AnonymizedGuestDto;
}
