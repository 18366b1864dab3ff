import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from '../errors';
import { inspectShape } from '../input-guard';

/** Where the parser leaves the bytes of a JSON body, as received. */
const RAW_BODY = Symbol('rawBody');
type WithRawBody = { [RAW_BODY]?: Buffer };

/**
 * The one parser of request bodies (`application/json`, the only type accepted). It reads the
 * body within BODY_LIMIT (413 above it), parses it with Fastify's own JSON parser (its refusals:
 * invalid JSON, `__proto__` keys), and checks its shape at once (`inspectShape`: nesting deeper
 * than 16, unpaired surrogates, prototype names): a body that breaks a limit is a 400 before a
 * guard, an interceptor or a handler has read it. The bytes are kept for whoever must compare
 * requests byte for byte (the `Idempotency-Key` fingerprint reads `rawBodyOf`, never the parsed
 * value). An empty body is no body, whatever its `Content-Type` says. Array lengths depend on the route's schema: the validation pipe checks them, the
 * first reader of the parsed body.
 */
export function registerJsonBodies(fastify: FastifyInstance, bodyLimit: number): void {
  const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig as {
    onProtoPoisoning?: 'error';
    onConstructorPoisoning?: 'error';
  };
  const parse = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (request, body, done) => {
    (request as unknown as WithRawBody)[RAW_BODY] = body as Buffer;
    // No body is no body: `Content-Type: application/json` on an empty request (as ME Eventos'
    // official client sends on every call, DELETE included) is a request without one.
    if ((body as Buffer).length === 0) return done(null, undefined);
    // secure-json-parse reads a Buffer as UTF-8, as Fastify reads a string body.
    void parse(request, body as unknown as string, (error, value) => {
      if (error) return done(error, undefined);
      const problems = inspectShape(value);
      if (problems.length > 0) return done(new AppError('bad_request', 'Validation failed', problems), undefined);
      done(null, value);
    });
  });
}

/** The bytes of the request's body as received; empty without one. */
export function rawBodyOf(request: FastifyRequest): Buffer {
  return (request as unknown as WithRawBody)[RAW_BODY] ?? Buffer.alloc(0);
}
