import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks signature (https://www.standardwebhooks.com): HMAC-SHA256 over
 * `${id}.${timestamp}.${body}`, sent as `v1,<base64>`. A secret written `whsec_<base64>` is
 * used as the decoded bytes (the Standard Webhooks form); any other string as its UTF-8 bytes.
 */
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
