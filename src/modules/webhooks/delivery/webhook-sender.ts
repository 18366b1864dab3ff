import { isIP } from 'node:net';

import type { Agent } from 'undici';

import { assertNoTransaction } from '../../../database/network-guard';
import { DestinationRefused, DestinationUnresolved, resolveDestination, Resolver, urlFormProblem } from '../destination-guard';
import { parseRetryAfter } from './retry-schedule.rules';
import { signatureHeaders } from './signature';

export const RESPONSE_BODY_LIMIT = 1024;

type Undici = typeof import('undici');
let undici: Promise<Undici> | undefined;
/**
 * The HTTP client, loaded by the first delivery of the process: an API process that only
 * enqueues (the worker delivers) never loads it, which keeps it out of the API's start-up.
 */
const loadUndici = (): Promise<Undici> => (undici ??= import('undici'));

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
  /** How host names are resolved (the system's DNS by default). */
  resolve?: Resolver;
}

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  responseBody: string | null;
  /**
   * What went wrong, as the account reads it in the delivery log: it names the host as the URL
   * wrote it, never the address the connection went to.
   */
  error: string | null;
  /** The client's own text of a connection error (it may name the address): for the service log only. */
  cause?: string;
  retryAfterMs: number | null;
  /** The destination is not allowed: retrying will not help. */
  refused: boolean;
}

/** Named so that a receiver can tell our requests apart in its logs. */
export const USER_AGENT = 'EventOrdersService-Webhooks/1.0';

/**
 * One attempt: POST the body with `Content-Type: application/json` and, only when configured,
 * `token` and the signature headers. Any 2xx
 * within the timeout is a success; a 3xx is not followed and counts as a failure, as do 4xx,
 * 5xx, timeouts and connection errors.
 *
 * Only `content-type`, `user-agent`, `token` and the signature headers are set (plus what HTTP
 * itself needs: `host`, `content-length`, `connection`). The host is resolved once, checked
 * against the destination policy, and the connection goes to exactly that address (DNS pinning;
 * TLS still verifies the certificate for the host name, and `Host` carries it). The timeout
 * covers the lookup, the connection and the answer. Connections are kept alive and reused by
 * the next delivery to the same host resolving to the same addresses (see `PinnedAgents`).
 */
export async function sendWebhook(request: WebhookRequest, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failure = (error: string, refused = false, cause?: string): SendResult => ({
    ok: false,
    statusCode: null,
    durationMs: elapsed(),
    responseBody: null,
    error: error.slice(0, 500),
    ...(cause === undefined ? {} : { cause }),
    retryAfterMs: null,
    refused,
  });

  // Checked again here, as every part of the destination check: a URL saved before a rule is
  // refused at its next delivery, never sent on.
  const problem = urlFormProblem(request.url);
  if (problem !== null) return failure(problem, true);
  const url = new URL(request.url);
  // Before the timeout starts: loading the client is the process's cost, not the destination's.
  const { Agent, request: httpRequest } = await loadUndici();
  const signal = AbortSignal.timeout(options.timeoutMs);
  let connecting = false;
  try {
    const addresses = await abortable(
      resolveDestination(url, { allowPrivate: options.allowPrivateNetworks, resolve: options.resolve }),
      signal,
    );
    connecting = true;
    const agent = pinnedAgents.get(url, addresses, options.timeoutMs, Agent);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
    };
    if (request.token) headers.token = request.token;
    if (request.secret) Object.assign(headers, signatureHeaders(request.secret, String(request.idEvent), request.body));
    // undici's request, not fetch: fetch adds headers of its own (sec-fetch-mode, accept-language)
    // and follows redirects; this sends what is set here and follows none.
    assertNoTransaction('webhook post');
    const response = await httpRequest(url, { method: 'POST', headers, body: request.body, dispatcher: agent, signal });
    const responseBody = await readStart(response.body, RESPONSE_BODY_LIMIT);
    const status = response.statusCode;
    const ok = status >= 200 && status < 300;
    const retryAfter = response.headers['retry-after'];
    return {
      ok,
      statusCode: status,
      durationMs: elapsed(),
      responseBody,
      error: ok ? null : status >= 300 && status < 400 ? `redirect (${status}) not followed` : `HTTP ${status}`,
      retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter),
      refused: false,
    };
  } catch (error) {
    if (error instanceof DestinationRefused) return failure(error.message, true);
    if (error instanceof DestinationUnresolved) return failure(error.message);
    if (signal.aborted) return failure(`timeout after ${options.timeoutMs} ms`);
    const e = error as Error & { code?: string; cause?: { code?: string; message?: string } };
    const cause = e.cause?.code ?? e.cause?.message ?? e.code;
    const raw = cause && !e.message.includes(cause) ? `${e.message}: ${cause}` : e.message;
    // A lookup's failure names the host only (`DNS lookup of … timed out`, `… has no address`).
    if (!connecting) return failure(raw);
    return failure(connectionError(e.cause?.code ?? e.code, url.host), false, raw);
  }
}

/**
 * The delivery log's text of a connection error. The client's own message names the address the
 * connection went to (`connect ECONNREFUSED 203.0.113.7:443`), which for a host name is the
 * service's DNS answer, not something the account wrote: the log of the account names the host as
 * its URL wrote it (`host`, with its port when it has one), and the raw text goes to the service log.
 */
export function connectionError(code: string | undefined, host: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused by ${host}`;
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return `connection closed by ${host}`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `connection to ${host} timed out`;
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return `no answer from ${host} in time`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
      return `${host} unreachable`;
    default:
      // A TLS or HTTP error code names no address (CERT_HAS_EXPIRED, ERR_TLS_CERT_ALTNAME_INVALID…).
      return code && /^[A-Z][A-Z0-9_]{1,63}$/.test(code) ? `connection to ${host} failed (${code})` : `connection to ${host} failed`;
  }
}

/** A connection pool whose every connection goes to `addresses` (already checked), whatever DNS says now. */
function pinnedAgent(addresses: string[], timeoutMs: number, AgentType: Undici['Agent']): Agent {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return new AgentType({
    connect: {
      timeout: timeoutMs,
      lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        if (options?.all) callback(null, entries);
        else callback(null, entries[0].address, entries[0].family);
      }) as never,
    },
  });
}

/** How long an unused pool of a destination stays open for the next delivery to it. */
export const AGENT_IDLE_MS = 30_000;
/** Pools kept at most; the least recently used is closed beyond that. */
export const MAX_AGENTS = 256;

/**
 * Keep-alive across deliveries without giving up the pinning: one pool per (origin, checked
 * addresses, timeout), so a connection is reused only for a destination whose host resolved to
 * exactly the addresses that pool connects to; a new answer of the DNS gets a new pool. Pools
 * unused for AGENT_IDLE_MS are closed.
 */
class PinnedAgents {
  private readonly agents = new Map<string, { agent: Agent; usedAt: number }>();
  private timer?: NodeJS.Timeout;

  get(url: URL, addresses: string[], timeoutMs: number, AgentType: Undici['Agent']): Agent {
    const key = `${url.protocol}//${url.host}|${addresses.join(',')}|${timeoutMs}`;
    const now = Date.now();
    let entry = this.agents.get(key);
    if (entry) {
      this.agents.delete(key); // re-inserted below: the map stays in least-recently-used order
    } else {
      entry = { agent: pinnedAgent(addresses, timeoutMs, AgentType), usedAt: now };
      this.timer ??= setInterval(() => this.closeIdle(), AGENT_IDLE_MS / 2).unref();
    }
    entry.usedAt = now;
    this.agents.set(key, entry);
    while (this.agents.size > MAX_AGENTS) {
      const [oldest, { agent }] = this.agents.entries().next().value!;
      this.agents.delete(oldest);
      agent.close().catch(() => undefined); // lets requests in flight finish
    }
    return entry.agent;
  }

  get size(): number {
    return this.agents.size;
  }

  private closeIdle(): void {
    const before = Date.now() - AGENT_IDLE_MS;
    for (const [key, { agent, usedAt }] of this.agents) {
      if (usedAt > before) continue;
      this.agents.delete(key);
      agent.close().catch(() => undefined);
    }
    if (this.agents.size === 0) this.stop();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async closeAll(): Promise<void> {
    this.stop();
    const agents = [...this.agents.values()].map((e) => e.agent);
    this.agents.clear();
    await Promise.allSettled(agents.map((a) => a.close()));
  }
}

const pinnedAgents = new PinnedAgents();

/** Closes the kept-alive connections of every destination (at shutdown; requests in flight finish). */
export function closeWebhookConnections(): Promise<void> {
  return pinnedAgents.closeAll();
}

/** Destination pools currently open (for tests). */
export function openWebhookPools(): number {
  return pinnedAgents.size;
}

/** Rejects with the signal's reason when it aborts first (a DNS lookup cannot be cancelled). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The first `limit` characters of the body, without reading more than a few KiB of it. */
async function readStart(body: AsyncIterable<Buffer> & { destroy(): unknown }, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size >= limit * 4) break;
    }
  } catch {
    /* a body cut short still tells what came */
  } finally {
    body.destroy();
  }
  const text = Buffer.concat(chunks).toString('utf8').slice(0, limit);
  return text.length > 0 ? text : null;
}
