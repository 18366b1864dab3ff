import { createServer } from 'node:net';

import { Counter, Registry } from 'prom-client';

import { EnvError } from '../config/env';
import { MetricsPortError, MetricsServer } from './metrics-server';

describe('MetricsServer', () => {
  it('answers GET and HEAD /metrics with the registry in the text format, and 404 to anything else', async () => {
    const registry = new Registry();
    new Counter({ name: 'test_things_total', help: 'things', registers: [registry] }).inc(2);
    const server = new MetricsServer(registry);
    const { port } = await server.listen(0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('test_things_total 2');
      expect((await fetch(`${base}/metrics?x=1`)).status).toBe(200);
      expect((await fetch(`${base}/metrics`, { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics/x`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
    expect(server.address()).toBeNull();
  });

  it('refuses a port already in use with one line naming METRICS_PORT', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const attempt = new MetricsServer(new Registry()).listen(port, '127.0.0.1');
      await expect(attempt).rejects.toBeInstanceOf(MetricsPortError);
      await expect(new MetricsServer(new Registry()).listen(port, '127.0.0.1')).rejects.toThrow(`METRICS_PORT ${port} is already in use`);
      await expect(new MetricsServer(new Registry()).listen(port, '127.0.0.1')).rejects.toBeInstanceOf(EnvError);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
