import { createConnection, createServer, Socket } from 'node:net';

/**
 * A TCP forwarder on 127.0.0.1 to `host:port`, for a real dependency (MySQL, Redis) that the test
 * can take away and bring back: `cut()` closes the port and every connection through it (the
 * clients then see their own driver errors, naming this address), `restore()` listens again on
 * the same port, `close()` stops it for good.
 */
export async function tcpForwarder(host: string, port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host, port });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => server.once('error', reject).listen(on, '127.0.0.1', () => resolve()));
  await listen(0);
  const own = (server.address() as { port: number }).port;
  return {
    port: own,
    async cut(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    async restore(): Promise<void> {
      if (!server.listening) await listen(own);
    },
    /** Stops forwarding for good (the end of the test). */
    async close(): Promise<void> {
      const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}
