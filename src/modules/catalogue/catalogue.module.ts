import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EquipmentController, ProductsController } from './catalogue.controller';
import { EquipmentRepository } from './equipment.repository';
import { ProductRepository } from './product.repository';
import { CatalogueService } from './catalogue.service';
import { Equipment, Product } from './entities/catalogue.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Product, Equipment])],
  controllers: [ProductsController, EquipmentController],
  providers: [CatalogueService, ProductRepository, EquipmentRepository],
  exports: [CatalogueService],
})
export class CatalogueModule {}
