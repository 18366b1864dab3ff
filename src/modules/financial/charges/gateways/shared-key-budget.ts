/**
 * Each account's budget of calls on the service's own Asaas key (ASAAS_API_KEY), which every
 * account without a key of its own shares: a token bucket per account of `perMinute` calls, full at
 * first and refilled evenly over the minute. An operation (issuing or cancelling a charge) starts
 * only with a call left in its account's bucket; the calls it then makes are all counted, and none
 * is cut short (a payment made and not recorded would stay at the gateway), so a bucket may dip
 * below zero and refills from there. One account spending its budget leaves the others theirs.
 * Counted per process, like ACCOUNT_DB_CONCURRENCY.
 */
export class SharedKeyBudget {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the account may start an operation: 0 when it may now. */
  waitOf(accountId: number): number {
    const tokens = this.tokensOf(accountId);
    if (tokens >= 1) return 0;
    return Math.max(1, Math.ceil(((1 - tokens) * 60) / this.perMinute));
  }

  /** Counts one call of the account on the shared key. */
  spend(accountId: number): void {
    const tokens = this.tokensOf(accountId);
    this.buckets.set(accountId, { tokens: tokens - 1, at: this.now() });
    if (this.buckets.size > 10_000) this.forgetFull();
  }

  private tokensOf(accountId: number): number {
    const bucket = this.buckets.get(accountId);
    if (!bucket) return this.perMinute;
    const refill = ((this.now() - bucket.at) / 60_000) * this.perMinute;
    return Math.min(this.perMinute, bucket.tokens + refill);
  }

  /** Buckets refilled to the top hold nothing worth keeping. */
  private forgetFull(): void {
    for (const accountId of [...this.buckets.keys()]) if (this.tokensOf(accountId) >= this.perMinute) this.buckets.delete(accountId);
  }
}
