import { assertPublicDestination, DestinationRefused } from './destination-guard';
import { parseRetryAfter } from './retry-schedule';
import { signatureHeaders } from './signature';

export const RESPONSE_BODY_LIMIT = 1024;

export interface WebhookRequest {
  url: string;
  /** Sent as `token` exactly as configured; nothing when blank. */
  token: string | null;
  /** Standard Webhooks signing secret; off when blank. */
  secret: string | null;
  /** `id_event`, also the `webhook-id` when signing. */
  idEvent: number;
  /** The JSON body, already serialised. */
  body: string;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivateNetworks: boolean;
}

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  responseBody: string | null;
  error: string | null;
  retryAfterMs: number | null;
  /** The destination is not allowed: retrying will not help. */
  refused: boolean;
}

const USER_AGENT = 'EventOrdersService-Webhooks/1.0';

/**
 * One attempt: POST the body with `Content-Type: application/json` and, only when configured,
 * `token` (SPEC: Authentication › Webhook notifications) and the signature headers. Any 2xx
 * within the timeout is a success; a 3xx is not followed and counts as a failure, as do 4xx,
 * 5xx, timeouts and connection errors (DECISIONS: Webhooks).
 *
 * The destination check resolves the host before the call; fetch resolves it again, so a DNS
 * answer that changes in between is not caught (documented limitation).
 */
export async function sendWebhook(request: WebhookRequest, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failure = (error: string, refused = false): SendResult => ({
    ok: false,
    statusCode: null,
    durationMs: elapsed(),
    responseBody: null,
    error: error.slice(0, 500),
    retryAfterMs: null,
    refused,
  });

  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return failure('invalid URL', true);
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    if (!options.allowPrivateNetworks) await assertPublicDestination(url);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: '*/*',
      'user-agent': USER_AGENT,
    };
    if (request.token) headers.token = request.token;
    if (request.secret) Object.assign(headers, signatureHeaders(request.secret, String(request.idEvent), request.body));
    const response = await fetch(url, { method: 'POST', headers, body: request.body, redirect: 'manual', signal });
    const responseBody = await readStart(response, RESPONSE_BODY_LIMIT);
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      statusCode: response.status,
      durationMs: elapsed(),
      responseBody,
      error: ok ? null : response.status >= 300 && response.status < 400 ? `redirect (${response.status}) not followed` : `HTTP ${response.status}`,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      refused: false,
    };
  } catch (error) {
    if (error instanceof DestinationRefused) return failure(error.message, true);
    if (signal.aborted) return failure(`timeout after ${options.timeoutMs} ms`);
    const e = error as Error & { cause?: { code?: string; message?: string } };
    const cause = e.cause?.code ?? e.cause?.message;
    return failure(cause ? `${e.message}: ${cause}` : e.message);
  }
}

/** The first `limit` characters of the body, without reading more than a few KiB of it. */
async function readStart(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit * 4) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    /* a body cut short still tells what came */
  } finally {
    reader.cancel().catch(() => undefined);
  }
  const text = Buffer.concat(chunks).toString('utf8').slice(0, limit);
  return text.length > 0 ? text : null;
}
