import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { startDemoApp } from '../support/demo-app';

const run = promisify(execFile);
const ROOT = process.cwd();

/** One shell command of a code block, continuation lines joined. */
export interface DocCommand {
  line: number;
  text: string;
  /** The command is a `curl` call (an example). */
  curl: boolean;
  /** From `# → <status>` at the end of its last line. */
  status: number | null;
}

/** A fenced code block holding at least one `curl` example. */
export interface DocBlock {
  line: number;
  /** Why it is not run, from a `<!-- not run: <why> -->` line just above its fence; null: it is run. */
  notRun: string | null;
  commands: DocCommand[];
}

const STATUS = /\s+#\s*→\s*(\d{3})\s*$/;
const NOT_RUN = /^\s*<!--\s*not run:\s*(.*?)\s*-->\s*$/;
const ASSIGNMENT = /^(export\s+)?[A-Za-z_][A-Za-z0-9_]*=/;

/**
 * The conventions of the examples in README.md and docs/*.md:
 *
 * - a `curl` command whose last line ends with `# → <status>` is run, in order with the other
 *   examples of its page, on a fresh demo account, and must answer that status;
 * - a block that cannot run on the demo (it needs MySQL/MariaDB, Redis, a worker, a second
 *   process) has `<!-- not run: <why> -->` on the line just above its fence, and its `curl`
 *   commands carry no status;
 * - in a block that is run, every command is a `curl` example or a variable assignment
 *   (`KEY=…`, run as written, so later examples of the page see it).
 */
export function exampleBlocks(markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*```/.test(lines[i])) continue;
    const fence = i;
    const notRun = fence > 0 ? (NOT_RUN.exec(lines[fence - 1])?.[1] ?? null) : null;
    const commands: DocCommand[] = [];
    while (++i < lines.length && !/^\s*```/.test(lines[i])) {
      if (/^\s*(#.*)?$/.test(lines[i])) continue;
      const start = i;
      let text = lines[i].trim();
      while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i].trim();
      const marker = STATUS.exec(text);
      commands.push({
        line: start + 1,
        text: text.replace(STATUS, '').trim(),
        curl: /^curl\s/.test(text),
        status: marker ? Number(marker[1]) : null,
      });
    }
    if (commands.some((c) => c.curl)) blocks.push({ line: fence + 1, notRun, commands });
  }
  return blocks;
}

/** What the conventions forbid in one page, as `file:line: problem`. */
export function conventionProblems(file: string, blocks: DocBlock[]): string[] {
  const problems: string[] = [];
  for (const block of blocks) {
    if (block.notRun === '') problems.push(`${file}:${block.line}: "not run" without saying why`);
    for (const c of block.commands) {
      const where = `${file}:${c.line}`;
      const callsCurl = c.curl || /\$\(\s*curl\s/.test(c.text);
      if (callsCurl && /(localhost|127\.0\.0\.1):3000/.test(c.text))
        problems.push(`${where}: write the API's address as "$BASE", not localhost:3000`);
      if (callsCurl && /eos_[A-Za-z0-9_-]{4}/.test(c.text)) problems.push(`${where}: write the token as "$TOKEN"`);
      // ME Eventos' addresses name the account: "$BASE/<slug>/api/v1/…" is an API path too.
      if (callsCurl && /\/(api\/v1|health)\b/.test(c.text.replace(/"\$BASE\/([a-z0-9_-]+\/api\/v1|api\/v1|health)\b/g, '')))
        problems.push(`${where}: an API path is written "$BASE/api/v1/…" (or "$BASE/health", or "$BASE/<slug>/api/v1/…")`);
      if (block.notRun !== null) {
        if (c.status !== null) problems.push(`${where}: a status marker in a block marked "not run"`);
        continue;
      }
      if (c.curl && c.status === null)
        problems.push(`${where}: no "# → <status>" at the end of a curl example (or mark its block <!-- not run: why -->)`);
      if (!c.curl && !ASSIGNMENT.test(c.text))
        problems.push(
          `${where}: only curl examples and variable assignments run; mark the block <!-- not run: why --> or move this command out: ${c.text}`,
        );
    }
  }
  return problems;
}

/** README.md and every page of docs/. */
function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join('docs', name));
  return ['README.md', ...docs];
}

const read = (page: string) => readFileSync(join(ROOT, page), 'utf8');

/** The README's `export BASE=…` and `export TOKEN=…`, as a reader types them once. */
function readerSetup(): { base: string; token: string } {
  const readme = read('README.md');
  const base = /^export BASE=(\S+)\s*$/m.exec(readme);
  const token = /^export TOKEN=(\S+)\s*#.*$/m.exec(readme);
  if (!base || !token) throw new Error('README.md does not show "export BASE=…" and "export TOKEN=…" in a code block');
  return { base: base[0], token: token[0] };
}

describe('examples of the README and docs/', () => {
  it('every curl example of every page has a status, or sits in a block marked "not run" with a reason, and uses "$BASE" and "$TOKEN"', () => {
    const problems = pages().flatMap((page) => conventionProblems(page, exampleBlocks(read(page))));
    expect(problems).toEqual([]);
    const examples = (page: string) =>
      exampleBlocks(read(page))
        .filter((b) => b.notRun === null)
        .flatMap((b) => b.commands.filter((c) => c.curl));
    expect(examples('README.md').length).toBeGreaterThanOrEqual(15);
    expect(pages().reduce((n, page) => n + examples(page).length, 0)).toBeGreaterThanOrEqual(60);
  });

  it('the README tells the reader to set BASE to the local API and TOKEN to the demo token', () => {
    const { base, token } = readerSetup();
    expect(base).toBe('export BASE=http://localhost:${PORT:-3000}');
    expect(token).toMatch(/^export TOKEN=eos_… +# the demo token printed by npm start$/);
  });

  // One test per page that runs examples: each on a fresh demo account, as the README promises.
  const runnable = pages().filter((page) => exampleBlocks(read(page)).some((b) => b.notRun === null));

  it('finds the pages with examples to run', () => {
    expect(runnable).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/api.md',
        'docs/financial.md',
        'docs/webhooks.md',
        'docs/me-eventos.md',
        'docs/safe-retries.md',
      ]),
    );
  });

  it.each(runnable)(
    '%s: every example runs as written, in order, on a fresh demo account and answers the status shown',
    async (page) => {
      const { t, token } = await startDemoApp();
      const dir = mkdtempSync(join(tmpdir(), 'doc-examples-'));
      try {
        const { base, token: tokenLine } = readerSetup();
        // The reader's two lines as written, with PORT of this instance set: only the token it printed differs.
        const script = [`PORT=${new URL(t.baseUrl).port}`, base, tokenLine.replace('eos_…', token)];
        const examples: DocCommand[] = [];
        for (const block of exampleBlocks(read(page)).filter((b) => b.notRun === null)) {
          for (const c of block.commands) {
            if (!c.curl) {
              script.push(c.text);
              continue;
            }
            const n = examples.push(c);
            script.push(`${c.text} -sS -o "$EXAMPLE_OUT/${n}.body" -w '%{http_code}' > "$EXAMPLE_OUT/${n}.status"`);
          }
        }
        const env: Record<string, string | undefined> = { ...process.env, EXAMPLE_OUT: dir };
        delete env.BASE;
        delete env.TOKEN;
        await run('bash', ['--noprofile', '--norc', '-c', script.join('\n')], { env, timeout: 100_000 }).catch((e: Error) => e);

        const failures: string[] = [];
        examples.forEach((c, i) => {
          const file = (ext: string) => join(dir, `${i + 1}.${ext}`);
          const status = existsSync(file('status')) ? Number(readFileSync(file('status'), 'utf8')) : NaN;
          if (status === c.status) return;
          const body = existsSync(file('body')) ? readFileSync(file('body'), 'utf8').slice(0, 300) : '(no body)';
          failures.push(`${page}:${c.line}: answered ${status || 'nothing'}, the page shows ${c.status}: ${c.text}\n  ${body}`);
        });
        expect(failures).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await t.close();
      }
    },
    120000,
  );

  it('reads the conventions: a continued curl command with its status, a block marked not run, an assignment', () => {
    const md = [
      '```bash',
      'curl -X POST \\',
      '  -d \'{"a":1}\' "$BASE/api/v1/x"   # → 201',
      'KEY=abc   # a key',
      'curl "$BASE/api/v1/y"',
      'npm start',
      '```',
      '<!-- not run: needs Redis -->',
      '```bash',
      'curl http://localhost:3000/api/v1/z   # → 200',
      '```',
      '```',
      'no example here',
      '```',
      'curl outside a block',
    ].join('\n');
    const blocks = exampleBlocks(md);
    expect(blocks).toEqual([
      {
        line: 1,
        notRun: null,
        commands: [
          { line: 2, text: 'curl -X POST  -d \'{"a":1}\' "$BASE/api/v1/x"', curl: true, status: 201 },
          { line: 4, text: 'KEY=abc   # a key', curl: false, status: null },
          { line: 5, text: 'curl "$BASE/api/v1/y"', curl: true, status: null },
          { line: 6, text: 'npm start', curl: false, status: null },
        ],
      },
      { line: 9, notRun: 'needs Redis', commands: [{ line: 10, text: 'curl http://localhost:3000/api/v1/z', curl: true, status: 200 }] },
    ]);
    expect(conventionProblems('x.md', blocks)).toEqual([
      'x.md:5: no "# → <status>" at the end of a curl example (or mark its block <!-- not run: why -->)',
      'x.md:6: only curl examples and variable assignments run; mark the block <!-- not run: why --> or move this command out: npm start',
      'x.md:10: write the API\'s address as "$BASE", not localhost:3000',
      'x.md:10: an API path is written "$BASE/api/v1/…" (or "$BASE/health", or "$BASE/<slug>/api/v1/…")',
      'x.md:10: a status marker in a block marked "not run"',
    ]);
  });
});
