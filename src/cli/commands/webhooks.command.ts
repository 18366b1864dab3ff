import { WebhookDeliveryRepository } from '../../modules/webhooks/webhook-delivery.repository';
import { WebhooksService } from '../../modules/webhooks/webhooks.service';
import { accountContext, CliCommand, positiveInt } from '../command';
import { formatTable } from '../table';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '-');
const LIMIT = 500;
/** A pending delivery this late is stuck: the sweeper should have handed it back long ago. */
const STUCK_AFTER_MS = 60_000;

const header = ['delivery', 'account', 'webhook', 'event', 'id_event', 'attempts', 'next attempt', 'last status', 'last error'];
const row = (d: {
  id: number;
  account_id: number;
  webhook_id: number;
  event: string;
  notification_id: number;
  attempt_count: number;
  next_attempt_at: Date | null;
  last_status_code: number | null;
  last_error: string | null;
}) => [
  d.id,
  d.account_id,
  d.webhook_id,
  d.event,
  d.notification_id,
  d.attempt_count,
  iso(d.next_attempt_at),
  d.last_status_code ?? '-',
  d.last_error ?? '-',
];

export const WEBHOOK_COMMANDS: CliCommand[] = [
  {
    name: 'deliveries:stuck',
    usage: '[account id]',
    description: `Lists webhook deliveries still pending more than ${STUCK_AFTER_MS / 1000} s after their due time (is a worker running? is Redis up?).`,
    async run(app, [accountId], out) {
      const rows = await app.get(WebhookDeliveryRepository).findByStatus('pending', {
        accountId: accountId ? positiveInt(accountId, 'account id') : undefined,
        dueBefore: new Date(Date.now() - STUCK_AFTER_MS),
        limit: LIMIT,
      });
      out(`${rows.length} stuck deliveries${rows.length === LIMIT ? ` (first ${LIMIT})` : ''}`);
      if (rows.length > 0) formatTable(rows.map(row), { header }).forEach(out);
    },
  },
  {
    name: 'deliveries:failed',
    usage: '[account id]',
    description: 'Lists webhook deliveries given up after their last attempt (send one again with deliveries:retry).',
    async run(app, [accountId], out) {
      const rows = await app.get(WebhookDeliveryRepository).findByStatus('failed', {
        accountId: accountId ? positiveInt(accountId, 'account id') : undefined,
        limit: LIMIT,
      });
      out(`${rows.length} failed deliveries${rows.length === LIMIT ? ` (first ${LIMIT})` : ''}`);
      if (rows.length > 0) formatTable(rows.map(row), { header }).forEach(out);
    },
  },
  {
    name: 'deliveries:retry',
    usage: '<account id> <delivery id>',
    description:
      'Sends a failed delivery again (a new series of attempts, the same id_event), as POST /api/v1/webhooks/deliveries/{id}/retry does.',
    async run(app, [accountId, deliveryId], out) {
      const d = await app.get(WebhooksService).retryDelivery(await accountContext(app, accountId), positiveInt(deliveryId, 'delivery id'));
      out(`delivery ${d.id} (id_event ${d.id_event}) queued again`);
    },
  },
];
