import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { TransactionRunner } from '../../src/database/transaction';
import type { NotificationKind } from '../../src/modules/webhooks/notifications/notification-kinds';
import { NotificationsService } from '../../src/modules/webhooks/notifications/notifications.service';
import { WorkerModule } from '../../src/worker.module';
import { startTestApp, TestApp } from './harness';

/**
 * The API as the harness starts it, plus, when REDIS_URL is set, the worker's module in this
 * process (Bull on real Redis, the same database), since the API alone only enqueues there.
 * Without REDIS_URL the API delivers through the inline driver.
 */
export interface WebhookTestApp extends TestApp {
  worker?: INestApplicationContext;
  /** Records a notification the way the modules do, in a transaction of its own. */
  record(accountId: number, kind?: NotificationKind, data?: unknown[], requestId?: string): Promise<number>;
  /** POSTs a webhook and returns its id. */
  createWebhook(token: string, body: Record<string, unknown>): Promise<number>;
}

export const FAST = {
  WEBHOOK_RETRY_SCHEDULE: '100ms,200ms',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_SWEEP_INTERVAL_MS: '200',
  WEBHOOK_SWEEP_GRACE_MS: '2000',
};

export async function startWebhookApp(overrides: Record<string, string> = {}): Promise<WebhookTestApp> {
  const t = await startTestApp({ ...FAST, ...overrides });
  let worker: INestApplicationContext | undefined;
  if (t.env.REDIS_URL) {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.env), {
      logger: t.logger(),
    });
    await worker.init();
  }
  const close = t.close.bind(t);
  return Object.assign(t, {
    worker,
    record: (
      accountId: number,
      kind: NotificationKind = 'customer_created',
      data: unknown[] = [{ id: 1, nome: 'X' }],
      requestId?: string,
    ) => t.app.get(TransactionRunner).run((tx) => t.app.get(NotificationsService).record(tx, accountId, kind, data, requestId)),
    async createWebhook(token: string, body: Record<string, unknown>) {
      const res = await t.request('POST', '/api/v1/webhooks', { token, body: { events: ['customer_created'], ...body } });
      if (res.status !== 201) throw new Error(`webhook not created: ${res.status} ${res.text}`);
      return res.body.data.id as number;
    },
    async close() {
      await worker?.close();
      await close();
    },
  });
}
