import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Registry } from 'prom-client';

import { EnvError } from '../config/env';

/** A start that cannot go on because the metrics port is taken or not allowed. */
export class MetricsPortError extends EnvError {}

/**
 * The `/metrics` endpoint on a port of its own (never the public API's): a bare Node HTTP
 * server, so a scrape goes through no API middleware (rate limit, authentication, logs). `GET
 * /metrics` answers the registry in the Prometheus text format; anything else is a 404.
 */
export class MetricsServer {
  private server?: Server;

  constructor(private readonly registry: Registry) {}

  async listen(port: number, host: string): Promise<AddressInfo> {
    const server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n');
        return;
      }
      this.registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': this.registry.contentType });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        (error: Error) => {
          response
            .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
            .end(`metrics could not be collected: ${error.message}\n`);
        },
      );
    });
    // A scraper keeps its connection; an idle one must not hold the process's shutdown.
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new MetricsPortError(
                `METRICS_PORT ${port} is already in use: give this process a port of its own (the API and each worker need one each)`,
              )
            : error.code === 'EADDRNOTAVAIL'
              ? new MetricsPortError(`METRICS_HOST ${host} is not an address of this machine`)
              : error,
        ),
      );
      server.listen({ port, host, exclusive: true }, () => resolve());
    });
    this.server = server;
    return server.address() as AddressInfo;
  }

  address(): AddressInfo | null {
    return (this.server?.address() as AddressInfo | null) ?? null;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
