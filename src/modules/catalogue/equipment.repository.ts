import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Equipment } from './entities/equipment.entity';

@Injectable()
export class EquipmentRepository extends AccountScopedRepository<Equipment> {
  constructor(@InjectRepository(Equipment) repository: Repository<Equipment>) {
    super(repository, 'equipment');
  }
}
