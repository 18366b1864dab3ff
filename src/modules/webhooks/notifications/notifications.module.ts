import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CompatModule } from '../../../common/compat/compat.module';
import { Notification } from '../entities/notification.entity';
import { Webhook } from '../entities/webhook.entity';
import { WebhookAttempt } from '../entities/webhook-attempt.entity';
import { WebhookDelivery } from '../entities/webhook-delivery.entity';
import { NotificationRepository } from '../notification.repository';
import { WebhookRepository } from '../webhook.repository';
import { WebhookAttemptRepository } from '../webhook-attempt.repository';
import { WebhookDeliveryRepository } from '../webhook-delivery.repository';
import { NotificationsService } from './notifications.service';
import { StoredNotifications } from './stored-notifications.service';

const REPOSITORIES = [WebhookRepository, WebhookDeliveryRepository, WebhookAttemptRepository, NotificationRepository];

/**
 * Global so that every module can record notifications. Also holds the webhook repositories,
 * shared by the API (configuration, operator view) and the worker (delivery, sweeper).
 * Needs a `DeliveryQueue` (QueueModule). Reads the ME Eventos registry for the notifications
 * whose resources gain ME's fields.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Notification, Webhook, WebhookDelivery, WebhookAttempt]), CompatModule],
  providers: [NotificationsService, StoredNotifications, ...REPOSITORIES],
  exports: [NotificationsService, StoredNotifications, ...REPOSITORIES],
})
export class NotificationsModule {}
