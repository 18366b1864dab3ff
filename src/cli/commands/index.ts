import type { CliCommand } from '../command';
import { ACCOUNT_COMMANDS } from './accounts.command';

/** Every CLI command; a module adds its own array here. */
export const COMMANDS: CliCommand[] = [...ACCOUNT_COMMANDS];
