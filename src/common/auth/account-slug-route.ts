/**
 * ME Eventos' addresses name the account: `https://<host>/<conta>/api/v1/...`. Every route of
 * the API also answers under `/<slug>/api/v1/...`: Fastify's `rewriteUrl` routes such an address
 * to `/api/v1/...` and leaves the slug on the request, and the AuthGuard answers it only for the
 * token's own account (any other slug is 404, as an address that does not exist).
 */
const SLUG = Symbol('accountSlug');
type WithSlug = { [SLUG]?: string };

/** The slug the request's address named, if it named one (on Node's request object). */
export function accountSlugOf(raw: object): string | undefined {
  return (raw as WithSlug)[SLUG];
}

/**
 * For Fastify's `rewriteUrl`: `/<slug>/api/v1/...` becomes `/api/v1/...`, the slug kept on the
 * request; an API path's trailing slash is dropped (`POST /api/v1/budgets/`, as ME's pages
 * write it, is `POST /api/v1/budgets`) and a doubled slash before `api/v1` is one (a base URL
 * saved with a trailing slash: `https://<host>/<conta>/` + `/api/v1/...`); any other address is
 * left as it is.
 */
export function rewriteApiUrl(splitSlug: (url: string) => { slug: string; rest: string } | null) {
  return (req: { url?: string }): string => {
    const url = (req.url ?? '/').replace(/^((?:\/[^/?#]+)?)\/{2,}(?=api\/v1(?:[/?#]|$))/, '$1/');
    const split = splitSlug(url);
    if (split) (req as WithSlug)[SLUG] = split.slug;
    return (split ? split.rest : url).replace(/^(\/api\/v1(?:\/[^?#]*[^/?#])?)\/(?=$|[?#])/, '$1');
  };
}
