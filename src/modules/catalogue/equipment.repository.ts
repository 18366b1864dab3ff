import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Equipment } from './entities/equipment.entity';

@Injectable()
export class EquipmentRepository extends AccountScopedRepository<Equipment> {
  constructor(@InjectRepository(Equipment) repository: Repository<Equipment>) {
    super(repository, 'equipment');
  }

  /** Writes only the given columns. */
  async updateColumns(accountId: number, id: number, changes: Partial<Equipment>, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, changes);
  }
}
