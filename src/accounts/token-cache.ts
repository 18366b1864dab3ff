import type { AuthenticatedCaller } from '../common/request-context';

/** A caller resolved from a token hash, and when this process last recorded the token's use. */
export interface CachedCaller {
  caller: AuthenticatedCaller;
  /** `last_used_at` as this process last read or wrote it (ms since the epoch; 0 when never used). */
  lastUsedMs: number;
}

interface Slot extends CachedCaller {
  expiresAt: number;
}

/**
 * Known tokens, by hash, for a few seconds: a request whose token this process has just resolved
 * needs no lookup. Only tokens that were found are kept (a token created a moment ago in another
 * process works at once). A revocation made in another process (the CLI) takes effect here when
 * the entry expires, within `ttlMs`; one made through this process's `AccountsService` at once.
 * Bounded: past `maxEntries` the oldest entry goes.
 */
export class TokenCache {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(hash: string): CachedCaller | undefined {
    const slot = this.slots.get(hash);
    if (!slot) return undefined;
    if (slot.expiresAt <= this.now()) {
      this.slots.delete(hash);
      return undefined;
    }
    return slot;
  }

  set(hash: string, entry: CachedCaller): void {
    if (!this.enabled) return;
    this.slots.delete(hash);
    if (this.slots.size >= this.maxEntries) this.slots.delete(this.slots.keys().next().value!);
    this.slots.set(hash, { ...entry, expiresAt: this.now() + this.ttlMs });
  }

  /** Records a use written to the database, without extending the entry's life. */
  touched(hash: string, lastUsedMs: number): void {
    const slot = this.slots.get(hash);
    if (slot) slot.lastUsedMs = lastUsedMs;
  }

  /** Forgets every entry of a token ID (after a revocation). */
  forgetToken(tokenId: number): void {
    for (const [hash, slot] of this.slots) if (slot.caller.token.id === tokenId) this.slots.delete(hash);
  }

  get size(): number {
    return this.slots.size;
  }
}
