import { createHash } from 'node:crypto';

import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiExtension, ApiHeader } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';

import { AppError } from '../errors';
import type { RequestContext } from '../request-context';

/**
 * ETag and the conditional headers of RFC 9110 §13. A resource's entity tag is a hash of its view
 * as `GET` answers it, so any change to what a client sees changes it. `GET` (and `HEAD`) of a
 * resource answers it in `ETag` and answers 304 to an `If-None-Match` that names it
 * (`@ETagged()`). Every unsafe method on a resource that has an ETag (`PUT`, `DELETE`) evaluates
 * the preconditions with the one check here, `checkPreconditions`, called by its service inside
 * the write transaction on the view of the row it locked, so that no concurrent write slips in
 * between: a stale `If-Match`, or an `If-None-Match` that matches the resource (`*` matches any
 * existing one), is 412 and nothing changes (`@IfMatchHeader()` documents both).
 */

/**
 * The strong entity tag of a view: a quoted SHA-256 (base64url, 128 bits) of its JSON, without
 * the `unversioned` fields (at any depth): values the answer derives from other resources (a
 * budget line's units free, which other events' bookings move), not part of this one's version.
 */
export function etagOf(view: unknown, unversioned: readonly string[] = []): string {
  const skip = unversioned.length ? (key: string, value: unknown) => (unversioned.includes(key) ? undefined : value) : undefined;
  return `"${createHash('sha256')
    .update(JSON.stringify(view, skip) ?? '')
    .digest('base64url')
    .slice(0, 22)}"`;
}

/**
 * The entity tags of an `If-Match` or `If-None-Match` header: `*` (any current version), a list of
 * tags, or undefined without the header. Weak tags (`W/"…"`) are kept as sent: If-Match compares
 * strongly, so they never match there; If-None-Match compares weakly (`weakly`).
 */
export function parseIfMatch(header: unknown): '*' | string[] | undefined {
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(',') : String(header);
  if (text.trim() === '*') return '*';
  return [...text.matchAll(/(W\/)?"[^"]*"/g)].map((m) => m[0]);
}

/** A tag without its weakness marker: If-None-Match compares `W/"x"` and `"x"` as equal (RFC 9110 §8.8.3.2). */
const weakly = (tag: string) => tag.replace(/^W\//, '');

/** Whether an `If-None-Match` header names the current tag (`*`: any current version). */
export function noneMatchFails(header: unknown, tag: string): boolean {
  const tags = parseIfMatch(header);
  if (tags === undefined) return false;
  return tags === '*' || tags.map(weakly).includes(weakly(tag));
}

/** 412: the resources named (`order item 3`) changed since the versions the client named. */
export function preconditionFailed(...what: string[]): AppError {
  return new AppError(
    'precondition_failed',
    'The resource changed since the version named in If-Match',
    what.map((w) => ({
      field: 'If-Match',
      code: 'precondition_failed',
      message: `${w} is no longer at the version named in If-Match; GET it again for its current ETag`,
    })),
  );
}

/** 412: the resources named exist (`If-None-Match: *`) or are at a version `If-None-Match` names. */
export function noneMatchFailed(star: boolean, ...what: string[]): AppError {
  return new AppError(
    'precondition_failed',
    star
      ? 'The resource exists: If-None-Match: * applies a change only to a resource that does not'
      : 'The resource is at a version named in If-None-Match',
    what.map((w) => ({
      field: 'If-None-Match',
      code: 'precondition_failed',
      message: star ? `${w} exists` : `${w} is at a version named in If-None-Match`,
    })),
  );
}

/**
 * The precondition check of every unsafe method on a resource that has an ETag. Call inside the
 * write transaction, after the row is locked and found: 412 `precondition_failed` when `If-Match`
 * is sent, is not `*`, and names no tag that is the ETag of `current` (the view `GET` answers for
 * it now, built only when a tag must be compared); or when `If-None-Match` is `*` (the resource
 * exists) or names its ETag. Without either header the change applies unconditionally.
 */
export async function checkPreconditions(ctx: RequestContext, what: string, current: () => unknown): Promise<void> {
  await checkPreconditionsEach(ctx, async () => [[what, await current()]]);
}

/** 412: the container (`order 12-3`) holds none of the resources whose tags If-Match names. */
function emptyPreconditionFailed(container: string): AppError {
  return new AppError('precondition_failed', 'The resource changed since the version named in If-Match', [
    {
      field: 'If-Match',
      code: 'precondition_failed',
      message: `${container} has no items: no version named in If-Match is current; send If-Match: * or none`,
    },
  ]);
}

/**
 * The same for a change to several resources at once (the items of an order): each must pass;
 * 412 lists every one that does not. `container` names what holds them (`order 12-3`) when the
 * change is to all it holds: holding none, it matches no tag of `If-Match` (the versions the
 * client saw are gone) and matches `If-None-Match: *` (it exists); only `If-Match: *` or no
 * header applies the change then.
 */
export async function checkPreconditionsEach(
  ctx: RequestContext,
  current: () => Promise<[what: string, view: unknown][]>,
  container?: string,
): Promise<void> {
  const ifMatch = parseIfMatch(ctx.ifMatch);
  const ifNoneMatch = parseIfMatch(ctx.ifNoneMatch);
  const matchNeedsTags = ifMatch !== undefined && ifMatch !== '*';
  if (!matchNeedsTags && ifNoneMatch === undefined) return;
  const views = await current();
  if (views.length === 0 && container !== undefined) {
    if (matchNeedsTags) throw emptyPreconditionFailed(container);
    if (ifNoneMatch === '*') throw noneMatchFailed(true, container);
    return;
  }
  if (matchNeedsTags) {
    const stale = views.filter(([, view]) => !ifMatch.includes(etagOf(view))).map(([what]) => what);
    if (stale.length > 0) throw preconditionFailed(...stale);
  }
  if (ifNoneMatch !== undefined) {
    const matching = views.filter(([, view]) => noneMatchFails(ctx.ifNoneMatch, etagOf(view))).map(([what]) => what);
    if (matching.length > 0) throw noneMatchFailed(ifNoneMatch === '*', ...matching);
  }
}

/**
 * Sets `ETag` on the answer of a view from the body it returns; answers 304 without a body when
 * the request's `If-None-Match` names that tag (or is `*`), as RFC 9110 §13.1.2 says for `GET`
 * and `HEAD`.
 */
@Injectable()
export class ETagInterceptor implements NestInterceptor {
  constructor(private readonly unversioned: readonly string[] = []) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        const tag = etagOf(body, this.unversioned);
        reply.header('etag', tag);
        if ((request.method === 'GET' || request.method === 'HEAD') && noneMatchFails(request.headers['if-none-match'], tag)) {
          reply.status(304);
          return undefined;
        }
        return body;
      }),
    );
  }
}

/** Marks a document operation whose success answers carry `ETag` (the document builder adds the header). */
export const ETAG_EXTENSION = 'x-etag';
export const ETAG_EXAMPLE = '"q3Jb1rQ6cT0nY8wE2fK9vA"';

/**
 * On a `GET` of one resource: answers its `ETag`, and 304 to an `If-None-Match` naming it;
 * documented. `unversioned`: the answer's fields derived from other resources, left out of the tag
 * (the view its unsafe methods check has none of them).
 */
export const ETagged = (options: { unversioned?: readonly string[] } = {}) =>
  applyDecorators(
    UseInterceptors(new ETagInterceptor(options.unversioned)),
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description:
        'Answer 304 Not Modified, without a body, while the resource is still at one of these versions (the `ETag`s an earlier `GET` answered; `*`: any). Weak tags (`W/"…"`) match too.',
      schema: { type: 'string' },
    }),
    ApiExtension(ETAG_EXTENSION, { header: true }),
  );

/**
 * On every unsafe method (`PUT`, `DELETE`) of a resource that has an ETag, whose service calls
 * `checkPreconditions`: `If-Match` and `If-None-Match` documented, with 412.
 */
export const IfMatchHeader = (
  description = 'Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally.',
) =>
  applyDecorators(
    // No example: "Try it out" would send it, and a made-up version is always stale (412).
    ApiHeader({ name: 'If-Match', required: false, description, schema: { type: 'string' } }),
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description:
        'Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`.',
      schema: { type: 'string' },
    }),
    ApiExtension('x-if-match', { header: true }),
  );

/** `IfMatchHeader` on the `DELETE` of a resource that has an ETag (its service calls `checkPreconditions`). */
export const IfMatchOnDelete = () =>
  IfMatchHeader(
    'Delete only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing is deleted; `*` or no header deletes unconditionally.',
  );
