import { FORM_NONCE_TTL_MS, formNonce, validFormNonce } from './form-nonce';

describe('form nonce', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  const nonce = formNonce('tok', 'v1', now);

  it('is valid for the token and version it was issued for, within a day', () => {
    expect(validFormNonce(nonce, 'tok', 'v1', now + 1000)).toBe(true);
    expect(validFormNonce(nonce, 'tok', 'v1', now + FORM_NONCE_TTL_MS - 1)).toBe(true);
  });

  it('is refused for another token, another version, after a day, or tampered with', () => {
    expect(validFormNonce(nonce, 'other', 'v1', now)).toBe(false);
    expect(validFormNonce(nonce, 'tok', 'v2', now)).toBe(false);
    expect(validFormNonce(nonce, 'tok', 'v1', now + FORM_NONCE_TTL_MS + 1)).toBe(false);
    const [issued, m] = nonce.split('.');
    expect(validFormNonce(`${(parseInt(issued, 36) + 1).toString(36)}.${m}`, 'tok', 'v1', now)).toBe(false);
    for (const junk of [undefined, '', 'x', 'a.b.c', 42, 'z'.repeat(200)]) expect(validFormNonce(junk, 'tok', 'v1', now)).toBe(false);
  });
});
