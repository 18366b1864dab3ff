import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Base of every business row: each belongs to one account (DECISIONS: Accounts).
 * Entities add their own named index starting with `account_id` for each filter and sort.
 */
export abstract class AccountOwned {
  @PrimaryGeneratedColumn()
  id: number;

  /** Owning account; never exposed in API responses. */
  @Column({ type: 'int', select: true })
  account_id: number;
}
