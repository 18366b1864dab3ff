import { Global, Module } from '@nestjs/common';
import { NotificationsService } from './notifications.service';

/** Global so that every module can record notifications. */
@Global()
@Module({
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
