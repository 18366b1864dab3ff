import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../../database/account-scoped.repository';
import { FinancialGatewayEvent } from '../entities/financial-gateway-event.entity';

@Injectable()
export class FinancialGatewayEventsRepository extends AccountScopedRepository<FinancialGatewayEvent> {
  constructor(@InjectRepository(FinancialGatewayEvent) repository: Repository<FinancialGatewayEvent>) {
    super(repository, 'fge');
  }

  /** Whether this return (by its event ID) was already applied to, or ignored by, this charge. */
  seen(accountId: number, chargeId: number, eventId: string, manager: EntityManager): Promise<boolean> {
    return this.repo(manager).existsBy({ account_id: accountId, charge_id: chargeId, event_id: eventId });
  }
}
