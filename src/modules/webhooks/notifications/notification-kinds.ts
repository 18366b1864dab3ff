/** Every notification kind the service emits. */
export const NOTIFICATION_KINDS = [
  'customer_created',
  'customer_updated',
  'customer_deleted',
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
  'financial_entry_created',
  'financial_entry_updated',
  'guest_created',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
