import { alnumUpper, containsPattern, digitsOnly } from './search';

describe('search helpers', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('maria')).toBe('%maria%');
    expect(containsPattern('100%_!')).toBe('%100!%!_!!%');
  });
  it('normalises phones and documents like they are stored', () => {
    expect(digitsOnly('(11) 98765-4321')).toBe('11987654321');
    expect(alnumUpper('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});
