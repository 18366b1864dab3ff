import { BatchLoader } from './batch-loader';

describe('BatchLoader', () => {
  const source = () => {
    const calls: number[][] = [];
    const loader = new BatchLoader<number, string>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k > 0).map((k) => [k, `row ${k}`]));
    }, 3);
    return { calls, loader };
  };

  it('answers the loads of one turn of the event loop with one fetch of the distinct keys', async () => {
    const { calls, loader } = source();
    const answers = await Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(-5)]);
    expect(answers).toEqual(['row 1', 'row 2', 'row 1', undefined]);
    expect(calls).toEqual([[1, 2, -5]]);
  });

  it('splits at the batch size and keeps nothing for later loads', async () => {
    const { calls, loader } = source();
    await Promise.all([1, 2, 3, 4].map((k) => loader.load(k)));
    await loader.load(1);
    expect(calls).toEqual([[1, 2, 3], [4], [1]]);
  });

  it('rejects every load of a batch whose fetch fails', async () => {
    const loader = new BatchLoader<number, string>(() => Promise.reject(new Error('down')));
    const results = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
