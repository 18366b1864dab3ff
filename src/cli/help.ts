import type { CliCommand } from './command';
import { formatTable } from './table';

/** Whether the arguments ask for the help: none, `help`, `--help` or `-h`. */
export const isHelpRequest = (argv: string[]): boolean => !argv[0] || ['help', '--help', '-h'].includes(argv[0]);

/** The help fits a terminal of 100 columns. */
export const HELP_WIDTH = 100;

/** `npm run cli -- help`: each command's name, beside it its usage, then its description, wrapped. */
export function helpText(commands: CliCommand[]): string {
  return [
    'Usage: npm run cli -- <command> [arguments]',
    '',
    ...formatTable(
      commands.map((c) => [c.name, c.usage ? `${c.usage}\n${c.description}` : c.description]),
      { indent: 2, width: HELP_WIDTH },
    ),
  ].join('\n');
}
