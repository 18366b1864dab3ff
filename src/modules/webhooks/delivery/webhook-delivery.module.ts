import { Module } from '@nestjs/common';

import { MetricsService } from '../../../metrics/metrics.module';
import { DeliveryQueue } from '../../../queue/delivery-queue';
import { WebhookDeliveryRepository } from '../webhook-delivery.repository';
import { DeliveryOutcomeRecorder } from './delivery-outcome-recorder.service';
import { DeliveryReads } from './delivery-reads.service';
import { NotificationPurger } from './notification-purger.service';
import { WebhookProcessor } from './webhook.processor';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookSweeper } from './webhook-sweeper.service';

/**
 * The delivering side: the processor, the delivery logic, the sweeper and the retention purge. Imported by the
 * WorkerModule, and by the API only on the embedded default (no REDIS_URL), where the inline
 * driver runs the same processor in-process. Repositories come from the global NotificationsModule.
 * Hands the metrics of this process what its queue and outbox gauges read.
 */
@Module({
  providers: [
    WebhookDeliveryService,
    DeliveryReads,
    DeliveryOutcomeRecorder,
    WebhookProcessor,
    WebhookSweeper,
    NotificationPurger,
    {
      provide: 'webhooks:delivery-metrics',
      inject: [MetricsService, DeliveryQueue, WebhookDeliveryRepository],
      useFactory: (metrics: MetricsService, queue: DeliveryQueue, deliveries: WebhookDeliveryRepository) =>
        metrics.readDeliveriesFrom({ snapshot: () => queue.snapshot(), dueLag: (now) => deliveries.dueLag(now) }),
    },
  ],
})
export class WebhookDeliveryModule {}
