import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One import that crosses a module boundary. */
export interface BoundaryViolation {
  from: string;
  to: string;
}

/** `src/modules/<name>/…` → `<name>`; anything else → null. */
export const moduleOf = (file: string): string | null => /^src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** A repository or an entity of a module: what only that module may import. */
const isPrivateToModule = (file: string): boolean => /\.repository(\.ts)?$/.test(file) || /\/entities\/[^/]+$/.test(file);

/**
 * The rule of STYLE.md "Between modules": a file under `src/modules/<a>/` never imports
 * `src/modules/<b>/**\/*.repository` or `src/modules/<b>/**\/entities/*` (a ≠ b). The
 * data-source entity registry (`src/database/schema.ts`) lives outside the modules and may list
 * every entity. `graph` maps a file (repository-relative, `/`-separated) to the files it imports.
 */
export function boundaryViolations(graph: Map<string, string[]>): BoundaryViolation[] {
  const found: BoundaryViolation[] = [];
  for (const [from, imports] of graph) {
    const own = moduleOf(from);
    if (own === null) continue;
    for (const to of imports) {
      const other = moduleOf(to);
      if (other !== null && other !== own && isPrivateToModule(to)) found.push({ from, to });
    }
  }
  return found;
}

/**
 * The relative imports of one file, resolved to repository-relative paths without extension
 * (`import`, `import type`, `export … from`, `import()` and `require()` alike).
 */
export function importsOf(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\.(js|ts)$/, ''));
}

/** Every `.ts` file under `src/` of `root` with its relative imports. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) {
        const file = relative(root, path).split(sep).join('/');
        graph.set(file, importsOf(file, readFileSync(path, 'utf8')).map((to) => withExtension(root, to)));
      }
    }
  };
  walk(resolve(root, 'src'));
  return graph;
}

/** `src/x/y` → `src/x/y.ts` or `src/x/y/index.ts`, whichever exists. */
function withExtension(root: string, file: string): string {
  if (existsSync(resolve(root, `${file}.ts`))) return `${file}.ts`;
  if (existsSync(resolve(root, file, 'index.ts'))) return `${file}/index.ts`;
  return file;
}

