import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks signature (https://www.standardwebhooks.com): HMAC-SHA256 over
 * `${id}.${timestamp}.${body}`, sent as `v1,<base64>`. A secret written `whsec_<base64>` is
 * used as the decoded bytes (the Standard Webhooks form); any other string as its UTF-8 bytes.
 */
/** Standard Webhooks: the key of a `whsec_` secret is 24 to 64 random bytes. */
export const WHSEC_MIN_BYTES = 24;
export const WHSEC_MAX_BYTES = 64;
/** Plain secrets (used as their UTF-8 bytes) are at least this long. */
export const PLAIN_SECRET_MIN_LENGTH = 16;

/**
 * Why a signing secret cannot be used, or null when it can. A `whsec_` secret must be canonical
 * base64 (standard alphabet, padding optional) of 24 to 64 bytes: `Buffer.from(…, 'base64')`
 * skips what is not base64 and would sign with a shorter key than the receiver decodes. Any
 * other secret is used as its UTF-8 bytes and needs 16 characters.
 */
export function secretProblem(secret: string): string | null {
  if (!secret.startsWith('whsec_')) {
    return secret.length >= PLAIN_SECRET_MIN_LENGTH
      ? null
      : `secret must be whsec_<base64> or at least ${PLAIN_SECRET_MIN_LENGTH} characters`;
  }
  const encoded = secret.slice(6);
  const bytes = Buffer.from(encoded, 'base64');
  const canonical = /^[A-Za-z0-9+/]*={0,2}$/.test(encoded) && bytes.toString('base64').replace(/=+$/, '') === encoded.replace(/=+$/, '');
  if (!canonical) return 'secret after whsec_ must be base64 (A-Z, a-z, 0-9, +, /, optional = padding)';
  if (bytes.length < WHSEC_MIN_BYTES || bytes.length > WHSEC_MAX_BYTES) {
    return `secret after whsec_ must decode to ${WHSEC_MIN_BYTES} to ${WHSEC_MAX_BYTES} bytes (it decodes to ${bytes.length})`;
  }
  return null;
}

export function signatureKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

export function sign(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', signatureKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers a signing secret adds. */
export function signatureHeaders(secret: string, id: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(secret, id, timestamp, body),
  };
}
