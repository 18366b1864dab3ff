import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';

/** The largest form body a page takes (bytes): a name, a CPF, a reason of 2,000 characters. */
export const FORM_BODY_LIMIT = 16 * 1024;

/**
 * HTML forms (`application/x-www-form-urlencoded`) are taken by the public pages only (paths under
 * `pathPrefix`), parsed with the platform's URLSearchParams into a flat object of strings; the API
 * refuses them as any body that is not JSON (415).
 */
export function registerFormBodies(fastify: FastifyInstance, pathPrefix: string): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      if (!request.url.startsWith(pathPrefix)) {
        return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? ''), undefined);
      }
      const fields: Record<string, string> = {};
      // The first value of a repeated field counts; no prototype names reach the object.
      for (const [name, value] of new URLSearchParams(body as string))
        if (!(name in fields) && !(name in Object.prototype)) fields[name] = value;
      done(null, fields);
    },
  );
}
