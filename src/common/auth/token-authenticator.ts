import type { AuthenticatedCaller } from '../request-context';

/**
 * What the AuthGuard needs to know of API tokens: who a token belongs to. The accounts module
 * provides it (`AccountsService`); this layer knows nothing else of accounts. An abstract class, so
 * that it is its own injection token.
 */
export abstract class TokenAuthenticator {
  /** The caller of a token, or null when the token is unknown or revoked. */
  abstract authenticate(token: string): Promise<AuthenticatedCaller | null>;
}
