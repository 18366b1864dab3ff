import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Guest } from './entities/guest.entity';

@Injectable()
export class GuestRepository extends AccountScopedRepository<Guest> {
  constructor(@InjectRepository(Guest) repository: Repository<Guest>) {
    super(repository, 'guest');
  }

  async deleteOfEvent(accountId: number, eventId: number, manager: EntityManager): Promise<number> {
    const result = await this.repo(manager).delete({ account_id: accountId, id_evento: eventId });
    return result.affected ?? 0;
  }
}
