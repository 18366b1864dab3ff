import { createHash, randomBytes } from 'node:crypto';

/** Visible prefix of every API token, so that leaked tokens are easy to recognise in scans. */
export const TOKEN_PREFIX = 'eos_';

/** A new random token: 32 bytes of entropy, url-safe (DECISIONS: Accounts and authentication). */
export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Only this hash is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Reads the token from an `Authorization` header: `Bearer <token>` or the bare token, as
 * existing clients send it. Returns null when the header is missing or malformed.
 */
export function tokenFromAuthorization(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const value = header.trim();
  const m = /^bearer\s+(\S+)$/i.exec(value);
  const token = m ? m[1] : /^\S+$/.test(value) && !/^bearer$/i.test(value) ? value : null;
  if (!token || token.length < 16 || token.length > 200) return null;
  return token;
}
