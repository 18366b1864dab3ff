import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module } from '@nestjs/common';

import type { Dependencies } from '../common/dependency-state';
import type { Env } from '../config/env';
import { MAX_TIMER_MS } from '../config/env-kinds';
import { DEFER_BACKOFF, deferDelay } from './account-slots';
import { BullClients, BullClientsOwner } from './bull-clients';
import { BullDeliveryQueue } from './bull-delivery.queue';
import { DeliveryQueue } from './delivery-queue';
import { InlineDeliveryQueue } from './inline-delivery.queue';
import { WEBHOOK_JOB_OPTIONS, WEBHOOK_QUEUE } from './queue.constants';

/**
 * The driver choice, in one place: Bull on Redis when REDIS_URL is set, else the in-process
 * driver. Either way the rest of the code sees one `DeliveryQueue`.
 */
@Module({})
export class QueueModule {
  static forRoot(env: Env, dependencies: Dependencies): DynamicModule {
    if (env.REDIS_URL && dependencies.redis) {
      const clients = new BullClients(dependencies.redis);
      // Bull renews the lock and checks for stalled jobs with timers: never past what one can wait.
      const lockDuration = Math.min(MAX_TIMER_MS, Math.max(10_000, 2 * env.WEBHOOK_TIMEOUT_MS + 5_000));
      return {
        module: QueueModule,
        global: true,
        imports: [
          BullModule.forRoot({ url: env.REDIS_URL, prefix: env.QUEUE_PREFIX, createClient: clients.createClient }),
          BullModule.registerQueue({
            name: WEBHOOK_QUEUE,
            defaultJobOptions: WEBHOOK_JOB_OPTIONS,
            // A job whose worker died is handed to another after its lock expires.
            settings: {
              lockDuration,
              stalledInterval: Math.ceil(lockDuration / 2),
              maxStalledCount: 2,
              // A job of an account at its share of deliveries in flight waits and comes back.
              backoffStrategies: { [DEFER_BACKOFF]: deferDelay },
            },
          }),
        ],
        providers: [
          BullDeliveryQueue,
          { provide: DeliveryQueue, useExisting: BullDeliveryQueue },
          { provide: BullClients, useValue: clients },
          BullClientsOwner,
        ],
        exports: [DeliveryQueue, BullModule],
      };
    }
    return {
      module: QueueModule,
      global: true,
      providers: [InlineDeliveryQueue, { provide: DeliveryQueue, useExisting: InlineDeliveryQueue }],
      exports: [DeliveryQueue, InlineDeliveryQueue],
    };
  }
}
