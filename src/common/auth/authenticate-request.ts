import type { AccountsService } from '../../accounts/accounts.service';
import { TOKEN_MAX_LENGTH, TOKEN_MIN_LENGTH, tokenFromAuthorization } from '../../accounts/token-hash';
import type { AuthenticatedCaller } from '../request-context';

/** Who a request's `Authorization` header names, or why it names no one. */
export type AuthOutcome =
  | { caller: AuthenticatedCaller }
  | { caller: null; reason: 'Missing Authorization header' | 'Malformed Authorization header: send "Bearer <token>"' | 'Unknown or revoked API token' };

const outcomes = new WeakMap<object, Promise<AuthOutcome>>();

/**
 * Resolves the caller of a request once, whoever asks first: the rate limiter (which keys on the
 * token's ID) or the AuthGuard (which refuses the request). Keyed on Node's request object, which
 * Fastify and Nest share.
 */
export function authenticateRequest(
  raw: object,
  header: string | string[] | undefined,
  accounts: Pick<AccountsService, 'authenticate'>,
): Promise<AuthOutcome> {
  let outcome = outcomes.get(raw);
  if (!outcome) {
    outcome = resolve(header, accounts);
    outcomes.set(raw, outcome);
  }
  return outcome;
}

async function resolve(header: string | string[] | undefined, accounts: Pick<AccountsService, 'authenticate'>): Promise<AuthOutcome> {
  if (header === undefined) return { caller: null, reason: 'Missing Authorization header' };
  const token = tokenFromAuthorization(header);
  if (!token) return { caller: null, reason: 'Malformed Authorization header: send "Bearer <token>"' };
  // A token of a length never issued is unknown, not malformed: no lookup needed.
  const plausible = token.length >= TOKEN_MIN_LENGTH && token.length <= TOKEN_MAX_LENGTH;
  const caller = plausible ? await accounts.authenticate(token) : null;
  return caller ? { caller } : { caller: null, reason: 'Unknown or revoked API token' };
}
