/**
 * A fast local webhook receiver for the delivery benchmark: answers 204 at once and counts
 * every `id_event` it receives, so the bench can tell lost from duplicated deliveries.
 */
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class Receiver {
  readonly seen = new Map<number, number>();
  received = 0;
  firstAt = 0;
  lastAt = 0;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const now = performance.now();
        try {
          const id = Number((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id_event: number }).id_event);
          this.seen.set(id, (this.seen.get(id) ?? 0) + 1);
        } catch {
          /* counted below; an unreadable body shows up as a lost delivery */
        }
        this.received++;
        if (this.firstAt === 0) this.firstAt = now;
        this.lastAt = now;
        res.writeHead(204).end();
      });
    });
    this.server.keepAliveTimeout = 30_000;
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', ok));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  reset(): void {
    this.seen.clear();
    this.received = 0;
    this.firstAt = 0;
    this.lastAt = 0;
  }

  /** Deliveries of `ids`: how many never arrived and how many arrived more than once. */
  tally(ids: number[]): { lost: number; duplicates: number } {
    let lost = 0;
    let duplicates = 0;
    for (const id of ids) {
      const n = this.seen.get(id) ?? 0;
      if (n === 0) lost++;
      else duplicates += n - 1;
    }
    return { lost, duplicates };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }
}
