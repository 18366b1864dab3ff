import { Module, OnModuleInit } from '@nestjs/common';
import { ReadinessRegistry } from '../../health/readiness';
import { DeliveryQueue } from '../../queue/delivery-queue';
import { WebhooksController } from './webhooks.controller';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhooksService } from './webhooks.service';

/**
 * The API side: webhook configuration, the operator view, and the `queue` readiness check.
 *
 * The webhooks family is three Nest modules, one per folder, because the two processes load
 * different parts of it:
 * - NotificationsModule (`notifications/`), global: every module records notifications through
 *   it, in both processes; it also provides the four webhook repositories of this folder.
 * - WebhooksModule (this folder): the HTTP API, loaded by the API process only.
 * - WebhookDeliveryModule (`delivery/`): the processor, the sender and the sweeper, loaded by the
 *   worker process (and by the API on the embedded default, where deliveries run inline).
 */
@Module({
  controllers: [WebhooksController],
  providers: [WebhooksService],
  exports: [WebhooksService],
})
export class WebhooksModule implements OnModuleInit {
  constructor(
    private readonly readiness: ReadinessRegistry,
    private readonly queue: DeliveryQueue,
    private readonly deliveries: WebhookDeliveryRepository,
  ) {}

  onModuleInit() {
    this.readiness.register('queue', async () => {
      const [stats, oldest, pending] = await Promise.all([
        this.queue.stats(),
        this.deliveries.oldestPendingCreatedAt(),
        this.deliveries.countPending(),
      ]);
      return {
        status: 'up',
        driver: stats.driver,
        depth: stats.depth,
        pending_deliveries: pending,
        oldest_pending_age_seconds: oldest ? Math.max(0, Math.round((Date.now() - oldest.getTime()) / 1000)) : null,
      };
    });
  }
}
