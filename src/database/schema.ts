/**
 * The one list of entities and migrations, shared by the API, the worker, the CLI and the
 * TypeORM CLI (ormconfig.ts). A module adds its entities and migrations here.
 */
import { Account } from '../accounts/entities/account.entity';
import { ACCOUNT_PERSONAL_DATA } from '../accounts/entities/account.personal-data';
import { ApiToken } from '../accounts/entities/api-token.entity';
import { API_TOKEN_PERSONAL_DATA } from '../accounts/entities/api-token.personal-data';
import type { EntityPersonalData } from '../common/privacy/personal-data';
import { Budget } from '../modules/budgets/entities/budget.entity';
import { BUDGET_PERSONAL_DATA } from '../modules/budgets/entities/budget.personal-data';
import { BudgetAnswer } from '../modules/budgets/entities/budget-answer.entity';
import { BUDGET_ANSWER_PERSONAL_DATA } from '../modules/budgets/entities/budget-answer.personal-data';
import { BudgetFollowUp } from '../modules/budgets/entities/budget-follow-up.entity';
import { BUDGET_FOLLOW_UP_PERSONAL_DATA } from '../modules/budgets/entities/budget-follow-up.personal-data';
import { BudgetItem } from '../modules/budgets/entities/budget-item.entity';
import { BUDGET_ITEM_PERSONAL_DATA } from '../modules/budgets/entities/budget-item.personal-data';
import { BudgetProposal } from '../modules/budgets/entities/budget-proposal.entity';
import { BUDGET_PROPOSAL_PERSONAL_DATA } from '../modules/budgets/entities/budget-proposal.personal-data';
import { Equipment } from '../modules/catalogue/entities/equipment.entity';
import { EQUIPMENT_PERSONAL_DATA } from '../modules/catalogue/entities/equipment.personal-data';
import { EquipmentHolding } from '../modules/catalogue/entities/equipment-holding.entity';
import { EQUIPMENT_HOLDING_PERSONAL_DATA } from '../modules/catalogue/entities/equipment-holding.personal-data';
import { Product } from '../modules/catalogue/entities/product.entity';
import { PRODUCT_PERSONAL_DATA } from '../modules/catalogue/entities/product.personal-data';
import { Client } from '../modules/clients/entities/client.entity';
import { CLIENT_PERSONAL_DATA } from '../modules/clients/entities/client.personal-data';
import { EventEntity } from '../modules/events/entities/event.entity';
import { EVENT_PERSONAL_DATA } from '../modules/events/entities/event.personal-data';
import { FINANCIAL_APPORTIONMENT_PERSONAL_DATA } from '../modules/financial/entities/financial-apportionment.personal-data';
import { FINANCIAL_CHARGE_PERSONAL_DATA } from '../modules/financial/entities/financial-charge.personal-data';
import { FINANCIAL_CHARGE_OPERATION_PERSONAL_DATA } from '../modules/financial/entities/financial-charge-operation.personal-data';
import { FINANCIAL_ENTITIES } from '../modules/financial/entities/financial-entities';
import { FINANCIAL_ENTRY_PERSONAL_DATA } from '../modules/financial/entities/financial-entry.personal-data';
import { FINANCIAL_ENTRY_TOTAL_PERSONAL_DATA } from '../modules/financial/entities/financial-entry-total.personal-data';
import { FINANCIAL_EVENT_RECEIPT_PERSONAL_DATA } from '../modules/financial/entities/financial-event-receipt.personal-data';
import { FINANCIAL_GATEWAY_EVENT_PERSONAL_DATA } from '../modules/financial/entities/financial-gateway-event.personal-data';
import { FINANCIAL_GATEWAY_SETTINGS_PERSONAL_DATA } from '../modules/financial/entities/financial-gateway-settings.personal-data';
import { FINANCIAL_HISTORY_PERSONAL_DATA } from '../modules/financial/entities/financial-history.personal-data';
import { FINANCIAL_MONTH_TOTAL_PERSONAL_DATA } from '../modules/financial/entities/financial-month-total.personal-data';
import { Guest } from '../modules/guests/entities/guest.entity';
import { GUEST_PERSONAL_DATA } from '../modules/guests/entities/guest.personal-data';
import { Card } from '../modules/lookups/entities/card.entity';
import { CARD_PERSONAL_DATA } from '../modules/lookups/entities/card.personal-data';
import { CostCenter } from '../modules/lookups/entities/cost-center.entity';
import { COST_CENTER_PERSONAL_DATA } from '../modules/lookups/entities/cost-center.personal-data';
import { EventLocation } from '../modules/lookups/entities/event-location.entity';
import { EVENT_LOCATION_PERSONAL_DATA } from '../modules/lookups/entities/event-location.personal-data';
import { EventType } from '../modules/lookups/entities/event-type.entity';
import { EVENT_TYPE_PERSONAL_DATA } from '../modules/lookups/entities/event-type.personal-data';
import { FinancialCategory } from '../modules/lookups/entities/financial-category.entity';
import { FINANCIAL_CATEGORY_PERSONAL_DATA } from '../modules/lookups/entities/financial-category.personal-data';
import { HowMet } from '../modules/lookups/entities/how-met.entity';
import { HOW_MET_PERSONAL_DATA } from '../modules/lookups/entities/how-met.personal-data';
import { Seller } from '../modules/lookups/entities/seller.entity';
import { SELLER_PERSONAL_DATA } from '../modules/lookups/entities/seller.personal-data';
import { Order } from '../modules/orders/entities/order.entity';
import { ORDER_PERSONAL_DATA } from '../modules/orders/entities/order.personal-data';
import { OrderItem } from '../modules/orders/entities/order-item.entity';
import { ORDER_ITEM_PERSONAL_DATA } from '../modules/orders/entities/order-item.personal-data';
import { OrderItemCount } from '../modules/orders/entities/order-item-count.entity';
import { ORDER_ITEM_COUNT_PERSONAL_DATA } from '../modules/orders/entities/order-item-count.personal-data';
import { Notification } from '../modules/webhooks/entities/notification.entity';
import { NOTIFICATION_PERSONAL_DATA } from '../modules/webhooks/entities/notification.personal-data';
import { Webhook } from '../modules/webhooks/entities/webhook.entity';
import { WEBHOOK_PERSONAL_DATA } from '../modules/webhooks/entities/webhook.personal-data';
import { WebhookAttempt } from '../modules/webhooks/entities/webhook-attempt.entity';
import { WEBHOOK_ATTEMPT_PERSONAL_DATA } from '../modules/webhooks/entities/webhook-attempt.personal-data';
import { WebhookDelivery } from '../modules/webhooks/entities/webhook-delivery.entity';
import { WEBHOOK_DELIVERY_PERSONAL_DATA } from '../modules/webhooks/entities/webhook-delivery.personal-data';
import { IdempotencyKey } from './idempotency/idempotency-key.entity';
import { IDEMPOTENCY_KEY_PERSONAL_DATA } from './idempotency/idempotency-key.personal-data';
import { Baseline1764000000000 } from './migrations/1764000000000-baseline';
import { GatewayEventsPerCharge1764000100000 } from './migrations/1764000100000-gateway-events-per-charge';
import { IdempotencyKeys1764000200000 } from './migrations/1764000200000-idempotency-keys';
import { FinancialOverview1764000300000 } from './migrations/1764000300000-financial-overview';
import { ChargeOperations1764000420000 } from './migrations/1764000420000-charge-operations';
import { WebhookDestinations1764000430000 } from './migrations/1764000430000-webhook-destinations';
import { BoundedCostIndexes1764000500000 } from './migrations/1764000500000-bounded-cost-indexes';
import { EquipmentReservations1764000600000 } from './migrations/1764000600000-equipment-reservations';
import { ClientMeFields1764000700000 } from './migrations/1764000700000-client-me-fields';
import { GuestEventMeFields1764000710000 } from './migrations/1764000710000-guest-event-me-fields';
import { BudgetLeads1764000720000 } from './migrations/1764000720000-budget-leads';
import { WebhookFormato1764000730000 } from './migrations/1764000730000-webhook-formato';
import { BudgetEventNameIndex1764000740000 } from './migrations/1764000740000-budget-event-name-index';
import { AccountSlugTokenFormato1764000750000 } from './migrations/1764000750000-account-slug-token-formato';
import { GuestTokenClientResponsibleCpf1764000760000 } from './migrations/1764000760000-guest-token-client-responsible-cpf';
import { ProposalsAndBookings1764000770000 } from './migrations/1764000770000-proposals-and-bookings';
import { ReservationPeriods1764000800000 } from './migrations/1764000800000-reservation-periods';
import { Reports1764000900000 } from './migrations/1764000900000-reports';
import { EventReceipts1764001000000 } from './migrations/1764001000000-event-receipts';

export const ENTITIES = [
  Account,
  ApiToken,
  HowMet,
  EventType,
  Seller,
  EventLocation,
  Product,
  Equipment,
  EquipmentHolding,
  Client,
  EventEntity,
  Guest,
  Notification,
  Order,
  OrderItem,
  OrderItemCount,
  Budget,
  BudgetAnswer,
  BudgetProposal,
  BudgetItem,
  BudgetFollowUp,
  Webhook,
  WebhookDelivery,
  WebhookAttempt,
  Card,
  CostCenter,
  FinancialCategory,
  ...FINANCIAL_ENTITIES,
  IdempotencyKey,
];

/**
 * The personal-data declaration of every entity (see `src/common/privacy/personal-data.ts`), kept
 * beside each entity; a test checks that every entity of ENTITIES has one naming each column once.
 */
export const PERSONAL_DATA: readonly EntityPersonalData[] = [
  ACCOUNT_PERSONAL_DATA,
  API_TOKEN_PERSONAL_DATA,
  IDEMPOTENCY_KEY_PERSONAL_DATA,
  BUDGET_ANSWER_PERSONAL_DATA,
  BUDGET_FOLLOW_UP_PERSONAL_DATA,
  BUDGET_ITEM_PERSONAL_DATA,
  BUDGET_PROPOSAL_PERSONAL_DATA,
  BUDGET_PERSONAL_DATA,
  EQUIPMENT_HOLDING_PERSONAL_DATA,
  EQUIPMENT_PERSONAL_DATA,
  PRODUCT_PERSONAL_DATA,
  CLIENT_PERSONAL_DATA,
  EVENT_PERSONAL_DATA,
  FINANCIAL_APPORTIONMENT_PERSONAL_DATA,
  FINANCIAL_CHARGE_OPERATION_PERSONAL_DATA,
  FINANCIAL_CHARGE_PERSONAL_DATA,
  FINANCIAL_ENTRY_TOTAL_PERSONAL_DATA,
  FINANCIAL_MONTH_TOTAL_PERSONAL_DATA,
  FINANCIAL_EVENT_RECEIPT_PERSONAL_DATA,
  FINANCIAL_ENTRY_PERSONAL_DATA,
  FINANCIAL_GATEWAY_EVENT_PERSONAL_DATA,
  FINANCIAL_GATEWAY_SETTINGS_PERSONAL_DATA,
  FINANCIAL_HISTORY_PERSONAL_DATA,
  GUEST_PERSONAL_DATA,
  CARD_PERSONAL_DATA,
  COST_CENTER_PERSONAL_DATA,
  EVENT_LOCATION_PERSONAL_DATA,
  EVENT_TYPE_PERSONAL_DATA,
  FINANCIAL_CATEGORY_PERSONAL_DATA,
  HOW_MET_PERSONAL_DATA,
  SELLER_PERSONAL_DATA,
  ORDER_ITEM_COUNT_PERSONAL_DATA,
  ORDER_ITEM_PERSONAL_DATA,
  ORDER_PERSONAL_DATA,
  NOTIFICATION_PERSONAL_DATA,
  WEBHOOK_ATTEMPT_PERSONAL_DATA,
  WEBHOOK_DELIVERY_PERSONAL_DATA,
  WEBHOOK_PERSONAL_DATA,
];

export const MIGRATIONS = [
  Baseline1764000000000,
  GatewayEventsPerCharge1764000100000,
  IdempotencyKeys1764000200000,
  FinancialOverview1764000300000,
  ChargeOperations1764000420000,
  WebhookDestinations1764000430000,
  BoundedCostIndexes1764000500000,
  EquipmentReservations1764000600000,
  ClientMeFields1764000700000,
  GuestEventMeFields1764000710000,
  BudgetLeads1764000720000,
  WebhookFormato1764000730000,
  BudgetEventNameIndex1764000740000,
  AccountSlugTokenFormato1764000750000,
  GuestTokenClientResponsibleCpf1764000760000,
  ProposalsAndBookings1764000770000,
  ReservationPeriods1764000800000,
  Reports1764000900000,
  EventReceipts1764001000000,
];
