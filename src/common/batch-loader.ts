/**
 * Coalesces reads by key: every `load(key)` made in the same turn of the event loop (up to
 * `maxBatch` keys) is answered by one call of `fetch` with the distinct keys. Nothing is kept
 * afterwards: a later `load` reads again, so the answer is never older than the read itself.
 */
export class BatchLoader<K, V> {
  private pending = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  private scheduled = false;

  constructor(
    private readonly fetch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 200,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (this.pending.size >= this.maxBatch) this.dispatch();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.dispatch());
      }
    });
  }

  private dispatch(): void {
    this.scheduled = false;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.fetch([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      },
    );
  }
}
