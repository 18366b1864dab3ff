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
 * Query parameters by what their values are. `kept`: paging, sorting, IDs, dates, states and
 * flags, which tell nothing about a person. `redacted`: text a person typed or that names one, and
 * secrets. A parameter not listed is redacted as well (an endpoint may ignore an unknown
 * parameter, but its value is the caller's text all the same): a new filter is kept in the logs
 * only once it is listed here as `kept`. The parameter's name stays in the line when it is a plain
 * name; a name that is not (an e-mail, a number) is written as `REDACTED` too.
 */
export const QUERY_PARAMETERS: Readonly<Record<string, 'kept' | 'redacted'>> = {
  // Paging and sorting.
  page: 'kept',
  limit: 'kept',
  sort: 'kept',
  field_sort: 'kept',
  // IDs and references of the account's own rows (ours and ME Eventos' names).
  id_cliente: 'kept',
  idcliente: 'kept',
  idevento: 'kept',
  id_evento: 'kept',
  id_local: 'kept',
  idlocalevento: 'kept',
  id_categoria: 'kept',
  idparcelamento: 'kept',
  idorcamento: 'kept',
  pedido: 'kept',
  idpedido: 'kept',
  proposta: 'kept',
  // Periods.
  data_inicio: 'kept',
  data_fim: 'kept',
  start: 'kept',
  end: 'kept',
  vencimento_inicio: 'kept',
  vencimento_fim: 'kept',
  pagamento_inicio: 'kept',
  pagamento_fim: 'kept',
  // States, kinds and flags (values from a fixed list).
  status: 'kept',
  tipo: 'kept',
  type: 'kept',
  pago: 'kept',
  forma_pagamento: 'kept',
  presenca: 'kept',
  active: 'kept',
  event: 'kept',

  // Free text of the lists: names, CPFs and CNPJs, e-mails, phones typed in a search box.
  search: 'redacted',
  nome_local: 'redacted',
  localevento: 'redacted',
  // The position a cursor holds is the last row's sort value (a name, an e-mail, a document).
  cursor: 'redacted',
  // Personal data and secrets no endpoint takes in the query, named so that nobody lists them as kept.
  nome: 'redacted',
  documento: 'redacted',
  cpf: 'redacted',
  cnpj: 'redacted',
  cpfcnpj: 'redacted',
  email: 'redacted',
  telefone: 'redacted',
  celular: 'redacted',
  token: 'redacted',
  access_token: 'redacted',
  api_key: 'redacted',
  chave: 'redacted',
};

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

/** A request's URL (path and query) as a log line may write it. */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactedPath(url);
  return `${redactedPath(url.slice(0, q))}?${redactedQuery(url.slice(q + 1))}`;
}
