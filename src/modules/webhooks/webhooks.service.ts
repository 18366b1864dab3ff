import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

import { databaseRefusal } from '../../common/http/database-errors';
import { checkPreconditions } from '../../common/http/etag';
import { Page } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import type { Env } from '../../config/env';
import { NetworkCallInTransaction } from '../../database/network-guard';
import { TransactionRunner } from '../../database/transaction';
import { DeliveryQueue } from '../../queue/delivery-queue';
import {
  assertPublicDestination,
  DestinationRefused,
  DestinationUnresolved,
  guardedResolve,
  Resolver,
  urlFormProblem,
} from './destination-guard';
import { destinationKey } from './destination-key';
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { DeliveryDto } from './dto/delivery.dto';
import { ListDeliveriesQuery } from './dto/list-deliveries.query';
import { ListWebhooksQuery } from './dto/list-webhooks.query';
import { UpdateWebhookDto } from './dto/update-webhook.dto';
import { WebhookDto } from './dto/webhook.dto';
import { Webhook } from './entities/webhook.entity';
import { WebhookAttempt } from './entities/webhook-attempt.entity';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { createHostResolver } from './host-resolver';
import { WebhookRepository } from './webhook.repository';
import { WebhookAttemptRepository } from './webhook-attempt.repository';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { deliveryNotFound, WebhookError, webhookNotFound } from './webhooks.errors';

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

/**
 * The outcome of the destination check of one URL: `refusal`, why it is refused (null when
 * allowed); `invalid` when the URL itself is not one a webhook may name (400, not 422).
 */
export interface DestinationVerdict {
  url: string;
  refusal: string | null;
  invalid?: boolean;
}

/** Webhook configuration and the operator view of deliveries. */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);
  private readonly resolve: Resolver;

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly attempts: WebhookAttemptRepository,
    private readonly transactions: TransactionRunner,
    private readonly queue: DeliveryQueue,
    private readonly config: ConfigService<Env, true>,
  ) {
    const resolveHost = createHostResolver({ timeoutMs: config.get('WEBHOOK_DNS_TIMEOUT_MS', { infer: true }) });
    this.resolve = (host) => guardedResolve(host, resolveHost);
  }

  /**
   * The destination check, a step of its own: it may resolve DNS, so it runs before any
   * transaction opens (for a keyed POST, before the Idempotency-Key's transaction: the
   * controller's `DestinationPrecheck` runs it as a guard and hands the verdict over). A
   * destination the delivery would refuse is refused when saved (422 naming the host, never
   * the address it resolved to), and so is one the check could not judge: it fails closed. A
   * host that does not resolve, or not within WEBHOOK_DNS_TIMEOUT_MS, is accepted: there is no
   * address to reach, DNS may change, and each delivery checks again before it sends.
   */
  async checkDestination(url: string): Promise<DestinationVerdict> {
    const problem = urlFormProblem(url);
    if (problem !== null) return { url, refusal: problem, invalid: true };
    if (this.config.get('WEBHOOK_ALLOW_PRIVATE_NETWORKS', { infer: true })) return { url, refusal: null };
    const parsed = new URL(url);
    try {
      await assertPublicDestination(parsed, this.resolve);
      return { url, refusal: null };
    } catch (error) {
      if (error instanceof NetworkCallInTransaction) throw error;
      if (error instanceof DestinationUnresolved) return { url, refusal: null };
      if (error instanceof DestinationRefused) return { url, refusal: error.message };
      // The guard turns its own failures into refusals; whatever else escapes is refused too.
      this.logger.warn(`the destination check of ${parsed.hostname} failed (${(error as Error)?.message}); refused`);
      return { url, refusal: new DestinationRefused(parsed.hostname, 'unchecked').message };
    }
  }

  /** The verdict checked beforehand when it is about this very URL, else a check now. */
  private async refuseForbidden(url: string, checked?: DestinationVerdict): Promise<void> {
    const verdict = checked?.url === url ? checked : await this.checkDestination(url);
    if (verdict.refusal === null) return;
    throw verdict.invalid ? WebhookError.invalidUrl(verdict.refusal) : WebhookError.destinationRefused(verdict.refusal);
  }

  /**
   * At most WEBHOOKS_PER_ACCOUNT_MAX webhooks (409 `limit_reached`) and one per destination
   * (409 `duplicate`, see destination-key.ts). The account's webhooks are locked first, so
   * concurrent creates of one account are counted one after the other; the unique index on
   * the destination holds even so.
   */
  async create(ctx: RequestContext, dto: CreateWebhookDto, checked?: DestinationVerdict): Promise<WebhookDto> {
    await this.refuseForbidden(dto.url, checked);
    const max = this.config.get('WEBHOOKS_PER_ACCOUNT_MAX', { infer: true });
    const key = destinationKey(dto.url);
    const created = this.transactions.run(ctx, async (c) => {
      const manager = c.tx.manager;
      const existing = await this.webhooks.lockAccountWebhooks(c.account.id, manager);
      if (existing.length >= max) throw WebhookError.limitReached(max);
      const same = await this.webhooks.findByDestination(c.account.id, key, manager);
      if (same) throw WebhookError.duplicate(same.id);
      const now = new Date();
      const webhook = await this.webhooks.create(
        c.account.id,
        {
          url: dto.url,
          destination_key: key,
          events: dto.events,
          token: blankToNull(dto.token) ?? null,
          secret: blankToNull(dto.secret) ?? null,
          active: dto.active ?? true,
          formato: dto.formato ?? 'padrao',
          created_at: now,
          updated_at: now,
        },
        manager,
      );
      // An account with no webhook had nothing to lock: creates running side by side meet
      // here instead (the locking read waits for the others' inserts; the database breaks the
      // wait and the runner runs the loser again, which then sees them).
      if (existing.length === 0 && (await this.webhooks.lockAccountWebhooks(c.account.id, manager)).length > max)
        throw WebhookError.limitReached(max);
      return toWebhookDto(webhook);
    });
    // Two creates of one destination racing on an empty account: the unique index decides.
    return created.catch((error: unknown) => {
      if (databaseRefusal(error)?.errors[0]?.code === 'duplicate') throw WebhookError.duplicate();
      throw error;
    });
  }

  async list(ctx: RequestContext, query: ListWebhooksQuery): Promise<Page<WebhookDto>> {
    const accountId = ctx.account.id;
    const page = await this.webhooks.list(accountId, query);
    return { data: page.data.map(toWebhookDto), pagination: page.pagination };
  }

  async view(ctx: RequestContext, id: number): Promise<WebhookDto> {
    return toWebhookDto(await this.get(ctx, id));
  }

  /**
   * Read-modify-write under the webhook's row lock (FOR UPDATE on MySQL; SQLite's runner runs
   * one transaction at a time): a field the body does not send keeps its latest committed value,
   * so a concurrent deactivation (410 Gone, 5 days failing) is never written back as active.
   */
  async update(ctx: RequestContext, id: number, dto: UpdateWebhookDto, checked?: DestinationVerdict): Promise<WebhookDto> {
    // The destination check may resolve DNS: done before the transaction opens.
    if (dto.url !== undefined) await this.refuseForbidden(dto.url, checked);
    return this.transactions.run(ctx, async ({ account, tx }) => {
      const webhook = await this.webhooks.findByIdForUpdate(account.id, id, tx.manager);
      if (!webhook) throw webhookNotFound(id);
      await checkPreconditions(ctx, `webhook ${id}`, async () => toWebhookDto((await this.webhooks.findById(account.id, id, tx.manager))!));
      if (dto.url !== undefined) {
        const key = destinationKey(dto.url);
        const same = await this.webhooks.findByDestination(account.id, key, tx.manager);
        if (same && same.id !== id) throw WebhookError.duplicate(same.id);
        webhook.url = dto.url;
        webhook.destination_key = key;
      }
      if (dto.events !== undefined) webhook.events = dto.events;
      if (dto.formato !== undefined) webhook.formato = dto.formato;
      if (dto.token !== undefined) webhook.token = blankToNull(dto.token) ?? null;
      if (dto.secret !== undefined) webhook.secret = blankToNull(dto.secret) ?? null;
      if (dto.active !== undefined) {
        // Turning it on (again) starts afresh: no deactivation reason, no run of failures.
        if (dto.active && !webhook.active) {
          webhook.deactivated_reason = null;
          webhook.deactivated_at = null;
          webhook.failing_since = null;
        }
        webhook.active = dto.active;
      }
      webhook.updated_at = new Date();
      return toWebhookDto(await this.webhooks.save(webhook, tx.manager));
    });
  }

  /** Deletes the webhook with its delivery log; pending deliveries are dropped. */
  async remove(ctx: RequestContext, id: number): Promise<void> {
    await this.transactions.run(ctx, async ({ account, tx }) => {
      const webhook = await this.webhooks.findByIdForUpdate(account.id, id, tx.manager);
      if (!webhook) throw webhookNotFound(id);
      await checkPreconditions(ctx, `webhook ${id}`, async () => toWebhookDto((await this.webhooks.findById(account.id, id, tx.manager))!));
      const deliveryIds = await this.deliveries.deleteOfWebhook(account.id, id, tx.manager);
      await this.attempts.deleteOfDeliveries(account.id, deliveryIds, tx.manager);
      await this.webhooks.deleteById(account.id, id, tx.manager);
    });
  }

  async listDeliveries(ctx: RequestContext, webhookId: number, query: ListDeliveriesQuery): Promise<Page<DeliveryDto>> {
    const accountId = ctx.account.id;
    await this.get(ctx, webhookId);
    const page = await this.deliveries.list(accountId, webhookId, query);
    const attempts = await this.attempts.forDeliveries(
      accountId,
      page.data.map((d) => d.id),
    );
    return { data: page.data.map((d) => toDeliveryDto(d, attempts)), pagination: page.pagination };
  }

  /** Sends a succeeded or failed delivery again: a new series of attempts, the same `id_event`. */
  async retryDelivery(ctx: RequestContext, deliveryId: number): Promise<DeliveryDto> {
    const accountId = ctx.account.id;
    const delivery = await this.transactions.run(ctx, async ({ tx }) => {
      const d = await this.deliveries.findByIdForUpdate(accountId, deliveryId, tx.manager);
      if (!d) throw deliveryNotFound(deliveryId);
      if (d.status === 'pending') throw WebhookError.deliveryPending(deliveryId);
      const webhook = await this.webhooks.findById(accountId, d.webhook_id, tx.manager);
      if (!webhook) throw deliveryNotFound(deliveryId);
      if (!webhook.active) throw WebhookError.webhookInactive(webhook.id);
      d.status = 'pending';
      d.series_offset = d.attempt_count;
      d.next_attempt_at = new Date();
      d.completed_at = null;
      const saved = await this.deliveries.save(d, tx.manager);
      // Not awaited (see NotificationsService): the sweeper covers a failed enqueue.
      tx.afterCommit(() => void this.queue.add({ accountId, deliveryId, attempt: saved.attempt_count + 1 }).catch(() => undefined));
      return saved;
    });
    const attempts = await this.attempts.forDeliveries(accountId, [delivery.id]);
    return toDeliveryDto(delivery, attempts);
  }

  private async get(ctx: RequestContext, id: number): Promise<Webhook> {
    const accountId = ctx.account.id;
    const webhook = await this.webhooks.findById(accountId, id);
    if (!webhook) throw webhookNotFound(id);
    return webhook;
  }
}

export function toWebhookDto(w: Webhook): WebhookDto {
  return {
    id: w.id,
    url: w.url,
    events: w.events,
    token_set: !!w.token,
    secret_set: !!w.secret,
    active: !!w.active,
    formato: w.formato ?? 'padrao',
    deactivated_reason: w.deactivated_reason ?? null,
    deactivated_at: iso(w.deactivated_at),
    created_at: iso(w.created_at)!,
    updated_at: iso(w.updated_at)!,
  };
}

function toDeliveryDto(d: WebhookDelivery, attempts: WebhookAttempt[]): DeliveryDto {
  return {
    id: d.id,
    id_webhook: d.webhook_id,
    id_event: d.notification_id,
    event: d.event,
    status: d.status,
    attempt_count: d.attempt_count,
    next_attempt_at: iso(d.next_attempt_at),
    last_status_code: d.last_status_code,
    last_error: d.last_error,
    created_at: iso(d.created_at)!,
    completed_at: iso(d.completed_at),
    attempts: attempts
      .filter((a) => a.delivery_id === d.id)
      .map((a) => ({
        attempt: a.attempt,
        attempted_at: iso(a.attempted_at)!,
        success: !!a.success,
        status_code: a.status_code,
        duration_ms: a.duration_ms,
        response_body: a.response_body,
        error: a.error,
      })),
  };
}
