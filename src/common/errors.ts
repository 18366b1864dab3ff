/**
 * The error contract of the API. Services throw `AppError` subclasses (one per module,
 * in its `*.errors.ts`); the global filter turns every error into the envelope
 * `{ status: 'error', message, errors: [{ field?, code, message }] }`.
 */
export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'precondition_failed'
  | 'rate_limited'
  | 'request_timeout'
  | 'uri_too_long'
  | 'header_too_large'
  | 'bad_gateway'
  | 'service_unavailable'
  | 'internal';

export interface FieldError {
  /** Path inside the request (body, query or path parameter), e.g. `itens[1].id_produto`. */
  field?: string;
  /** Stable lower_snake_case word. */
  code: string;
  /** For people. */
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Exhaustive: adding a kind without a status fails to compile. */
export function statusOf(kind: ErrorKind): number {
  switch (kind) {
    case 'bad_request':
      return 400;
    case 'unauthorized':
      return 401;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'gone':
      return 410;
    case 'payload_too_large':
      return 413;
    case 'unsupported_media_type':
      return 415;
    case 'unprocessable':
      return 422;
    case 'precondition_failed':
      return 412;
    case 'rate_limited':
      return 429;
    case 'request_timeout':
      return 408;
    case 'uri_too_long':
      return 414;
    case 'header_too_large':
      return 431;
    case 'bad_gateway':
      return 502;
    case 'service_unavailable':
      return 503;
    case 'internal':
      return 500;
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) => new AppError('bad_request', message, errors);

/** 404 for a resource named in the path (also for rows of another account). */
export const notFound = (what: string, id: string | number, field = 'id') =>
  new AppError('not_found', `${what} ${id} not found`, [{ field, code: 'not_found', message: `${what} ${id} does not exist` }]);

/** 422: the body names things that do not exist or do not fit. */
export const unprocessable = (errors: FieldError[], message = 'The request names resources that do not exist or do not fit') =>
  new AppError('unprocessable', message, errors);

export const conflict = (message: string, errors: FieldError[] = []) => new AppError('conflict', message, errors);

/** Collects the problems of a request so that all are reported at once. */
export class Problems {
  readonly list: FieldError[] = [];
  add(field: string | undefined, code: string, message: string): void {
    this.list.push(field === undefined ? { code, message } : { field, code, message });
  }
  get empty(): boolean {
    return this.list.length === 0;
  }
  throwIfAny(kind: ErrorKind = 'unprocessable', message?: string): void {
    if (this.list.length === 0) return;
    throw new AppError(
      kind,
      message ?? (kind === 'unprocessable' ? 'The request names resources that do not exist or do not fit' : 'Validation failed'),
      this.list,
    );
  }
}
