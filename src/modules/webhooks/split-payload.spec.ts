import { splitPayload } from './notifications.service';

describe('splitPayload (notification bodies stay under the limit)', () => {
  const item = (n: number, size: number) => ({ id: n, nome: 'x'.repeat(size) });
  const bytes = (chunk: unknown[]) => Buffer.byteLength(JSON.stringify(chunk));

  it('keeps a small payload whole', () => {
    const data = [item(1, 10), item(2, 10)];
    expect(splitPayload(data, 1024)).toEqual({ chunks: [data], refused: [] });
  });

  it('keeps an empty payload as one empty notification', () => {
    expect(splitPayload([], 1024)).toEqual({ chunks: [[]], refused: [] });
  });

  it('splits a large payload into parts under the limit, in order, losing nothing', () => {
    const data = Array.from({ length: 50 }, (_, i) => item(i, 100));
    const { chunks, refused } = splitPayload(data, 1024);
    expect(refused).toEqual([]);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat()).toEqual(data);
    for (const chunk of chunks) expect(bytes(chunk) + 200).toBeLessThanOrEqual(1024);
  });

  it('refuses only an element that alone is over the limit', () => {
    const big = item(2, 2000);
    const { chunks, refused } = splitPayload([item(1, 10), big, item(3, 10)], 1024);
    expect(refused).toEqual([big]);
    expect(chunks.flat()).toEqual([item(1, 10), item(3, 10)]);
  });
});
