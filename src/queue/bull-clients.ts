import { InjectQueue } from '@nestjs/bull';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue, QueueOptions } from 'bull';
import type Redis from 'ioredis';
import type { RedisOptions } from 'ioredis';

import type { DependencyState } from '../common/dependency-state';
import { createRedis } from '../common/redis';
import { WEBHOOK_QUEUE } from './queue.constants';

type ClientType = Parameters<NonNullable<QueueOptions['createClient']>>[0];

/**
 * Bull's Redis clients (the queue's own, its event subscriber, its blocking reader), made
 * through `createRedis` so that they report to the process's `redis` state and retry at the
 * service's pace. Bull disconnects only the clients it made itself at `close`, so the ones made
 * here are put in its `clients` list as soon as the queue exists (`adopt`).
 */
export class BullClients {
  private readonly made: Redis[] = [];
  private queue?: Queue;

  constructor(private readonly redis: DependencyState) {}

  readonly createClient = (type: ClientType, redisOptions: RedisOptions = {}): Redis => {
    // Bull's own rule for its subscriber and blocking client: no limit on a command's retries.
    const client = createRedis(redisOptions, this.redis, type === 'client' ? {} : { maxRetriesPerRequest: null });
    if (this.queue) this.queue.clients.push(client);
    else this.made.push(client);
    return client;
  };

  adopt(queue: Queue): void {
    this.queue = queue;
    queue.clients.push(...this.made.splice(0));
  }
}

/** Hands the clients made before the queue existed to the queue, which closes them with itself. */
@Injectable()
export class BullClientsOwner implements OnModuleInit {
  constructor(
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue,
    private readonly clients: BullClients,
  ) {}

  onModuleInit() {
    this.clients.adopt(this.queue);
  }
}
