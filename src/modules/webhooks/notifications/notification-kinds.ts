/** Every notification kind the service emits. */
export const NOTIFICATION_KINDS = [
  'customer_created',
  'customer_updated',
  'customer_deleted',
  'customer_anonymized',
  'event_created',
  'event_updated',
  'event_deleted',
  'order_created',
  'order_items_added',
  'order_items_updated',
  'order_items_deleted',
  'order_deleted',
  'budget_created',
  'budget_updated',
  'budget_deleted',
  'budget_accepted',
  'budget_declined',
  'financial_entry_created',
  'financial_entry_updated',
  'guest_created',
  'equipment_overbooked',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// The kinds a TxContext may emit: the lower layers declare an empty `NotificationKinds` and never
// import this module; this fills it, so that `ctx.emit('customer_craeted', …)` does not compile.
declare module '../../../common/request-context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging fills common's interface
  interface NotificationKinds extends Record<(typeof NOTIFICATION_KINDS)[number], true> {}
}
