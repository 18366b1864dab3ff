import { Module } from '@nestjs/common';
import { DeliveryOutcomeRecorder } from './delivery-outcome-recorder.service';
import { DeliveryReads } from './delivery-reads.service';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookProcessor } from './webhook.processor';
import { WebhookSweeper } from './webhook-sweeper.service';
import { NotificationPurger } from './notification-purger.service';

/**
 * The delivering side: the processor, the delivery logic, the sweeper and the retention purge. Imported by the
 * WorkerModule, and by the API only on the embedded default (no REDIS_URL), where the inline
 * driver runs the same processor in-process. Repositories come from the global NotificationsModule.
 */
@Module({
  providers: [WebhookDeliveryService, DeliveryReads, DeliveryOutcomeRecorder, WebhookProcessor, WebhookSweeper, NotificationPurger],
})
export class WebhookDeliveryModule {}
