import { AppError } from './errors';
import { formatOrderNumber, parseOrderRef, parseProposalRef, requireOrderRef } from './order-ref';

describe('parseOrderRef', () => {
  it.each([
    ['42', { kind: 'id', id: 42 }],
    [42, { kind: 'id', id: 42 }],
    ['7-3', { kind: 'number', eventId: 7, sequence: 3 }],
  ])('accepts %p', (raw, expected) => {
    expect(parseOrderRef(raw)).toEqual(expected);
  });

  it.each([
    '',
    'abc',
    '7-',
    '-3',
    '7--3',
    '7-3-1',
    '1.5',
    '0',
    '7-0',
    '0-1',
    '-1',
    '99999999999',
    'x7-3',
    ' 7-3 ',
    ' 1',
    '+1',
    '1 ',
    '\t1',
    null,
    {},
    1.5,
  ])('rejects %p', (raw) => {
    expect(parseOrderRef(raw)).toBeNull();
  });

  it('answers 400 with the field named for a malformed identifier', () => {
    try {
      requireOrderRef('abc', 'idpedido');
      fail('expected an error');
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).kind).toBe('bad_request');
      expect((e as AppError).errors[0]).toMatchObject({ field: 'idpedido', code: 'invalid_order_id' });
    }
  });

  it('formats the full order number', () => {
    expect(formatOrderNumber(12, 4)).toBe('12-4');
  });

  it('parses proposal numbers', () => {
    expect(parseProposalRef('5-2')).toEqual({ budgetId: 5, sequence: 2 });
    expect(parseProposalRef('5')).toBeNull();
    expect(parseProposalRef(' 5-2')).toBeNull();
  });
});
