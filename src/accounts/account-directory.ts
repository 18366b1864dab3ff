import type { RequestContext, Tx } from '../common/request-context';

/** Runs when an account is created, inside its transaction (lookups seed their defaults). */
export interface AccountSeeder {
  seedAccount(tx: Tx, accountId: number): Promise<void>;
}

/**
 * What the feature modules may ask of accounts, and no more: a context for work on an account,
 * its time zone, and a say in its creation. Creating accounts and tokens (the CLI, the demo)
 * stays with `AccountsService`, which provides this. An abstract class, so that it is its own
 * injection token.
 */
export abstract class AccountDirectory {
  /** A context for work on the account that no request started (no token), or null when there is no such account. */
  abstract contextFor(accountId: number): Promise<RequestContext | null>;
  /** The account's time zone (for webhook timestamps), or undefined when there is no such account. */
  abstract timezoneOf(accountId: number): Promise<string | undefined>;
  /** `seeder` runs inside the transaction of every account created from now on. */
  abstract registerSeeder(seeder: AccountSeeder): void;
}
