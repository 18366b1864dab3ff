#!/usr/bin/env node
// `npm start` and `npm run worker`: build only when the build is missing or older than its
// sources, then exit; the npm script starts the process. `npm run build` leaves dist/.build-stamp
// when it succeeds (scripts/bundle.mjs, its last step); any source file, folder (a file added, renamed or deleted changes its folder) or
// build input newer than that stamp means a new build.
//
//   node scripts/build-if-changed.mjs           # builds when needed (npm run -s build)
//   node scripts/build-if-changed.mjs --check   # only says; exit 0 up to date, 1 stale
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = process.cwd();
const STAMP = join(ROOT, 'dist', '.build-stamp');
const INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'nest-cli.json', 'scripts/bundle.mjs'];

/** The first path newer than `since` under `dir` (folders included), or null. */
function newer(dir, since) {
  if (statSync(dir).mtimeMs > since) return dir;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = newer(path, since);
      if (found) return found;
    } else if (statSync(path).mtimeMs > since) return path;
  }
  return null;
}

/** Why a build is needed, or null when dist is up to date. */
function staleReason() {
  if (!existsSync(STAMP)) return 'no build yet';
  const built = statSync(STAMP).mtimeMs;
  for (const input of INPUTS) {
    const path = join(ROOT, input);
    if (existsSync(path) && statSync(path).mtimeMs > built) return `${input} changed`;
  }
  const changed = newer(join(ROOT, 'src'), built);
  return changed ? `${changed.slice(ROOT.length + 1)} changed` : null;
}

const reason = staleReason();
if (process.argv.includes('--check')) {
  process.stdout.write(reason ? `stale: ${reason}\n` : 'up to date\n');
  process.exit(reason ? 1 : 0);
}
if (!reason) {
  process.stderr.write('build: up to date (dist/ is newer than src/), not rebuilt\n');
} else {
  // Tens of seconds on a first start: said before and after, so that the wait does not look stuck.
  const why = reason === 'no build yet' ? 'first start: no build yet' : `changed sources: ${reason}`;
  process.stderr.write(`Building the service (${why})…\n`);
  const started = performance.now();
  execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  process.stderr.write(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
