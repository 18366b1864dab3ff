import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CatalogueService } from './catalogue.service';
import { Equipment } from './entities/equipment.entity';
import { Product } from './entities/product.entity';
import { EquipmentController } from './equipment.controller';
import { EquipmentRepository } from './equipment.repository';
import { EquipmentAvailabilityQuery } from './equipment-availability-query.service';
import { EquipmentReservationsRepository } from './equipment-reservations.repository';
import { EquipmentReservations } from './equipment-reservations.service';
import { ProductRepository } from './product.repository';
import { ProductsController } from './products.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Product, Equipment])],
  controllers: [ProductsController, EquipmentController],
  providers: [
    CatalogueService,
    ProductRepository,
    EquipmentRepository,
    EquipmentReservations,
    EquipmentReservationsRepository,
    EquipmentAvailabilityQuery,
  ],
  exports: [CatalogueService],
})
export class CatalogueModule {}
