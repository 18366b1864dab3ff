import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Guest } from '../guests/entities/guest.entity';
import { EventEntity } from './entities/event.entity';

@Injectable()
export class EventRepository extends AccountScopedRepository<EventEntity> {
  constructor(@InjectRepository(EventEntity) repository: Repository<EventEntity>) {
    super(repository, 'event');
  }

  /** Writes only the given columns (never `ultimo_pedido`, which orders own). */
  async updateColumns(accountId: number, id: number, changes: Partial<EventEntity>, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, changes);
  }

  /** Deletes the event and its guest list (guests belong to the event); returns how many guests went with it. */
  async deleteWithGuests(accountId: number, id: number, manager: EntityManager): Promise<number> {
    const guests = await manager.getRepository(Guest).delete({ account_id: accountId, id_evento: id });
    await this.deleteById(accountId, id, manager);
    return guests.affected ?? 0;
  }
}
