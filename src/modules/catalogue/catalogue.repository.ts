import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Equipment, Product } from './entities/catalogue.entity';

@Injectable()
export class ProductRepository extends AccountScopedRepository<Product> {
  constructor(@InjectRepository(Product) repository: Repository<Product>) {
    super(repository, 'product');
  }
}

@Injectable()
export class EquipmentRepository extends AccountScopedRepository<Equipment> {
  constructor(@InjectRepository(Equipment) repository: Repository<Equipment>) {
    super(repository, 'equipment');
  }
}
