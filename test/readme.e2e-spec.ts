import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TestApp } from './support/harness';
import { startDemoApp } from './support/demo-app';

const run = promisify(execFile);

interface CurlExample {
  line: number;
  command: string;
  status: number | null;
}

/**
 * Every `curl` command in the README's code blocks (continuation lines joined). The convention:
 * the command's last line ends with `# → <status>`, the status it answers on a fresh demo account.
 */
export function curlExamples(markdown: string): CurlExample[] {
  const examples: CurlExample[] = [];
  const lines = markdown.split('\n');
  let inBlock = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*```/.test(lines[i])) {
      inBlock = !inBlock;
      continue;
    }
    if (!inBlock || !/^\s*curl\s/.test(lines[i])) continue;
    const start = i;
    let command = lines[i];
    while (/\\\s*$/.test(command) && i + 1 < lines.length) command = command.replace(/\\\s*$/, ' ') + lines[++i].trim();
    const marker = /#\s*→\s*(\d{3})\s*$/.exec(command);
    examples.push({ line: start + 1, command: command.replace(/#.*$/, '').trim(), status: marker ? Number(marker[1]) : null });
  }
  return examples;
}

describe('README examples', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await startDemoApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every curl command runs as written, in order, on a fresh demo account and answers the status the README shows', async () => {
    const examples = curlExamples(readFileSync(join(process.cwd(), 'README.md'), 'utf8'));
    expect(examples.length).toBeGreaterThanOrEqual(25);
    const dir = mkdtempSync(join(tmpdir(), 'readme-'));
    const failures: string[] = [];
    try {
      for (const example of examples) {
        if (example.status === null) {
          failures.push(`README.md:${example.line}: no "# → <status>" at the end of: ${example.command}`);
          continue;
        }
        // As a reader runs it: the shell expands $TOKEN; only the address of the instance differs.
        const command = `${example.command.replaceAll('http://localhost:3000', t.baseUrl)} -sS -o "$BODY" -w '%{http_code}'`;
        const body = join(dir, 'body');
        const { stdout } = await run('bash', ['-c', command], { env: { ...process.env, TOKEN: token, BODY: body } }).catch((e) => e);
        const status = Number(stdout);
        if (status !== example.status) {
          const answer = (() => {
            try {
              return readFileSync(body, 'utf8').slice(0, 300);
            } catch {
              return '(no body)';
            }
          })();
          failures.push(`README.md:${example.line}: answered ${status || stdout}, the README shows ${example.status}: ${example.command}\n  ${answer}`);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(failures).toEqual([]);
  }, 120000);

  it('reads the README convention: a continued curl command with its status on the last line', () => {
    const md = ['```bash', 'curl -X POST \\', '  -d \'{"a":1}\' http://localhost:3000/x   # → 201', 'curl http://localhost:3000/y', '```', 'curl outside a block'].join('\n');
    expect(curlExamples(md)).toEqual([
      { line: 2, command: 'curl -X POST  -d \'{"a":1}\' http://localhost:3000/x', status: 201 },
      { line: 4, command: 'curl http://localhost:3000/y', status: null },
    ]);
  });
});
