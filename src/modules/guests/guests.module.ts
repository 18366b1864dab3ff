import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { moduleReferences } from '../../database/references';
import { EventsModule } from '../events/events.module';
import { Guest } from './entities/guest.entity';
import { GuestsController } from './guests.controller';
import { GuestRepository } from './guests.repository';
import { GuestsService } from './guests.service';

@Module({
  imports: [TypeOrmModule.forFeature([Guest]), EventsModule],
  controllers: [GuestsController],
  providers: [
    GuestsService,
    GuestRepository,
    // An event's guest list belongs to it: deleting the event deletes its guests, through GuestsService.
    moduleReferences('guests', [GuestsService], (guests: GuestsService) => ({
      dependentsOfEvent: [{ table: 'guests', remove: (ctx, eventId) => guests.removeOfEvent(ctx, eventId) }],
    })),
  ],
  exports: [GuestsService],
})
export class GuestsModule {}
