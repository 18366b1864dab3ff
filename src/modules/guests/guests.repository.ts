import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Guest } from './entities/guest.entity';

@Injectable()
export class GuestRepository extends AccountScopedRepository<Guest> {
  constructor(@InjectRepository(Guest) repository: Repository<Guest>) {
    super(repository, 'guest');
  }
}
