import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CatalogueService } from './catalogue.service';
import { Equipment } from './entities/equipment.entity';
import { Product } from './entities/product.entity';
import { EquipmentController } from './equipment.controller';
import { EquipmentRepository } from './equipment.repository';
import { ProductRepository } from './product.repository';
import { ProductsController } from './products.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Product, Equipment])],
  controllers: [ProductsController, EquipmentController],
  providers: [CatalogueService, ProductRepository, EquipmentRepository],
  exports: [CatalogueService],
})
export class CatalogueModule {}
