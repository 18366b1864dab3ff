import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Notification } from './entities/notification.entity';

/** The outbox rows (their id is the `id_event`). */
@Injectable()
export class NotificationRepository extends AccountScopedRepository<Notification> {
  constructor(@InjectRepository(Notification) repository: Repository<Notification>) {
    super(repository, 'n');
  }
}
