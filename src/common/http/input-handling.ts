import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How a request's unknown input is handled. By default a body field or query parameter that the
 * endpoint does not know is ignored, as ME Eventos ignores what it does not read (integrations
 * written for it carry fields from web forms), and named in the answer's `Ignored-Fields` header.
 * A client that wants every unknown name refused sends `Prefer: handling=strict` (RFC 7240): 400
 * `unknown_field`, as before, and the answer says `Preference-Applied: handling=strict`.
 * Wrong types, bad values and conflicting aliases are errors in both modes.
 */
export interface InputHandling {
  readonly strict: boolean;
  /** The `handling` preference the request sent and the answer applies, if any. */
  readonly requested: 'strict' | 'lenient' | null;
  /** Paths of the fields and parameters ignored (`nomeresponsavel`, `itens[0].cor`): the first MAX_NAMED of them. */
  readonly ignored: string[];
  /** How many were ignored in all (those past MAX_NAMED are counted, not kept). */
  count: number;
}

export const IGNORED_FIELDS_HEADER = 'Ignored-Fields';

/** At most this many names in `Ignored-Fields`, and at most this many bytes (a header stays small whatever the body held). */
const MAX_NAMED = 50;
const MAX_HEADER_BYTES = 1024;

const HANDLING = Symbol('inputHandling');
type Marked = { [HANDLING]?: InputHandling };

/**
 * The `handling` preference of `Prefer` headers (RFC 7240 §2: comma-separated preferences, each
 * `token [= value]` with `;` parameters; a value may be quoted; the first `handling` counts).
 */
export function preferredHandling(header: string | string[] | undefined): 'strict' | 'lenient' | null {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  for (const line of lines) {
    for (const preference of line.split(',')) {
      const [name, ...value] = preference.split(';')[0].split('=');
      if (name.trim().toLowerCase() !== 'handling') continue;
      const v = value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
      return v === 'strict' ? 'strict' : v === 'lenient' ? 'lenient' : null;
    }
  }
  return null;
}

/** Marks an input object (a body or a query) with its request's handling, for the validation pipe. */
function mark(value: unknown, handling: InputHandling): void {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value))
    Object.defineProperty(value, HANDLING, { value: handling, enumerable: false, configurable: true });
}

/** The handling of the request an input (its body or query object) came with; none for input of no request (the CLI's). */
export function handlingOf(value: unknown): InputHandling | undefined {
  return typeof value === 'object' && value !== null ? (value as Marked)[HANDLING] : undefined;
}

/** The handling of a request (for the checks that read the request, not one of its inputs). */
export function handlingOfRequest(request: object): InputHandling | undefined {
  return (request as Marked)[HANDLING];
}

/**
 * Records ignored names: the first MAX_NAMED kept for the header, every one counted. Each path is
 * recorded once by its reader (one walk of the input), so no name is looked up among the others.
 */
export function recordIgnored(handling: InputHandling, paths: string[]): void {
  for (const path of paths) {
    if (handling.ignored.length < MAX_NAMED) handling.ignored.push(path);
    handling.count++;
  }
}

/** The `Ignored-Fields` value: the names kept, as many as fit in MAX_HEADER_BYTES, then how many more. */
export function ignoredFieldsHeader(handling: Pick<InputHandling, 'ignored' | 'count'>): string {
  const named: string[] = [];
  let bytes = 0;
  for (const path of handling.ignored) {
    const safe = headerSafe(path);
    if (bytes + safe.length + 2 > MAX_HEADER_BYTES) break;
    named.push(safe);
    bytes += safe.length + 2;
  }
  const more = handling.count - named.length;
  return (more > 0 ? [...named, `(${more} more)`] : named).join(', ');
}

/**
 * A name as a header can carry it: printable ASCII stays, anything else (a space, a comma, a
 * non-ASCII letter) is percent-encoded as in a URL; a long name is cut.
 */
export function headerSafe(path: string): string {
  const chars = Array.from(path);
  const cut = chars.length > 100 ? `${chars.slice(0, 100).join('')}...` : path;
  return cut.replace(/[^\x21-\x2b\x2d-\x7e]/gu, (c) => encodeURIComponent(c));
}

/**
 * Reads each request's `Prefer: handling` once its body is parsed, marks its body and query for
 * the validation pipe, and writes `Ignored-Fields` and `Preference-Applied` on its answer.
 */
export function registerInputHandling(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const requested = preferredHandling(request.headers.prefer);
    const handling: InputHandling = { strict: requested === 'strict', requested, ignored: [], count: 0 };
    (request as unknown as Marked)[HANDLING] = handling;
    mark(request.body, handling);
    mark(request.query, handling);
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const handling = handlingOfRequest(request);
    if (handling?.requested) reply.header('Preference-Applied', `handling=${handling.requested}`);
    if (handling && handling.count > 0) reply.header(IGNORED_FIELDS_HEADER, ignoredFieldsHeader(handling));
    // What a request's unknown names did depends on its Prefer header (RFC 7240 §2).
    if (handling && (handling.requested || handling.count > 0)) {
      const vary = reply.getHeader('vary');
      if (!vary) reply.header('Vary', 'Prefer');
      else if (!/\bprefer\b/i.test(String(vary))) reply.header('Vary', `${String(vary)}, Prefer`);
    }
    done(null, payload);
  });
}
