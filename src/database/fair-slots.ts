/**
 * A fixed number of slots shared by every account, served in turn: each account that waits has a
 * queue of its own, and a freed slot goes to the next account in the round (then that account goes
 * to the back of it), so an account with a hundred requests waiting delays another account's one
 * request by at most one turn per slot, never by its whole queue.
 */
export class FairSlots {
  private running = 0;
  /** Waiting accounts in the order they are served (a Map keeps insertion order: the round). */
  private readonly queues = new Map<number, (() => void)[]>();

  constructor(readonly size: number) {}

  /** Takes a slot for the account, waiting for its turn when all are taken. */
  async acquire(accountId: number): Promise<void> {
    if (this.running < this.size && this.queues.size === 0) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => {
      const queue = this.queues.get(accountId);
      if (queue) queue.push(resolve);
      else this.queues.set(accountId, [resolve]);
    });
  }

  /** Gives a slot back: to the first request of the next account in the round, else free. */
  release(): void {
    const first = this.queues.entries().next();
    if (first.done) {
      this.running--;
      return;
    }
    const [accountId, queue] = first.value;
    const next = queue.shift()!;
    this.queues.delete(accountId);
    if (queue.length > 0) this.queues.set(accountId, queue); // to the back of the round
    next(); // the slot passes on: the running count stays
  }

  /** Slots taken now. */
  get taken(): number {
    return this.running;
  }

  /** Requests of the account waiting for a slot now. */
  waitingOf(accountId: number): number {
    return this.queues.get(accountId)?.length ?? 0;
  }
}
