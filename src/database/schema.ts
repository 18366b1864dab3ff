/**
 * The one list of entities and migrations, shared by the API, the worker, the CLI and the
 * TypeORM CLI (ormconfig.ts). A module adds its entities and migrations here.
 */
import { Account } from '../accounts/entities/account.entity';
import { ApiToken } from '../accounts/entities/api-token.entity';
import { Budget } from '../modules/budgets/entities/budget.entity';
import { BudgetAnswer } from '../modules/budgets/entities/budget-answer.entity';
import { BudgetFollowUp } from '../modules/budgets/entities/budget-follow-up.entity';
import { BudgetItem } from '../modules/budgets/entities/budget-item.entity';
import { BudgetProposal } from '../modules/budgets/entities/budget-proposal.entity';
import { Equipment } from '../modules/catalogue/entities/equipment.entity';
import { EquipmentHolding } from '../modules/catalogue/entities/equipment-holding.entity';
import { Product } from '../modules/catalogue/entities/product.entity';
import { Client } from '../modules/clients/entities/client.entity';
import { EventEntity } from '../modules/events/entities/event.entity';
import { FINANCIAL_ENTITIES } from '../modules/financial/entities/financial-entities';
import { Guest } from '../modules/guests/entities/guest.entity';
import { Card } from '../modules/lookups/entities/card.entity';
import { CostCenter } from '../modules/lookups/entities/cost-center.entity';
import { EventLocation } from '../modules/lookups/entities/event-location.entity';
import { EventType } from '../modules/lookups/entities/event-type.entity';
import { FinancialCategory } from '../modules/lookups/entities/financial-category.entity';
import { HowMet } from '../modules/lookups/entities/how-met.entity';
import { Seller } from '../modules/lookups/entities/seller.entity';
import { Order } from '../modules/orders/entities/order.entity';
import { OrderItem } from '../modules/orders/entities/order-item.entity';
import { OrderItemCount } from '../modules/orders/entities/order-item-count.entity';
import { Notification } from '../modules/webhooks/entities/notification.entity';
import { Webhook } from '../modules/webhooks/entities/webhook.entity';
import { WebhookAttempt } from '../modules/webhooks/entities/webhook-attempt.entity';
import { WebhookDelivery } from '../modules/webhooks/entities/webhook-delivery.entity';
import { IdempotencyKey } from './idempotency/idempotency-key.entity';
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
];
