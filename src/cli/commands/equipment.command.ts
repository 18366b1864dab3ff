import { ReservationsRebuilder } from '../../modules/availability/reservations-rebuilder.service';
import { accountContext, CliCommand } from '../command';

/** Equipment reservations. */
export const EQUIPMENT_COMMANDS: CliCommand[] = [
  {
    name: 'equipment:rebuild-reservations',
    usage: '<account id>',
    description:
      "Rebuilds the account's equipment reservations from its orders' equipment items and its events' days and status, in one transaction; prints how many stored holdings differed (in units or days).",
    async run(app, [accountId], out) {
      const ctx = await accountContext(app, accountId);
      const report = await app.get(ReservationsRebuilder).rebuild(ctx);
      out(
        `account ${ctx.account.id}: ${report.holdings} holding(s) rebuilt, ${report.periods} reserving their event's days; ${report.differed} stored row(s) differed`,
      );
    },
  },
];
