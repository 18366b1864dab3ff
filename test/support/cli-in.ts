import { Readable } from 'node:stream';

import type { INestApplicationContext } from '@nestjs/common';

import type { CliIo } from '../../src/cli/command';
import { runCommand } from '../../src/cli/run';

/**
 * One CLI command run inside the test process on the test app (`runCommand`): its exit code and
 * output, as `runService('cli', …)` (service-process.ts) gives a process's.
 */
export async function commandIn(
  app: { app: INestApplicationContext },
  args: string[],
  extra: Record<string, string> = {},
  input = '',
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    env: { ...process.env, ...extra },
    stdin: Readable.from([input]),
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  };
  const code = await runCommand(app.app, args, io);
  return { code, stdout, stderr };
}

/**
 * The CLI's commands run inside the test process, on the test app itself (`runCommand`, what
 * `npm run cli` runs once its application context is up): the same refusals, exit codes and
 * output as `cliOn` (service-process.ts), without booting a process and a context per call (seconds each on a busy
 * machine). `extra` is added to the environment the command reads; `input` is its standard input.
 * The suites keep `cliOn` where the process itself is the subject (exit codes of the entry, the
 * token alone on the last line of its output, a fresh database migrated by the CLI).
 */
export function cliIn(
  app: { app: INestApplicationContext },
  extra: Record<string, string> = {},
  input = '',
): (...args: string[]) => Promise<{ stdout: string; stderr: string }> {
  return async (...args) => {
    const { code, stdout, stderr } = await commandIn(app, args, extra, input);
    if (code !== 0) throw Object.assign(new Error(`cli ${args[0]} exited ${code}: ${stderr}`), { code, stdout, stderr });
    return { stdout, stderr };
  };
}
