import { createServer, type Server } from 'node:net';

import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';

import { Dependencies } from './dependency-state';
import { createRedis, REDIS_CLIENT_OPTIONS } from './redis';

/** A port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('createRedis', () => {
  let warn: jest.SpiedFunction<Logger['warn']>;
  let server: Server | undefined;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    jest.restoreAllMocks();
  });

  it('retries every 2 s at most, and sooner at first', () => {
    const delays = [1, 2, 5, 10, 100].map((times) => REDIS_CLIENT_OPTIONS.retryStrategy(times));
    expect(delays).toEqual([200, 400, 1000, 2000, 2000]);
  });

  it('reports the clients of a closed port as one loss, told once while they retry', async () => {
    const port = await closedPort();
    const url = `redis://:secret@127.0.0.1:${port}`;
    const redis = new Dependencies({ REDIS_URL: url }).redis!;
    const clients = [createRedis(url, redis), createRedis(url, redis, { maxRetriesPerRequest: null })];
    try {
      // Several retries each (200 ms, 400 ms, 600 ms…).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(redis.status).toBe('down');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(`REDIS_URL (127.0.0.1:${port}): connect ECONNREFUSED`);
      expect(warn.mock.calls[0][0]).not.toContain('secret');
    } finally {
      for (const client of clients) client.disconnect();
    }
  });

  it('reports a client back once the server answers', async () => {
    const port = await closedPort();
    const url = `redis://127.0.0.1:${port}`;
    const redis = new Dependencies({ REDIS_URL: url }).redis!;
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const client = createRedis(url, redis);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(redis.status).toBe('down');
      // A stand-in that speaks just enough RESP for a connection to be ready (no ready check).
      server = createServer((socket) => socket.on('data', () => socket.write('+OK\r\n')));
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(redis.status).toBe('up');
      expect(log.mock.calls).toEqual([[`redis is up again: the Redis server of REDIS_URL (127.0.0.1:${port}) answers`]]);
    } finally {
      client.disconnect();
    }
  });
});
