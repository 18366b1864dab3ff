import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

import { PeriodicJob } from '../../../common/periodic-job';
import type { Tx } from '../../../common/request-context';
import type { Env } from '../../../config/env';
import { TransactionRunner } from '../../../database/transaction';
import { NotificationRepository } from '../notification.repository';
import { WebhookAttemptRepository } from '../webhook-attempt.repository';
import { WebhookDeliveryRepository } from '../webhook-delivery.repository';

/** How often the purge runs, and how many rows one statement deletes at most. */
const PURGE_INTERVAL_MS = 10 * 60_000;
export const PURGE_BATCH = 500;
const DAY_MS = 24 * 3600 * 1000;

/** Rows of one table read for the purge: the oldest first. */
interface Aged {
  id: number;
  account_id: number;
}

/**
 * Retention of the delivery log: notifications (their data holds clients' documents and phones),
 * deliveries and attempts older than NOTIFICATION_RETENTION_DAYS are deleted, every ten minutes,
 * in batches (one transaction per batch and account, at most PURGE_BATCH rows each), oldest first:
 *
 * - attempts made before the cut-off;
 * - deliveries finished (succeeded or failed) before it, and their attempts; a delivery still
 *   pending is kept, whatever its age (a manual retry of an old one, a long Retry-After);
 * - notifications made before it that no delivery names any more.
 *
 * Each table is walked by ID from the oldest row and the walk stops at the first row younger
 * than the cut-off (IDs grow with time), so a pass reads the rows it deletes and a batch more,
 * not the table. Runs where deliveries are made: the worker, or the API on the embedded default;
 * several processes purging at once only delete the same rows.
 */
@Injectable()
export class NotificationPurger implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly retentionMs: number;
  private readonly job = new PeriodicJob({
    name: 'purge',
    intervalMs: PURGE_INTERVAL_MS,
    logger: new Logger('NotificationPurger'),
    work: () => this.purge(),
    done: (n) => `deleted ${n} notifications, deliveries and attempts past their retention`,
    unref: true,
  });

  constructor(
    config: ConfigService<Env, true>,
    private readonly notifications: NotificationRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly attempts: WebhookAttemptRepository,
    private readonly transactions: TransactionRunner,
  ) {
    this.retentionMs = config.get('NOTIFICATION_RETENTION_DAYS', { infer: true }) * DAY_MS;
  }

  onApplicationBootstrap() {
    this.job.start();
  }

  beforeApplicationShutdown() {
    return this.job.stop();
  }

  /** One pass; returns how many rows were deleted. */
  async purge(now = new Date(), batch = PURGE_BATCH): Promise<number> {
    const cutoff = now.getTime() - this.retentionMs;
    const older = (d: Date | string | null) => d !== null && new Date(d).getTime() < cutoff;
    let deleted = 0;

    deleted += await this.walk(
      (after) => this.attempts.oldestAfter(after, batch),
      (a) => older(a.attempted_at),
      (a) => older(a.attempted_at),
      (accountId, ids, tx) => this.attempts.deleteByIds(accountId, ids, tx.manager),
    );
    deleted += await this.walk(
      (after) => this.deliveries.oldestAfter(after, batch),
      (d) => older(d.created_at),
      (d) => d.status !== 'pending' && older(d.completed_at ?? d.created_at),
      async (accountId, ids, tx) => {
        await this.attempts.deleteOfDeliveries(accountId, ids, tx.manager);
        await this.deliveries.deleteByIds(accountId, ids, tx.manager);
      },
    );
    deleted += await this.walk(
      (after) => this.notifications.oldestAfter(after, batch),
      (n) => older(n.created_at),
      (n) => older(n.created_at),
      (accountId, ids, tx) => this.notifications.deleteByIds(accountId, ids, tx.manager),
      async (rows) => {
        const named = await this.deliveries.notificationsWithDeliveries(rows.map((n) => n.id));
        return rows.filter((n) => !named.has(n.id));
      },
    );
    return deleted;
  }

  /**
   * Walks a table from its oldest row, batch by batch, while rows are `old`; deletes those that
   * `expired` says may go (after `keep` filters them further), per account.
   */
  private async walk<T extends Aged>(
    read: (afterId: number) => Promise<T[]>,
    old: (row: T) => boolean,
    expired: (row: T) => boolean,
    remove: (accountId: number, ids: number[], tx: Tx) => Promise<void>,
    keep: (rows: T[]) => Promise<T[]> = async (rows) => rows,
  ): Promise<number> {
    let after = 0;
    let deleted = 0;
    for (;;) {
      const rows = await read(after);
      const aged: T[] = [];
      for (const row of rows) {
        if (!old(row)) break;
        aged.push(row);
      }
      const doomed = await keep(aged.filter(expired));
      const byAccount = new Map<number, number[]>();
      for (const row of doomed) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row.id]);
      for (const [accountId, ids] of byAccount) await this.transactions.run((tx) => remove(accountId, ids, tx));
      deleted += doomed.length;
      // A younger row, or the end of the table: the rest is younger still.
      if (aged.length < rows.length || rows.length === 0) return deleted;
      after = rows[rows.length - 1].id;
    }
  }
}
