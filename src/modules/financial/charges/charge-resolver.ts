import { BeforeApplicationShutdown, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';

import { PeriodicJob } from '../../../common/periodic-job';
import { FinancialModule } from '../financial.module';
import { ChargeRecovery } from './charge-recovery.service';

/** How often interrupted charges are looked for, and how many are resolved per run. */
const RESOLVE_INTERVAL_MS = 60_000;
const BATCH = 100;

/**
 * Resolves, every minute, the charges through a gateway whose issue was interrupted (the
 * process died, or recording the charge and removing its payment both failed) once the time of
 * the request that held them ran out: the payments made under the charge's reference are looked
 * up at the gateway and recorded (paid, or open with the entry's terms) or removed, so no payment
 * stays open at the gateway that the service does not record. Runs in the worker (and in the API
 * process on the embedded default, which has no worker); two processes at once take turns on
 * each charge (one takes it over, the other skips it).
 */
@Injectable()
export class FinancialChargeResolver implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job = new PeriodicJob({
    name: 'resolve',
    intervalMs: RESOLVE_INTERVAL_MS,
    logger: new Logger('FinancialChargeResolver'),
    work: () => this.charges.resolveExpired(BATCH),
    done: (n) => `resolved ${n} interrupted charges`,
    unref: true,
  });

  constructor(private readonly charges: ChargeRecovery) {}

  onApplicationBootstrap() {
    this.job.start();
  }

  beforeApplicationShutdown() {
    return this.job.stop();
  }
}

/** The resolver of interrupted charges, with the financial module it works through. */
@Module({ imports: [FinancialModule], providers: [FinancialChargeResolver] })
export class FinancialChargeResolverModule {}
