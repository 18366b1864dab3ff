import type { FastifyRequest } from 'fastify';

import { badRequest } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** 1 to 255 printable ASCII characters (space to tilde). */
const KEY = /^[\x20-\x7e]{1,255}$/;

const invalidKey = (message: string) =>
  badRequest('Validation failed', [{ field: 'Idempotency-Key', code: 'invalid_idempotency_key', message }]);

/**
 * The Structured Field string `"…"` (RFC 8941 §3.3.3) that the IETF draft writes the header as:
 * printable ASCII between double quotes, `\"` and `\\` escaped. Its content, or undefined when
 * the text is not exactly one such string (no parameters follow it: the draft defines none).
 */
function structuredString(text: string): string | undefined {
  let content = '';
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      const escaped = text[i + 1];
      if (escaped !== '"' && escaped !== '\\') return undefined;
      content += escaped;
      i++;
    } else if (c === '"') {
      return i === text.length - 1 ? content : undefined;
    } else if (c < ' ' || c > '~') {
      return undefined;
    } else {
      content += c;
    }
  }
  return undefined;
}

/**
 * The key of a request, or undefined without one. Both forms spell the same key: the draft's
 * Structured Field string (`Idempotency-Key: "8e03…"`) and the bare token Stripe's clients send
 * (`Idempotency-Key: 8e03…`); a value that opens with a double quote is read as the former. The
 * key is 1 to 255 printable ASCII characters. 400 `invalid_idempotency_key` for anything else,
 * and for a request that sends the header on several lines (`lines` as Node keeps them apart:
 * joined, they would make a key of their own).
 */
export function idempotencyKeyOf(lines: string | readonly string[] | undefined): string | undefined {
  if (lines === undefined) return undefined;
  const values = typeof lines === 'string' ? [lines] : lines;
  if (values.length > 1) throw invalidKey('send one Idempotency-Key header, not several');
  const value = values[0];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidKey('Idempotency-Key must be 1 to 255 printable ASCII characters');
  const key = value.startsWith('"') ? structuredString(value) : value;
  if (key === undefined || !KEY.test(key)) {
    throw invalidKey('Idempotency-Key must be 1 to 255 printable ASCII characters, bare or as a quoted string ("…")');
  }
  return key;
}

/** The `Idempotency-Key` lines of a request, kept apart (Node joins repeated lines with a comma). */
export function idempotencyHeaderLines(request: FastifyRequest): readonly string[] | undefined {
  const distinct = request.raw.headersDistinct?.[IDEMPOTENCY_HEADER];
  if (distinct) return distinct;
  const value = request.headers[IDEMPOTENCY_HEADER];
  return value === undefined ? undefined : Array.isArray(value) ? value : [value];
}

/**
 * A path parameter as the resource it names: an ID however it is zero-padded (`06` is `6`),
 * an order number `<event>-<sequence>` likewise (`01-002` is `1-2`). Any other value as sent
 * (Fastify has already decoded its percent-encoding).
 */
export function canonicalParam(value: string): string {
  if (!/^\d+(-\d+)*$/.test(value)) return value;
  return value
    .split('-')
    .map((digits) => digits.replace(/^0+(?=\d)/, ''))
    .join('-');
}

/**
 * The operation a key belongs to: the matched route with the resources its path parameters name
 * (`/api/v1/financial/6/charge` for `/api/v1/financial/06/charge`), not the raw path; the query
 * string stays out of it (it is part of the request, compared by the fingerprint).
 */
export function operationPathOf(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (!pattern) return request.url.split('?')[0]!;
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' ? canonicalParam(value) : whole;
  });
}

/** The query string of a request, with its `?`, or empty. */
export function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at);
}
