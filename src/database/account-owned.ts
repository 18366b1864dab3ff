import { Column, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Base of every business row: each belongs to one account.
 * Entities add their own named index starting with `account_id` for each filter and sort.
 */
export abstract class AccountOwned {
  @PrimaryGeneratedColumn()
  id: number;

  /** Owning account; never exposed in API responses. */
  @Column({ type: 'int', select: true })
  account_id: number;
}

/**
 * The unique key `(account_id, id)` of a table that other tables reference: the target of
 * their account-consistent foreign keys (`AccountReference`). Named `UQ_<table>_account_id`.
 */
export const AccountKey = (table: string): ClassDecorator => Index(`UQ_${table}_account_id`, ['account_id', 'id'], { unique: true });

/**
 * A foreign key `(account_id, <column>) → <parent>(account_id, id)` named `FK_<table>_<column>`:
 * the row can only name a parent of its own account, and the parent cannot be deleted while the
 * row names it (NO ACTION: InnoDB refuses such a delete at once, as RESTRICT; SQLite at the end
 * of the statement). A NULL column references nothing. The services still check
 * references first (for their precise messages); the key is the backstop whatever the timing.
 */
export const AccountReference = (table: string, column: string, parent: string): ClassDecorator =>
  ForeignKey(parent, ['account_id', column] as const, ['account_id', 'id'] as const, {
    name: `FK_${table}_${column}`,
    onDelete: 'NO ACTION',
    onUpdate: 'NO ACTION',
  });
