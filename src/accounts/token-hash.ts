import { createHash, randomBytes } from 'node:crypto';

/** Visible prefix of every API token, so that leaked tokens are easy to recognise in scans. */
export const TOKEN_PREFIX = 'eos_';

/** A new random token: 32 bytes of entropy, url-safe. */
export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Only this hash is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens outside these lengths are never issued: unknown without a database lookup. */
export const TOKEN_MIN_LENGTH = 16;
export const TOKEN_MAX_LENGTH = 200;

/**
 * Reads the token from an `Authorization` header: `Bearer <token>` or the bare token, as
 * existing clients send it. Returns null only when the header is malformed (empty, a scheme
 * without a token, spaces inside); whether the token exists is the caller's question.
 */
export function tokenFromAuthorization(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const value = header.trim();
  const m = /^bearer\s+(\S+)$/i.exec(value);
  const token = m ? m[1] : /^\S+$/.test(value) && !/^bearer$/i.test(value) ? value : null;
  return token || null;
}
