import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiExtension, ApiHeader } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { map, Observable } from 'rxjs';
import { AppError } from '../errors';
import type { RequestContext } from '../request-context';

/**
 * ETag / If-Match. A resource's entity tag is a hash of its view as `GET` answers it, so any
 * change to what a client sees changes it. `GET` of a resource answers it in `ETag` (`@ETagged()`);
 * a `PUT` that sends `If-Match` is applied only while the resource is still at one of the tags
 * named: the service calls `checkIfMatch` inside its write transaction, on the view of the row it
 * read FOR UPDATE, so that no concurrent write slips in between (`@IfMatchHeader()` documents it).
 */

/** The strong entity tag of a view: a quoted SHA-256 (base64url, 128 bits) of its JSON. */
export function etagOf(view: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(view) ?? '').digest('base64url').slice(0, 22)}"`;
}

/**
 * The entity tags of an `If-Match` header: `*` (any current version), a list of tags, or
 * undefined without the header. Weak tags (`W/"…"`) are kept as sent: If-Match compares
 * strongly, so they never match.
 */
export function parseIfMatch(header: unknown): '*' | string[] | undefined {
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(',') : String(header);
  if (text.trim() === '*') return '*';
  return [...text.matchAll(/(W\/)?"[^"]*"/g)].map((m) => m[0]);
}

/** 412: the resources named (`order item 3`) changed since the versions the client named. */
export function preconditionFailed(...what: string[]): AppError {
  return new AppError(
    'precondition_failed',
    'The resource changed since the version named in If-Match',
    what.map((w) => ({ field: 'If-Match', code: 'precondition_failed', message: `${w} is no longer at the version named in If-Match; GET it again for its current ETag` })),
  );
}

/**
 * Call inside the write transaction, after the row is locked: 412 `precondition_failed` unless
 * the request sent no `If-Match`, or `*`, or one of the tags it names is the ETag of `current`
 * (the view `GET` answers for it now, built only when a tag must be compared).
 */
export async function checkIfMatch(ctx: RequestContext, what: string, current: () => unknown): Promise<void> {
  const tags = parseIfMatch(ctx.ifMatch);
  if (tags === undefined || tags === '*') return;
  const tag = etagOf(await current());
  if (!tags.includes(tag)) throw preconditionFailed(what);
}

/**
 * The same for a change to several resources at once (the items of an order): each must still
 * be at one of the tags `If-Match` names; 412 lists every one that is not.
 */
export async function checkIfMatchEach(ctx: RequestContext, current: () => Promise<[what: string, view: unknown][]>): Promise<void> {
  const tags = parseIfMatch(ctx.ifMatch);
  if (tags === undefined || tags === '*') return;
  const stale = (await current()).filter(([, view]) => !tags.includes(etagOf(view))).map(([what]) => what);
  if (stale.length > 0) throw preconditionFailed(...stale);
}

/** Sets `ETag` on the answer of a view from the body it returns. */
@Injectable()
export class ETagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        reply.header('etag', etagOf(body));
        return body;
      }),
    );
  }
}

/** Marks a document operation whose success answers carry `ETag` (the document builder adds the header). */
export const ETAG_EXTENSION = 'x-etag';
export const ETAG_EXAMPLE = '"q3Jb1rQ6cT0nY8wE2fK9vA"';

/** On a `GET` of one resource: answers its `ETag`, documented. */
export const ETagged = () => applyDecorators(UseInterceptors(ETagInterceptor), ApiExtension(ETAG_EXTENSION, { header: true }));

/** On a `PUT` that checks `If-Match` (with `checkIfMatch` in its service): the header documented, with 412. */
export const IfMatchHeader = (description = 'Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally.') =>
  applyDecorators(
    // No example: "Try it out" would send it, and a made-up version is always stale (412).
    ApiHeader({ name: 'If-Match', required: false, description, schema: { type: 'string' } }),
    ApiExtension('x-if-match', { header: true }),
  );
