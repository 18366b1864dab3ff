import { Logger } from '@nestjs/common';

import { logFields } from '../../../../common/http/request-context';
import { networkCall } from '../../../../database/network-guard';
import { isRecord } from './gateway-values';
import { GatewayError } from './payment-gateway';

/** Asaas asks every call to name its application (mandatory for accounts created from June 2024). */
export const ASAAS_USER_AGENT = 'EventOrdersService/1.0';

export interface AsaasConnection {
  apiKey: string;
  /** e.g. `https://api-sandbox.asaas.com/v3` */
  baseUrl: string;
  timeoutMs: number;
  /** The request the calls are made for, named in the log lines about them. */
  requestId?: string;
  /** Told of each call before it is made (an account's budget on a shared key counts them). */
  onCall?: () => void;
}

export interface AsaasCall {
  query?: Record<string, string>;
  body?: unknown;
  /** Statuses answered to the caller instead of being turned into errors (e.g. 404 on a removal). */
  accept?: number[];
}

export interface AsaasAnswer {
  status: number;
  body: unknown;
}

/** The descriptions of an Asaas error body `{ errors: [{ code, description }] }`. */
export function asaasErrorDescriptions(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.map((e) => (isRecord(e) && typeof e.description === 'string' ? e.description.trim() : '')).filter((d) => d !== '');
}

/**
 * One account's connection to the Asaas API v3: JSON over HTTPS with the key in the
 * `access_token` header. Every failure becomes a `GatewayError`: 401 `not_configured` (the key is
 * wrong), 4xx `rejected` with Asaas's descriptions, network errors, timeouts, 429 and 5xx
 * `unavailable`. The key is never logged nor put in a message; paths are logged without their
 * query (which may hold a CPF).
 */
export class AsaasClient {
  private static readonly logger = new Logger('AsaasGateway');

  constructor(private readonly connection: AsaasConnection) {}

  /** The request the calls are made for, if any. */
  get requestId(): string | undefined {
    return this.connection.requestId;
  }

  async call(method: 'GET' | 'POST' | 'DELETE', path: string, options: AsaasCall = {}): Promise<AsaasAnswer> {
    let url: URL;
    try {
      url = new URL(this.connection.baseUrl.replace(/\/+$/, '') + path);
    } catch {
      throw new GatewayError('not_configured', 'the Asaas base URL configured for this account is not a valid URL');
    }
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': ASAAS_USER_AGENT,
      access_token: this.connection.apiKey,
    };
    // Asaas answers 403 to a GET that carries a body: only POST sends one.
    const hasBody = options.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const what = `${method} ${path}`;
    const signal = AbortSignal.timeout(this.connection.timeoutMs);

    let status: number;
    let text: string;
    try {
      // A redirect is not followed: it would carry the key to wherever it points.
      this.connection.onCall?.();
      ({ status, text } = await networkCall(`Asaas ${what}`, async () => {
        const response = await fetch(url, {
          method,
          headers,
          body: hasBody ? JSON.stringify(options.body) : undefined,
          redirect: 'manual',
          signal,
        });
        return { status: response.status, text: await response.text() };
      }));
    } catch (error) {
      if (signal.aborted) throw this.unavailable(what, `Asaas did not answer within ${this.connection.timeoutMs} ms`);
      const e = error as Error & { cause?: { code?: string } };
      throw this.unavailable(what, `Asaas could not be reached${e.cause?.code ? ` (${e.cause.code})` : ''}`);
    }

    let body: unknown = null;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    if (options.accept?.includes(status)) return { status, body };
    if (status >= 200 && status < 300) {
      if (body === undefined) throw this.unavailable(what, `Asaas answered HTTP ${status} with a body that is not JSON`);
      return { status, body };
    }
    if (status === 401) {
      AsaasClient.logger.warn(`${what}: HTTP 401, the API key was refused`, ...logFields(this.connection.requestId));
      throw new GatewayError(
        'not_configured',
        'Asaas refused the API key (HTTP 401): check the Asaas API key configured for this account (or ASAAS_API_KEY) and that it belongs to the environment of the base URL (sandbox or production)',
      );
    }
    if (status === 429) throw this.unavailable(what, 'Asaas is limiting the requests of this account (HTTP 429); try again in a moment');
    if (status >= 500) throw this.unavailable(what, `Asaas failed with HTTP ${status}; try again later`);
    if (status >= 400) {
      const descriptions = asaasErrorDescriptions(body);
      AsaasClient.logger.log(`${what}: HTTP ${status}, refused by Asaas`, ...logFields(this.connection.requestId));
      throw new GatewayError(
        'rejected',
        descriptions.length > 0 ? `Asaas refused the request: ${descriptions.join('; ')}` : `Asaas refused the request (HTTP ${status})`,
      );
    }
    throw this.unavailable(what, `Asaas answered with an unexpected HTTP ${status}`);
  }

  private unavailable(what: string, message: string): GatewayError {
    AsaasClient.logger.warn(`${what}: ${message}`, ...logFields(this.connection.requestId));
    return new GatewayError('unavailable', message);
  }
}
