/**
 * An account's slug: the `<conta>` of ME Eventos' addresses (`https://<host>/<conta>/api/v1/...`).
 * Every route of the API also answers under `/<slug>/api/v1/...`, so that an integration moved
 * from ME Eventos changes only its host. Lower-case letters, digits, `-` and `_`, 1 to 60
 * characters, starting with a letter or digit; never a name the service's own routes use.
 */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,59}$/;

/** Names that start the service's own paths (and so cannot name an account). */
export const RESERVED_SLUGS = new Set(['api', 'docs', 'docs-json', 'health', 'metrics', 'p', 'static', 'public']);

/** Why `slug` cannot name an account, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (!SLUG_PATTERN.test(slug))
    return 'a slug is 1 to 60 lower-case letters, digits, "-" or "_", starting with a letter or digit (as the <conta> of an ME Eventos address)';
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" starts one of the service's own paths`;
  return null;
}

/** The slug a name suggests: `Buffet Alegria São José` → `buffet-alegria-sao-jose` (`conta` when nothing is left). */
export function slugFromName(nome: string): string {
  const base = nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return base && !RESERVED_SLUGS.has(base) ? base : 'conta';
}

/** The account's slug named by an address `/<slug>/api/v1/...`, and the address without it. */
export function splitSlug(url: string): { slug: string; rest: string } | null {
  const m = /^\/([^/?#]+)(\/api\/v1(?:[/?#].*)?)$/.exec(url);
  if (!m || m[1] === 'api') return null;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1]).toLowerCase();
  } catch {
    slug = m[1].toLowerCase();
  }
  return { slug, rest: m[2] };
}
