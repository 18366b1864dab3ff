import Redis, { type RedisOptions } from 'ioredis';

import { DependencyState, RETRY_MAX_MS } from './dependency-state';

/**
 * Every Redis client of the service (the rate limit's, Bull's three) is made here, so that all
 * of them retry at one pace and report to the process's one `redis` state, which logs a loss
 * once and a return once, instead of a line per client per retry.
 */
export const REDIS_CLIENT_OPTIONS = {
  // A server that does not answer at all is down within this time, not ioredis' 10 s.
  connectTimeout: 2000,
  // Again after 200 ms, 400 ms… then every 2 s (Bull's own pace reaches 20 s: a Redis back
  // after a minute would wait that long to be seen).
  retryStrategy: (times: number) => Math.min(times * 200, RETRY_MAX_MS),
} satisfies RedisOptions;

/** Reports `client`'s connection to `state`; its errors are the state's to log. */
export function watchRedis(client: Redis, state: DependencyState): Redis {
  client.on('error', (error: Error) => state.connectionFailed(client, error.message));
  client.on('ready', () => state.connectionReady(client));
  return client;
}

/** A client of REDIS_URL (or of options parsed from it) with the service's options and `options` over them, watched by `state`. */
export function createRedis(connection: string | RedisOptions, state: DependencyState, options: RedisOptions = {}): Redis {
  const client =
    typeof connection === 'string'
      ? new Redis(connection, { ...REDIS_CLIENT_OPTIONS, ...options })
      : new Redis({ ...connection, ...REDIS_CLIENT_OPTIONS, ...options });
  return watchRedis(client, state);
}
