import { createServer, IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  at: number;
}

export interface ScriptedAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Wait this long before answering (for timeouts and in-flight kills). */
  delayMs?: number;
  /** Destroy the socket without answering. */
  hangUp?: boolean;
}

/** `n` counts from 1 over every request the receiver got. */
export type Script = (request: ReceivedRequest, n: number) => ScriptedAnswer;

/**
 * A real HTTP receiver on 127.0.0.1 (port 0) that records every request and answers as the
 * test scripts it (200 by default).
 */
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  private script: Script = () => ({ status: 200, body: 'ok' });
  private waiters: { check: () => boolean; resolve: () => void }[] = [];
  private readonly open = new Set<ServerResponse>();
  private readonly routes = new Map<string, ScriptedAnswer[]>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    const server = createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        const request: ReceivedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body,
          json,
          at: Date.now(),
        };
        receiver.requests.push(request);
        const route = receiver.routes.get(request.path);
        const answer = route
          ? route[Math.min(receiver.at(request.path).length - 1, route.length - 1)]
          : receiver.script(request, receiver.requests.length);
        receiver.notify();
        const reply = () => {
          if (answer.hangUp) return req.socket.destroy();
          if (res.destroyed) return;
          res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain', ...(answer.headers ?? {}) });
          res.end(answer.body ?? '');
        };
        if (answer.delayMs) {
          receiver.open.add(res);
          setTimeout(() => {
            receiver.open.delete(res);
            reply();
          }, answer.delayMs);
        } else reply();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  answer(script: Script): void {
    this.script = script;
  }

  /** The n-th request to `path` gets `answers[n-1]`; the last answer repeats. */
  route(path: string, answers: ScriptedAnswer[]): void {
    this.routes.set(path, answers);
  }

  /** Requests whose path is `path`. */
  at(path: string): ReceivedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  /** Resolves when `check` holds, or fails after `timeoutMs`. */
  waitUntil(check: () => boolean, timeoutMs = 15000, what = 'condition'): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what} (got ${this.requests.length} requests)`));
      }, timeoutMs);
      const waiter = {
        check,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }

  waitForCount(count: number, path?: string, timeoutMs = 15000): Promise<void> {
    return this.waitUntil(
      () => (path ? this.at(path).length : this.requests.length) >= count,
      timeoutMs,
      `${count} requests${path ? ` to ${path}` : ''}`,
    );
  }

  private notify(): void {
    for (const w of [...this.waiters]) {
      if (w.check()) {
        this.waiters = this.waiters.filter((x) => x !== w);
        w.resolve();
      }
    }
  }

  async close(): Promise<void> {
    for (const res of this.open) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until `accept` holds (for database state). */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15000, what = 'state'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: last value ${JSON.stringify(value)}`);
    await sleep(50);
  }
}
