import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a rendered page's forms can be sent (ms). */
export const FORM_NONCE_TTL_MS = 24 * 60 * 60 * 1000;

const mac = (token: string, versao: string, issued: number) =>
  createHmac('sha256', token).update(`${versao}.${issued}`).digest('base64url');

/**
 * The nonce a rendered page's forms carry: when it was issued and a MAC of the version shown,
 * keyed by the proposal's token. An answer is taken only with a nonce of that token and version,
 * issued within FORM_NONCE_TTL_MS: it ties the answer to a page as shown (not a form posted
 * blind, not an old page kept open while the proposal changed).
 */
export function formNonce(token: string, versao: string, now = Date.now()): string {
  return `${now.toString(36)}.${mac(token, versao, now)}`;
}

/** Whether `nonce` was issued for this token and version within FORM_NONCE_TTL_MS. */
export function validFormNonce(nonce: unknown, token: string, versao: string, now = Date.now()): boolean {
  if (typeof nonce !== 'string' || nonce.length > 100) return false;
  const [issuedText, given, ...rest] = nonce.split('.');
  if (rest.length > 0 || !issuedText || !given) return false;
  const issued = parseInt(issuedText, 36);
  if (!Number.isSafeInteger(issued) || issued > now + 60_000 || now - issued > FORM_NONCE_TTL_MS) return false;
  const expected = Buffer.from(mac(token, versao, issued));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
