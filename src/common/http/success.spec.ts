import { success } from './success';

describe('success', () => {
  it('wraps a write answer with its message and data', () => {
    expect(success('Client 1 created', { id: 1 })).toEqual({ status: 'success', message: 'Client 1 created', data: { id: 1 } });
  });

  it('leaves data out when a write has none (a delete)', () => {
    expect(success('Client 1 deleted')).toStrictEqual({ status: 'success', message: 'Client 1 deleted' });
  });

  it('keeps falsy data that is not absent (an empty list, a zero)', () => {
    expect(success('none', [])).toEqual({ status: 'success', message: 'none', data: [] });
    expect(success('zero', 0)).toEqual({ status: 'success', message: 'zero', data: 0 });
  });
});
