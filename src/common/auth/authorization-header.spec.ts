import { tokenFromAuthorization } from './authorization-header';

describe('Authorization header', () => {
  it.each([
    ['Bearer eos_abcdefghijklmnop', 'eos_abcdefghijklmnop'],
    ['bearer   eos_abcdefghijklmnop', 'eos_abcdefghijklmnop'],
    ['eos_abcdefghijklmnop', 'eos_abcdefghijklmnop'],
  ])('reads %p', (header, token) => {
    expect(tokenFromAuthorization(header)).toBe(token);
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz extra', 'Bearer a b'])('rejects %p', (header) => {
    expect(tokenFromAuthorization(header)).toBeNull();
  });

  it('reads a token of any length so that the caller can call it unknown rather than malformed', () => {
    expect(tokenFromAuthorization('Bearer nope')).toBe('nope');
    expect(tokenFromAuthorization('short')).toBe('short');
  });
});
