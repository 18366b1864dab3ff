/**
 * The one list of entities and migrations, shared by the API, the worker, the CLI and the
 * TypeORM CLI (ormconfig.ts). A module adds its entities and migrations here.
 */
import { Account } from '../accounts/entities/account.entity';
import { ApiToken } from '../accounts/entities/api-token.entity';
import { Equipment, Product } from '../modules/catalogue/entities/catalogue.entity';
import { Client } from '../modules/clients/entities/client.entity';
import { EventEntity } from '../modules/events/entities/event.entity';
import { Guest } from '../modules/guests/entities/guest.entity';
import { Card, CostCenter, EventLocation, EventType, FinancialCategory, HowMet, Seller } from '../modules/lookups/entities/lookups.entity';
import { FINANCIAL_ENTITIES } from '../modules/financial/entities/financial-entities';
import { Notification } from '../modules/webhooks/entities/notification.entity';
import { Budget, BudgetItem, BudgetProposal } from '../modules/budgets/entities/budget.entity';
import { Order, OrderItem } from '../modules/orders/entities/order.entity';
import { OrderItemCount, OrderItemTipoCount } from '../modules/orders/entities/order-item-count.entity';
import { WebhookAttempt } from '../modules/webhooks/entities/webhook-attempt.entity';
import { WebhookDelivery } from '../modules/webhooks/entities/webhook-delivery.entity';
import { Webhook } from '../modules/webhooks/entities/webhook.entity';
import { Foundation1763800000000 } from './migrations/1763800000000-foundation';
import { ReferenceData1763800001000 } from './migrations/1763800001000-reference-data';
import { ListIndexes1763800002000 } from './migrations/1763800002000-list-indexes';
import { OrdersBudgets1763800003000 } from './migrations/1763800003000-orders-budgets';
import { Webhooks1763800004000 } from './migrations/1763800004000-webhooks';
import { Financial1763800005000 } from './migrations/1763800005000-financial';
import { ListCounts1763800007000 } from './migrations/1763800007000-list-counts';
import { FinancialIndexes1763800008000 } from './migrations/1763800008000-financial-indexes';
import { ForeignKeys1763800009000 } from './migrations/1763800009000-foreign-keys';
import { FinancialAccountIndex1763800009200 } from './migrations/1763800009200-financial-account-index';
import { OrderItemsOrderNumberIndex1763800009600 } from './migrations/1763800009600-order-items-order-number-index';
import { FinancialTotalsBy1763800009800 } from './migrations/1763800009800-financial-totals-by';
import { FinancialStatusIndexes1763800009900 } from './migrations/1763800009900-financial-status-indexes';
import { FinancialTotalsByKey1763800010000 } from './migrations/1763800010000-financial-totals-by-key';
import { FinancialEventClientSortIndexes1763800010100 } from './migrations/1763800010100-financial-event-client-sort-indexes';
import { OrderItemTipoCounts1763800010200 } from './migrations/1763800010200-order-item-tipo-counts';
import { FinancialTotalsByMonth1763800010300 } from './migrations/1763800010300-financial-totals-by-month';
import { FinancialSortIndexes1763800010400 } from './migrations/1763800010400-financial-sort-indexes';
import { FinancialRangeCoveringIndexes1763800010500 } from './migrations/1763800010500-financial-range-covering-indexes';
import { FinancialRangeSortIndexes1763800010600 } from './migrations/1763800010600-financial-range-sort-indexes';
import { FinancialSortWalkColumns1763800010700 } from './migrations/1763800010700-financial-sort-walk-columns';
import { IdempotencyKeys1764000200000 } from './migrations/1764000200000-idempotency-keys';
import { IdempotencyKey } from './idempotency/idempotency-key.entity';

export const ENTITIES = [
  Account,
  ApiToken,
  HowMet,
  EventType,
  Seller,
  EventLocation,
  Product,
  Equipment,
  Client,
  EventEntity,
  Guest,
  Notification,
  Order,
  OrderItem,
  OrderItemCount,
  OrderItemTipoCount,
  Budget,
  BudgetProposal,
  BudgetItem,
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
  Foundation1763800000000,
  ReferenceData1763800001000,
  ListIndexes1763800002000,
  OrdersBudgets1763800003000,
  Webhooks1763800004000,
  Financial1763800005000,
  ListCounts1763800007000,
  FinancialIndexes1763800008000,
  ForeignKeys1763800009000,
  FinancialAccountIndex1763800009200,
  OrderItemsOrderNumberIndex1763800009600,
  FinancialTotalsBy1763800009800,
  FinancialStatusIndexes1763800009900,
  FinancialTotalsByKey1763800010000,
  FinancialEventClientSortIndexes1763800010100,
  OrderItemTipoCounts1763800010200,
  FinancialTotalsByMonth1763800010300,
  FinancialSortIndexes1763800010400,
  FinancialRangeCoveringIndexes1763800010500,
  FinancialRangeSortIndexes1763800010600,
  FinancialSortWalkColumns1763800010700,
  IdempotencyKeys1764000200000,
];
