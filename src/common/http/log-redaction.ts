import { PERSONAL_DATA } from '../../database/schema';

/**
 * What a log line never keeps of a request's address: the one declaration that every line
 * carrying a URL reads, through `loggedUrl` (the access log of `logRequests`; any other line that
 * names a request's address must go through it too). Metrics never carry an address at all: their
 * `route` label is the route's template (`src/metrics/http-metrics.ts`).
 */

/** What a secret path segment or a query value is written as. */
export const REDACTED = '<redacted>';

/**
 * Path segments that are secrets, named by the route templates that hold them. A path that
 * contains a template's segments in a row (`:name` stands for any segment; the others are compared
 * without case, after percent-decoding) has the secret parameter's segment written as `REDACTED`,
 * wherever in the path the row starts: a route's own requests, its forms under it, and a
 * mistyped or unmatched address that carries the secret all the same.
 */
export const SECRET_PATH_SEGMENTS: readonly { route: string; secret: string }[] = [
  // The account's own return URL for its gateway: whoever knows the key can post returns to it.
  { route: '/api/v1/financial/gateway/:gateway/:chave', secret: 'chave' },
  // A proposal page and its forms (`/p/:token/aceitar`, `/p/:token/recusar`): the token opens the
  // proposal, its client's name and CPF, and answers it.
  { route: '/p/:token', secret: 'token' },
];

/**
 * Every column that a personal-data declaration calls personal (`src/common/privacy/personal-data.ts`,
 * one per entity, listed in `src/database/schema.ts`): as a query parameter, its value is always
 * redacted, whatever else is said of the name. A column declared personal tomorrow is redacted
 * from then on, without a second list to keep.
 */
export const PERSONAL_PARAMETERS: ReadonlySet<string> = new Set(PERSONAL_DATA.flatMap((d) => d.personal));

/**
 * Query parameters whose values tell nothing about a person: paging, sorting, IDs, dates, states
 * and flags. A name here that is a personal column is redacted all the same (PERSONAL_PARAMETERS).
 */
const KEPT_PARAMETERS = [
  // Paging and sorting.
  'page',
  'limit',
  'sort',
  'field_sort',
  // IDs and references of the account's own rows (ours and ME Eventos' names).
  'id_cliente',
  'idcliente',
  'idevento',
  'id_evento',
  'id_local',
  'idlocalevento',
  'id_categoria',
  'idparcelamento',
  'idorcamento',
  'pedido',
  'idpedido',
  'proposta',
  // Periods.
  'data_inicio',
  'data_fim',
  'start',
  'end',
  'vencimento_inicio',
  'vencimento_fim',
  'pagamento_inicio',
  'pagamento_fim',
  // States, kinds and flags (values from a fixed list).
  'status',
  'tipo',
  'type',
  'pago',
  'forma_pagamento',
  'presenca',
  'active',
  'event',
] as const;

/**
 * Redacted parameters that are no column: free text of the lists (names, CPFs and CNPJs, e-mails,
 * phones typed in a search box), a cursor (the last row's sort value: a name, an e-mail, a
 * document), ME Eventos' names of personal fields, and secrets.
 */
const OTHER_REDACTED_PARAMETERS = [
  'search',
  'nome_local',
  'localevento',
  'cursor',
  'cnpj',
  'cpfcnpj',
  'token',
  'access_token',
  'api_key',
  'chave',
];

/**
 * Query parameters by what their values are: `kept` (KEPT_PARAMETERS that are no personal
 * column) or `redacted` (the personal columns and OTHER_REDACTED_PARAMETERS). A parameter not
 * listed is redacted as well (an endpoint may ignore an unknown parameter, but its value is the
 * caller's text all the same): a new filter is kept in the logs only once it is listed as kept.
 * The parameter's name stays in the line when it is a plain name; a name that is not (an e-mail,
 * a number) is written as `REDACTED` too.
 */
export const QUERY_PARAMETERS: Readonly<Record<string, 'kept' | 'redacted'>> = Object.fromEntries([
  ...KEPT_PARAMETERS.filter((name) => !PERSONAL_PARAMETERS.has(name)).map((name) => [name, 'kept'] as const),
  ...[...PERSONAL_PARAMETERS, ...OTHER_REDACTED_PARAMETERS].map((name) => [name, 'redacted'] as const),
]);

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

interface SecretPattern {
  /** Each segment of the template: null for a parameter, else its text in lower case. */
  segments: (string | null)[];
  /** Where the secret sits among them. */
  secretAt: number;
}

const PATTERNS: SecretPattern[] = SECRET_PATH_SEGMENTS.map(({ route, secret }) => {
  const parts = route.split('/').filter((s) => s !== '');
  const secretAt = parts.indexOf(`:${secret}`);
  if (secretAt < 0) throw new Error(`${route} has no parameter :${secret}`);
  return { segments: parts.map((p) => (p.startsWith(':') ? null : p.toLowerCase())), secretAt };
});

/** The path with every secret segment written as `REDACTED` (empty segments, `//`, kept as they were). */
export function redactedPath(path: string): string {
  const parts = path.split('/');
  // The non-empty segments, by their place in `parts`.
  const at: number[] = [];
  const words: string[] = [];
  parts.forEach((part, i) => {
    if (part === '') return;
    at.push(i);
    words.push(decoded(part).toLowerCase());
  });
  for (const { segments, secretAt } of PATTERNS) {
    for (let start = 0; start + segments.length <= words.length; start++) {
      if (segments.every((s, k) => s === null || s === words[start + k])) parts[at[start + secretAt]] = REDACTED;
    }
  }
  return parts.join('/');
}

/** The query string (without its `?`) with every value not declared `kept` written as `REDACTED`. */
export function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      const name = decoded(rawName);
      // `search[]`, `search[0]`: the parameter is what comes before the bracket.
      const base = name.replace(/\[.*$/, '');
      const plain = PLAIN_NAME.test(base) && /^(\[[A-Za-z0-9_]*\])*$/.test(name.slice(base.length));
      const shownName = plain ? rawName : REDACTED;
      if (eq < 0) return shownName;
      return `${shownName}=${plain && QUERY_PARAMETERS[base] === 'kept' ? pair.slice(eq + 1) : REDACTED}`;
    })
    .join('&');
}

/**
 * A text (an error's message) with every single-quoted value written as `REDACTED`, except the
 * names a database quotes (`column 'x'`, `key 'y'`, `table 'z'`): MySQL's messages quote the
 * value they refused (`Duplicate entry '…'`, `Incorrect date value: '…'`), which may be a
 * person's data.
 */
export function redactedQuotedValues(text: string): string {
  return text.replace(
    /(\b(?:column|key|table|field|database|constraint|index)\s+)?'(?:[^'\\]|\\.|'')*'/gi,
    (quoted, name: string | undefined) => (name ? quoted : `'${REDACTED}'`),
  );
}

/** A request's URL (path and query) as a log line may write it. */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactedPath(url);
  return `${redactedPath(url.slice(0, q))}?${redactedQuery(url.slice(q + 1))}`;
}
