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
 * The floors of STYLE.md "Layers and tools", lowest first: `config/`; `common/`, `queue/`,
 * `metrics/`, `database/`; `accounts/`; `modules/`; the demo and the entry points (`demo/`,
 * `bootstrap/`, `cli/`, the files at the root of `src/`). null for a file on no floor
 * (`src/health/`, beside them all), which the floor rule leaves alone.
 */
export function floorOf(file: string): number | null {
  const [top, second, third] = file.split('/');
  if (top !== 'src' || second === undefined) return null;
  if (third === undefined) return 4;
  const floors: Record<string, number> = {
    config: 0,
    common: 1,
    queue: 1,
    metrics: 1,
    database: 1,
    accounts: 2,
    modules: 3,
    demo: 4,
    bootstrap: 4,
    cli: 4,
  };
  return floors[second] ?? null;
}

/** The entity registry of the data source: the one file below the modules that may list their entities. */
const SCHEMA_REGISTRY = 'src/database/schema.ts';

/** What the modules may import of `accounts/`: its narrow port (STYLE.md "Layers and tools"). */
const ACCOUNTS_PORT = 'src/accounts/account-directory.ts';

/**
 * The floor rule: a file never imports one on a higher floor (`floorOf`); where a lower piece
 * needs a module's knowledge, the module registers it. Besides, a module reaches `accounts/` only
 * through its port. The entity registry (`src/database/schema.ts`) is the exception.
 */
export function floorViolations(graph: Map<string, string[]>): BoundaryViolation[] {
  const found: BoundaryViolation[] = [];
  for (const [from, imports] of graph) {
    const own = floorOf(from);
    if (own === null || from === SCHEMA_REGISTRY) continue;
    for (const to of imports) {
      const other = floorOf(to);
      const upward = other !== null && other > own;
      const pastThePort = moduleOf(from) !== null && to.startsWith('src/accounts/') && to.replace(/(\.ts)?$/, '.ts') !== ACCOUNTS_PORT;
      if (upward || pastThePort) found.push({ from, to });
    }
  }
  return found;
}

/**
 * The import cycles of a graph (node → the nodes it imports), one per strongly connected
 * component: the shortest path from the component's first node (in sort order) back to itself,
 * that node repeated at the end (`['a', 'b', 'a']`). A node importing itself is a cycle too.
 * Edges to nodes outside the graph (packages, files not walked) are ignored.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    const [start] = [...component].sort();
    const selfLoop = (graph.get(start) ?? []).includes(start);
    if (component.length === 1 && !selfLoop) continue;
    cycles.push(selfLoop ? [start, start] : shortestLoop(graph, start, members));
  }
  return cycles.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The graph of modules: `src/modules/<a>` → the other modules its files import. */
export function moduleGraph(files: Map<string, string[]>): Map<string, string[]> {
  const modules = new Map<string, Set<string>>();
  for (const [from, imports] of files) {
    const own = moduleOf(from);
    if (own === null) continue;
    const targets = modules.get(own) ?? modules.set(own, new Set()).get(own)!;
    for (const to of imports) {
      const other = moduleOf(to);
      if (other !== null && other !== own) targets.add(other);
    }
  }
  return new Map([...modules].map(([name, targets]) => [name, [...targets].sort()]));
}

/** Tarjan's algorithm, iterative (a deep import chain must not exhaust the stack). */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  const next = (node: string) => (graph.get(node) ?? []).filter((to) => graph.has(to));
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edges: string[]; i: number }[] = [];
    const enter = (node: string) => {
      index.set(node, index.size);
      low.set(node, index.get(node)!);
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: next(node), i: 0 });
    };
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.i < frame.edges.length) {
        const to = frame.edges[frame.i++];
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** The shortest path from `start` back to `start` through `members` (breadth first). */
function shortestLoop(graph: Map<string, string[]>, start: string, members: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.push(at);
        return [start, ...path.slice(1).reverse(), start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
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
        graph.set(
          file,
          importsOf(file, readFileSync(path, 'utf8')).map((to) => withExtension(root, to)),
        );
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
