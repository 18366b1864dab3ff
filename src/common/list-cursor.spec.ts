import fc from 'fast-check';

import { decodeCursor, encodeCursor, ListCursor } from './list-cursor';

describe('list cursor', () => {
  it('decodes what it encodes (any sort value, ID and page)', () => {
    fc.assert(
      fc.property(
        fc.record({
          field: fc.constantFrom('id', 'nome', 'valortotal', 'datacadastro'),
          direction: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
          value: fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()),
          id: fc.integer({ min: 1, max: 2_147_483_647 }),
          page: fc.integer({ min: 2, max: 2_147_483_647 }),
        }),
        (c: ListCursor) => {
          const decoded = decodeCursor(encodeCursor(c));
          expect(decoded).toEqual({ ...c, value: Object.is(c.value, -0) ? 0 : c.value });
        },
      ),
    );
  });

  it('is url-safe text', () => {
    expect(encodeCursor({ field: 'nome', direction: 'desc', value: 'Mesa / Cadeira + "Tiffany"', id: 7, page: 3 })).toMatch(
      /^[A-Za-z0-9_-]+$/,
    );
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc$def'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['another version', Buffer.from(JSON.stringify([2, 'id', 'asc', 1, 1, 2])).toString('base64url')],
    ['a bad direction', Buffer.from(JSON.stringify([1, 'id', 'up', 1, 1, 2])).toString('base64url')],
    ['an ID of 0', Buffer.from(JSON.stringify([1, 'id', 'asc', 1, 0, 2])).toString('base64url')],
    ['page 1 (a cursor always opens a later page)', Buffer.from(JSON.stringify([1, 'id', 'asc', 1, 1, 1])).toString('base64url')],
    ['an object value', Buffer.from(JSON.stringify([1, 'id', 'asc', { a: 1 }, 1, 2])).toString('base64url')],
    ['too long', 'A'.repeat(600)],
  ])('refuses %s', (_name, raw) => {
    expect(decodeCursor(raw)).toBeNull();
  });
});
