import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import ts from 'typescript';

const ROOT = process.cwd();

/** The Markdown files whose TypeScript snippets readers copy: the README, docs/ and the clients' READMEs. */
function markdownFiles(): string[] {
  const files = [join(ROOT, 'README.md')];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(ROOT, 'docs'));
  walk(join(ROOT, 'clients'));
  return files;
}

interface Snippet {
  file: string;
  line: number;
  code: string;
}

/** Every ```ts / ```typescript block of a Markdown text, with the line it starts on. */
export function tsSnippets(file: string, markdown: string): Snippet[] {
  const snippets: Snippet[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*```(ts|typescript)\s*$/.test(lines[i])) continue;
    const start = i + 1;
    const body: string[] = [];
    while (++i < lines.length && !/^\s*```\s*$/.test(lines[i])) body.push(lines[i]);
    snippets.push({ file, line: start, code: body.join('\n') });
  }
  return snippets;
}

describe('TypeScript snippets of the docs', () => {
  it('finds the snippets of the README and of the typed client', () => {
    const found = markdownFiles().flatMap((file) => tsSnippets(file, readFileSync(file, 'utf8')));
    expect(found.map((s) => relative(ROOT, s.file))).toEqual(
      expect.arrayContaining(['README.md', join('clients', 'typescript', 'README.md')]),
    );
  });

  it('every snippet type-checks as a file of this repository (relative imports from its root, the project’s compiler options)', () => {
    const snippets = markdownFiles().flatMap((file) => tsSnippets(file, readFileSync(file, 'utf8')));
    // Snippets are written as if saved in the repository's root: they go one folder down, imports follow.
    const dir = join(ROOT, `.snippets-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      const names = snippets.map((s, i) => {
        const name = join(dir, `snippet-${i}.ts`);
        writeFileSync(name, s.code.replace(/from '\.\//g, "from '../"));
        return name;
      });
      const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
      const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
      const program = ts.createProgram(names, { ...parsed.options, noEmit: true, types: ['node'] });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => {
        const index = d.file ? names.indexOf(d.file.fileName) : -1;
        const where =
          index >= 0
            ? `${relative(ROOT, snippets[index].file)} (snippet at line ${snippets[index].line})`
            : (d.file?.fileName ?? 'program');
        return `${where}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
