import { assignOrdem } from './item-ordem';

describe('assignOrdem', () => {
  it('continues after the highest ordem of the order', () => {
    expect(assignOrdem(3, [undefined, undefined])).toEqual([4, 5]);
  });
  it('starts at 1 for an empty order', () => {
    expect(assignOrdem(0, [undefined])).toEqual([1]);
  });
  it('keeps a sent ordem and continues after it', () => {
    expect(assignOrdem(2, [undefined, 10, undefined, 1])).toEqual([3, 10, 11, 1]);
  });
});
