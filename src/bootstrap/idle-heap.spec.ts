import { fullCollection, IdleHeap } from './idle-heap';

describe('IdleHeap', () => {
  let now: number;
  let collections: number;
  let heap: IdleHeap;
  beforeEach(() => {
    now = 0;
    collections = 0;
    heap = new IdleHeap(
      () => collections++,
      10_000,
      () => now,
    );
  });

  it('collects once after start-up, when no request came for the idle time', () => {
    now = 9_999;
    expect(heap.tick()).toBe(false);
    now = 10_000;
    expect(heap.tick()).toBe(true);
    now = 60_000;
    expect(heap.tick()).toBe(false);
    expect(collections).toBe(1);
  });

  it('never collects while requests keep coming, and once after they stop', () => {
    now = 10_000;
    heap.tick();
    for (let t = 11_000; t < 60_000; t += 3_000) {
      now = t;
      heap.requestSeen();
      expect(heap.tick()).toBe(false);
    }
    const last = now;
    now = last + 10_000;
    expect(heap.tick()).toBe(true);
    now = last + 30_000;
    expect(heap.tick()).toBe(false);
    expect(collections).toBe(2);
  });

  it('finds V8 full collection on this Node', () => {
    const gc = fullCollection();
    expect(typeof gc).toBe('function');
    expect(() => gc!()).not.toThrow();
  });
});
