import { ReservationsRebuilder } from '../../modules/availability/reservations-rebuilder.service';
import { OrdersService } from '../../modules/orders/orders.service';
import { accountContext, CliCommand } from '../command';

/** Equipment reservations and the order items' counters. */
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
  {
    name: 'orders:rebuild-counts',
    usage: '<account id>',
    description:
      "Rebuilds the account's order item counters (items and their sales per event, type and seller: the lists' totals and the commissions report) from its items, in one transaction: a repair after items were changed outside the service. Run it while the account takes no order writes.",
    async run(app, [accountId], out) {
      const ctx = await accountContext(app, accountId);
      const counted = await app.get(OrdersService).rebuildCounts(ctx);
      out(`order item counters of account ${ctx.account.id} rebuilt from ${counted} items`);
    },
  },
];
