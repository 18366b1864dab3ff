import type { CliCommand } from '../command';
import { ACCOUNT_COMMANDS } from './accounts.command';
import { EQUIPMENT_COMMANDS } from './equipment.command';
import { FINANCIAL_COMMANDS } from './financial.command';
import { LOOKUP_COMMANDS } from './lookups.command';
import { OPERATIONS_COMMANDS } from './operations.command';
import { WEBHOOK_COMMANDS } from './webhooks.command';

/** Every CLI command; a module adds its own array here. */
export const COMMANDS: CliCommand[] = [
  ...ACCOUNT_COMMANDS,
  ...LOOKUP_COMMANDS,
  ...WEBHOOK_COMMANDS,
  ...FINANCIAL_COMMANDS,
  ...EQUIPMENT_COMMANDS,
  ...OPERATIONS_COMMANDS,
];
