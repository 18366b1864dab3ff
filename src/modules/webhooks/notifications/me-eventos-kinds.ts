import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

/**
 * ME Eventos' names of our notification kinds where they differ: its financial webhooks are
 * `transaction_created` / `transaction_updated`. A webhook in ME's format receives these names as
 * the envelope's `event`; a subscription (`events`) takes them as names of ours. The other kinds
 * (`customer_created`…) have the same name on both sides.
 */
export const ME_EVENTOS_KIND_NAMES: Readonly<Partial<Record<NotificationKind, string>>> = {
  financial_entry_created: 'transaction_created',
  financial_entry_updated: 'transaction_updated',
};

/**
 * ME's kinds with no kind of ours: a subscription takes them (code written for ME subscribes to
 * them) and keeps them, but none is ever sent: entries are never deleted here.
 */
export const ME_EVENTOS_NEVER_SENT = ['transaction_deleted'] as const;

/** Every name a subscription's `events` takes: our kinds, ME's names of them, and ME's kinds never sent. */
export const SUBSCRIBABLE_KINDS: readonly string[] = [
  ...NOTIFICATION_KINDS,
  ...Object.values(ME_EVENTOS_KIND_NAMES),
  ...ME_EVENTOS_NEVER_SENT,
];

/** Most names a subscription holds once ME's names are read as ours: every kind, and ME's kinds never sent. */
export const MAX_SUBSCRIBED_KINDS = NOTIFICATION_KINDS.length + ME_EVENTOS_NEVER_SENT.length;

const OURS_BY_ME_NAME = new Map(Object.entries(ME_EVENTOS_KIND_NAMES).map(([ours, me]) => [me, ours]));

/**
 * A subscription's `events` with ME's names read as ours (`transaction_created` →
 * `financial_entry_created`), a kind named twice (by both names) kept once. Anything else (not an
 * array, not a string, an unknown name) is left for the validators to judge.
 */
export function subscribedKinds(events: unknown): unknown {
  if (!Array.isArray(events)) return events;
  const ours = events.map((e) => (typeof e === 'string' ? (OURS_BY_ME_NAME.get(e) ?? e) : e));
  return ours.filter((e, i) => typeof e !== 'string' || ours.indexOf(e) === i);
}

/** The kind as a webhook in ME's format receives it (the envelope's `event`). */
export function meEventosKind(kind: string): string {
  return ME_EVENTOS_KIND_NAMES[kind as NotificationKind] ?? kind;
}
