import { createInterface } from 'node:readline';

import { UsageError } from './command';

/**
 * A secret a command takes: never as the value of its option on the command line, where `ps`
 * shows it to every user of the machine and the shell keeps it in its history, but from standard
 * input (`--<flag>-stdin`, one line) or from an environment variable (`--<flag>-env`). The option
 * alone or with an empty value (`--<flag>=`) still clears the secret: that reveals nothing.
 */
export interface SecretOption {
  /** The option's name, `api-key` for `--api-key`. */
  flag: string;
  /** The environment variable `--<flag>-env` reads. */
  env: string;
  /** What the secret is, for messages: `API key`. */
  what: string;
}

/** How each secret option of `options` may be given, for a command's usage line. */
export const secretUsage = (option: SecretOption): string =>
  `[--${option.flag}-stdin|--${option.flag}-env (reads ${option.env})|--${option.flag}= (clears it)]`;

/**
 * The secrets of `options` the flags ask for: the value read, null to clear it, or absent when
 * not asked. Standard input gives one line per secret read from it, in the order of `options`.
 */
export async function readSecrets(
  flags: Map<string, string | true>,
  options: SecretOption[],
  env: NodeJS.ProcessEnv = process.env,
  input: NodeJS.ReadableStream = process.stdin,
  stderr: (text: string) => void = (text) => process.stderr.write(text),
): Promise<Map<string, string | null>> {
  const secrets = new Map<string, string | null>();
  const fromStdin: SecretOption[] = [];
  for (const option of options) {
    const inline = flags.get(option.flag);
    const sources = [inline !== undefined, flags.has(`${option.flag}-stdin`), flags.has(`${option.flag}-env`)].filter(Boolean).length;
    if (sources > 1)
      throw new UsageError(`give the ${option.what} one way: --${option.flag}-stdin, --${option.flag}-env or --${option.flag}=`);
    if (typeof inline === 'string' && inline !== '')
      // The value is not repeated: this message may be logged too.
      throw new UsageError(
        `--${option.flag}=… is refused, and its value not used: a value on the command line is left in the process list and the shell history; ` +
          `pass it on standard input with --${option.flag}-stdin (printf '%s\\n' "$VALUE" | …), ` +
          `or in the environment variable ${option.env} with --${option.flag}-env`,
      );
    if (inline !== undefined) secrets.set(option.flag, null);
    else if (flags.get(`${option.flag}-stdin`) === true) fromStdin.push(option);
    else if (flags.has(`${option.flag}-stdin`)) throw new UsageError(`--${option.flag}-stdin takes no value`);
    else if (flags.get(`${option.flag}-env`) === true) {
      const value = env[option.env]?.trim();
      if (!value)
        throw new UsageError(`--${option.flag}-env: ${option.env} is not set or empty (--${option.flag}= clears the ${option.what})`);
      secrets.set(option.flag, value);
    } else if (flags.has(`${option.flag}-env`)) throw new UsageError(`--${option.flag}-env takes no value: it reads ${option.env}`);
  }
  if (fromStdin.length > 0) {
    // At a terminal, say what is awaited (what is typed shows on the screen, not in the history).
    if ((input as { isTTY?: boolean }).isTTY)
      stderr(`reading from standard input, one line each: ${fromStdin.map((o) => `the ${o.what}`).join(', then ')}\n`);
    const lines = await readLines(input, fromStdin.length);
    fromStdin.forEach((option, i) => {
      const value = lines[i]?.trim();
      if (!value)
        throw new UsageError(
          `--${option.flag}-stdin: standard input gave no ${option.what}${fromStdin.length > 1 ? ` on line ${i + 1}` : ''} (--${option.flag}= clears it)`,
        );
      secrets.set(option.flag, value);
    });
  }
  return secrets;
}

/** The first `count` lines of `input` (fewer when it ends first). */
async function readLines(input: NodeJS.ReadableStream, count: number): Promise<string[]> {
  const reader = createInterface({ input, crlfDelay: Infinity, terminal: false });
  const lines: string[] = [];
  try {
    for await (const line of reader) {
      lines.push(line);
      if (lines.length === count) break;
    }
  } finally {
    reader.close();
  }
  return lines;
}
