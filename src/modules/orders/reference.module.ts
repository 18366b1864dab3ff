import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { REFERENCE_ENTITIES, REFERENCE_READERS } from './reference.repositories';

/** Read access to events, catalogue, clients and sellers for orders and budgets. */
@Module({
  imports: [TypeOrmModule.forFeature(REFERENCE_ENTITIES)],
  providers: REFERENCE_READERS,
  exports: REFERENCE_READERS,
})
export class ReferenceReadersModule {}
