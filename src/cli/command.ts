import type { Readable } from 'node:stream';

import type { INestApplicationContext } from '@nestjs/common';

import { AccountsService } from '../accounts/accounts.service';
import { parseId } from '../common/ids';
import type { RequestContext } from '../common/request-context';

/**
 * One operator command of `npm run cli -- <name> [args]`. `run` writes its report to `out`;
 * a value that scripts take (a new token) goes alone on the last line.
 */
export interface CliCommand {
  name: string;
  /** Arguments, e.g. `<account id> [name]`. */
  usage: string;
  description: string;
  /** The command works on the database as it is: no pending migration is applied before it runs. */
  skipMigrations?: boolean;
  run(app: INestApplicationContext, args: string[], out: (line: string) => void, io?: CliIo): Promise<void>;
}

/** What a command reads and writes besides the database: the environment and the standard streams. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: Readable;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** A wrong invocation: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** A command that was invoked rightly but could not do its work (a file it cannot write): one line, exit code 1. */
export class CommandError extends Error {}

/** Parses a positive integer argument or throws a UsageError naming it. */
export function positiveInt(value: string | undefined, name: string): number {
  const id = parseId(value);
  if (id === null) throw new UsageError(`${name} must be a positive integer`);
  return id;
}

/** The context of a command's work on an account (no API token); a UsageError when there is no such account. */
export async function accountContext(app: INestApplicationContext, value: string | undefined): Promise<RequestContext> {
  const accountId = positiveInt(value, 'account id');
  const ctx = await app.get(AccountsService).contextFor(accountId);
  if (!ctx) throw new UsageError(`no account ${accountId}`);
  return ctx;
}

/** A command's arguments: its positional ones, and its `--name` / `--name=value` flags. */
export function options(args: string[]): { positional: string[]; flags: Map<string, string | true> } {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (const arg of args) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (m) flags.set(m[1], m[2] ?? true);
    else positional.push(arg);
  }
  return { positional, flags };
}
