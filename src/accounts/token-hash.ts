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
