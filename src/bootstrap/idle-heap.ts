import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import type { FastifyInstance } from 'fastify';

/**
 * Gives memory back once the API goes quiet. A burst of requests grows V8's heap well past
 * what the process keeps alive (a 100-row list allocates its rows, views and JSON per request),
 * and V8 only shrinks it again when its own heuristics notice the quiet, sometimes after
 * minutes. This collects the garbage `idleMs` after the last request (and once after start-up,
 * whose work is garbage too), twice a second apart: the second collection releases the pages
 * the first emptied. A collection takes tens of milliseconds, with no request waiting.
 */
export class IdleHeap {
  private lastRequest: number;
  private dirty = true;

  constructor(
    private readonly collect: () => void,
    private readonly idleMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.lastRequest = now();
  }

  requestSeen(): void {
    this.lastRequest = this.now();
    this.dirty = true;
  }

  /** Called every few seconds: collects when requests came since the last collection and none for `idleMs`. */
  tick(): boolean {
    if (!this.dirty || this.now() - this.lastRequest < this.idleMs) return false;
    this.dirty = false;
    this.collect();
    return true;
  }
}

/** V8's full collection, or undefined where the flag cannot be set. */
export function fullCollection(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (() => void) | undefined;
    return typeof gc === 'function' ? gc : undefined;
  } catch {
    return undefined;
  }
}

/** Wires an IdleHeap to a Fastify instance: every response marks activity, a timer (unref'd) ticks. */
export function collectWhenIdle(fastify: FastifyInstance, idleMs = 10_000): void {
  const gc = fullCollection();
  if (!gc) return;
  const heap = new IdleHeap(() => {
    gc();
    setTimeout(gc, 1000).unref();
  }, idleMs);
  fastify.addHook('onResponse', (_req, _reply, done) => {
    heap.requestSeen();
    done();
  });
  const timer = setInterval(() => heap.tick(), Math.max(1000, idleMs / 2));
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
}
