import { isCep, isIsoDate, isTelefone } from './br-validators';

describe('isTelefone', () => {
  it('accepts 8 to 13 digits with the usual punctuation', () => {
    for (const v of ['(11) 98765-4321', '11987654321', '+55 11 98765-4321', '3333-4444', '21.3333.4444']) expect(isTelefone(v)).toBe(true);
  });
  it('rejects letters, too few or too many digits', () => {
    for (const v of ['abc', '1234567', '12345678901234', '11 9876x4321', '', 11987654321]) expect(isTelefone(v)).toBe(false);
  });
});

describe('isCep', () => {
  it('accepts 8 digits with or without the dash', () => {
    expect(isCep('01310-100')).toBe(true);
    expect(isCep('01310100')).toBe(true);
  });
  it('rejects other shapes', () => {
    for (const v of ['1310-100', '013101000', '01310.100', '0131-0100', 1310100]) expect(isCep(v)).toBe(false);
  });
});

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2027-03-13')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
  it('rejects impossible dates and other formats', () => {
    for (const v of ['2027-02-29', '2027-13-01', '13/03/2027', '2027-3-13', '2027-03-13T00:00:00Z', 20270313])
      expect(isIsoDate(v)).toBe(false);
  });
});
