import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CompatModule } from '../../common/compat/compat.module';
import { moduleCompat } from '../../common/compat/compat-registry';
import { moduleReferences } from '../../database/references';
import { EventsModule } from '../events/events.module';
import { Guest } from './entities/guest.entity';
import { GuestPersonalData } from './guest-personal-data.service';
import { GUESTS_COMPAT } from './guests.compat';
import { GuestsController } from './guests.controller';
import { GuestRepository } from './guests.repository';
import { GuestsService } from './guests.service';

@Module({
  imports: [TypeOrmModule.forFeature([Guest]), EventsModule, CompatModule],
  controllers: [GuestsController],
  providers: [
    GuestsService,
    GuestPersonalData,
    GuestRepository,
    // An event's guest list belongs to it: deleting the event deletes its guests, through GuestsService.
    moduleReferences('guests', [GuestsService], (guests: GuestsService) => ({
      dependentsOfEvent: [{ table: 'guests', remove: (ctx, eventId) => guests.removeOfEvent(ctx, eventId) }],
    })),
    moduleCompat('guests', [], () => ({ tables: [GUESTS_COMPAT] })),
  ],
  exports: [GuestsService, GuestPersonalData],
})
export class GuestsModule {}
