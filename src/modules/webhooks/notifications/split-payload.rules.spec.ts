import { splitPayload } from './split-payload.rules';

describe('splitPayload (notification bodies stay under the limit)', () => {
  const LIMIT = 2048;
  const ENVELOPE = 200;
  const item = (n: number, size: number) => ({ id: n, nome: 'x'.repeat(size) });
  const bytes = (chunk: unknown[]) => Buffer.byteLength(JSON.stringify(chunk));
  const order = (items: number, size: number) => ({
    idpedido: 41,
    id_evento: 7,
    numero: '7-3',
    sequencial: 3,
    itens: Array.from({ length: items }, (_, i) => ({ id: 1000 + i, descricao: `${i}:${'é'.repeat(size)}` })),
  });
  const expectUnderLimit = (chunks: unknown[][]) => {
    for (const chunk of chunks) expect(bytes(chunk) + ENVELOPE).toBeLessThanOrEqual(LIMIT);
  };

  it('keeps a small payload whole', () => {
    const data = [item(1, 10), item(2, 10)];
    expect(splitPayload(data, LIMIT)).toEqual({ chunks: [data], oversized: [] });
  });

  it('keeps an empty payload as one empty notification', () => {
    expect(splitPayload([], LIMIT)).toEqual({ chunks: [[]], oversized: [] });
  });

  it('splits a large payload into parts under the limit, in order, losing nothing', () => {
    const data = Array.from({ length: 50 }, (_, i) => item(i, 100));
    const { chunks, oversized } = splitPayload(data, LIMIT);
    expect(oversized).toEqual([]);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat()).toEqual(data);
    expectUnderLimit(chunks);
  });

  it('splits one resource over the limit into marked parts: its other fields in each, a slice of its array', () => {
    const big = order(40, 60); // 40 items of ~130 bytes (the é are 2 bytes each): ~5 KiB
    const { chunks, oversized } = splitPayload([big], LIMIT);
    expect(oversized).toEqual([]);
    expect(chunks.length).toBeGreaterThan(2);
    expectUnderLimit(chunks);
    const parts = chunks.flat() as ReturnType<typeof order>[];
    expect(chunks.every((c) => c.length === 1)).toBe(true);
    parts.forEach((part, i) => {
      expect(part).toEqual({
        idpedido: 41,
        id_evento: 7,
        numero: '7-3',
        sequencial: 3,
        itens: expect.any(Array),
        parte: i + 1,
        partes: parts.length,
      });
      expect(part.itens.length).toBeGreaterThan(0);
    });
    // The parts in order give back the whole array.
    expect(parts.flatMap((p) => p.itens)).toEqual(big.itens);
    // The resource's own key order is kept, the markers come last.
    expect(Object.keys(parts[0])).toEqual(['idpedido', 'id_evento', 'numero', 'sequencial', 'itens', 'parte', 'partes']);
  });

  it('splits the largest array and repeats the smaller ones in every part', () => {
    const big = { ...order(40, 60), propostas: [{ proposta: '5-1' }, { proposta: '5-2' }] };
    const parts = splitPayload([big], LIMIT).chunks.flat() as (typeof big)[];
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.propostas).toEqual(big.propostas);
    expect(parts.flatMap((p) => p.itens)).toEqual(big.itens);
  });

  it('keeps the neighbours of a split resource, in order', () => {
    const big = order(40, 60);
    const { chunks, oversized } = splitPayload([item(1, 10), big, item(2, 10)], LIMIT);
    expect(oversized).toEqual([]);
    expectUnderLimit(chunks);
    const flat = chunks.flat() as Record<string, unknown>[];
    expect(flat[0]).toEqual(item(1, 10));
    expect(flat.at(-1)).toEqual(item(2, 10));
    expect(flat.slice(1, -1).flatMap((p) => p.itens as unknown[])).toEqual(big.itens);
  });

  it('sends whole, in a notification of its own, a resource with no array to split', () => {
    const big = item(2, 4000);
    const { chunks, oversized } = splitPayload([item(1, 10), big, item(3, 10)], LIMIT);
    expect(oversized).toEqual([big]);
    expect(chunks).toEqual([[item(1, 10)], [big], [item(3, 10)]]);
  });

  it('sends whole a resource whose single array entry is alone over the limit', () => {
    const big = {
      id: 9,
      itens: [
        { id: 1, descricao: 'y'.repeat(4000) },
        { id: 2, descricao: 'z' },
      ],
    };
    const { chunks, oversized } = splitPayload([big], LIMIT);
    expect(oversized).toEqual([big]);
    expect(chunks).toEqual([[big]]);
  });

  it('sends whole a resource that is not an object', () => {
    const big = 'w'.repeat(4000);
    expect(splitPayload([big], LIMIT)).toEqual({ chunks: [[big]], oversized: [big] });
  });
});
