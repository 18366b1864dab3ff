import { Module, OnModuleInit } from '@nestjs/common';
import { ReadinessRegistry } from '../../health/readiness';
import { DeliveryQueue } from '../../queue/delivery-queue';
import { WebhooksController } from './webhooks.controller';
import { WebhookDeliveryRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/** The API side: webhook configuration, the operator view, and the `queue` readiness check. */
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
