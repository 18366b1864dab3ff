import type { AuthenticatedCaller } from '../request-context';
import { tokenFromAuthorization } from './authorization-header';
import type { TokenAuthenticator } from './token-authenticator';

/** Who a request's `Authorization` header names, or why it names no one. */
export type AuthOutcome =
  | { caller: AuthenticatedCaller }
  | {
      caller: null;
      reason: 'Missing Authorization header' | 'Malformed Authorization header: send "Bearer <token>"' | 'Unknown or revoked API token';
    };

const outcomes = new WeakMap<object, Promise<AuthOutcome>>();

/**
 * Resolves the caller of a request once, whoever asks first: the rate limiter (which keys on the
 * token's ID) or the AuthGuard (which refuses the request). Keyed on Node's request object, which
 * Fastify and Nest share.
 */
export function authenticateRequest(
  raw: object,
  header: string | string[] | undefined,
  accounts: TokenAuthenticator,
): Promise<AuthOutcome> {
  let outcome = outcomes.get(raw);
  if (!outcome) {
    outcome = resolve(header, accounts);
    outcomes.set(raw, outcome);
  }
  return outcome;
}

async function resolve(header: string | string[] | undefined, accounts: TokenAuthenticator): Promise<AuthOutcome> {
  if (header === undefined) return { caller: null, reason: 'Missing Authorization header' };
  const token = tokenFromAuthorization(header);
  if (!token) return { caller: null, reason: 'Malformed Authorization header: send "Bearer <token>"' };
  const caller = await accounts.authenticate(token);
  return caller ? { caller } : { caller: null, reason: 'Unknown or revoked API token' };
}
