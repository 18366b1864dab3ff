import { FairSlots } from './fair-slots';

const tick = () => new Promise((r) => setImmediate(r));

describe('FairSlots', () => {
  it('admits up to its size at once', async () => {
    const slots = new FairSlots(2);
    await slots.acquire(1);
    await slots.acquire(1);
    expect(slots.taken).toBe(2);
    let third = false;
    void slots.acquire(1).then(() => (third = true));
    await tick();
    expect([third, slots.waitingOf(1)]).toEqual([false, 1]);
    slots.release();
    await tick();
    expect([third, slots.taken]).toEqual([true, 2]);
  });

  it("serves waiting accounts in turn: one account's long queue delays another's request by one turn, not its whole queue", async () => {
    const slots = new FairSlots(1);
    await slots.acquire(1);
    const served: string[] = [];
    const flood = Array.from({ length: 5 }, (_, i) => slots.acquire(1).then(() => served.push(`a${i}`)));
    const neighbour = slots.acquire(2).then(() => served.push('b'));
    for (let i = 0; i < 6; i++) {
      slots.release();
      await tick();
    }
    await Promise.all([...flood, neighbour]);
    expect(served).toEqual(['a0', 'b', 'a1', 'a2', 'a3', 'a4']);
    slots.release();
    expect(slots.taken).toBe(0);
  });
});
