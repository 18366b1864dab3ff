import { Module, OnModuleInit } from '@nestjs/common';

import { Dependencies } from '../../common/dependency-state';
import { ReadinessRegistry } from '../../health/readiness';
import { DeliveryQueue } from '../../queue/delivery-queue';
import { WebhooksController } from './webhooks.controller';
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
    private readonly dependencies: Dependencies,
  ) {}

  onModuleInit() {
    // A ping of the queue's backend (Redis with REDIS_URL). The backlog (jobs by state, the
    // deliveries due and not sent) is on the metrics port of the process that delivers, read
    // when Prometheus scrapes: no count over every account's deliveries per probe. With Redis the
    // check reports to the process's `redis` state, which its clients report to as well.
    this.readiness.register(
      'queue',
      async () => {
        await this.queue.stats();
        return { status: 'up' };
      },
      this.dependencies.redis,
    );
  }
}
