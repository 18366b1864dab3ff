import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CompatModule } from '../../common/compat/compat.module';
import { moduleCompat } from '../../common/compat/compat-registry';
import { LookupsModule } from '../lookups/lookups.module';
import { ClientPersonalData } from './client-personal-data.service';
import { CLIENT_NOTIFICATIONS, CLIENTS_COMPAT } from './clients.compat';
import { ClientsController } from './clients.controller';
import { ClientRepository } from './clients.repository';
import { ClientsService } from './clients.service';
import { Client } from './entities/client.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Client]), LookupsModule, CompatModule],
  controllers: [ClientsController],
  providers: [
    ClientsService,
    ClientPersonalData,
    ClientRepository,
    // ME's client fields, on the clients' answers and notifications; the clients' names for other tables (events).
    moduleCompat('clients', [ClientsService], (clients: ClientsService) => ({
      tables: [CLIENTS_COMPAT],
      names: { client: (ctx, ids) => clients.namesOf(ctx, ids), clientContact: (ctx, ids) => clients.contactsOf(ctx, ids) },
      notifications: { kinds: CLIENT_NOTIFICATIONS, table: CLIENTS_COMPAT },
    })),
  ],
  exports: [ClientsService, ClientPersonalData],
})
export class ClientsModule {}
