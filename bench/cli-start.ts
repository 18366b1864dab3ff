/**
 * `npm run bench -- --only cli [--runs 10]`
 *
 * How long `npm run -s cli -- help` takes, start to exit, as an operator types it: npm, the
 * build check (scripts/build-if-changed.mjs --check) and `node dist/cli.js`. It builds first when
 * the build is not current (scripts/build-if-changed.mjs), so the runs measure the built CLI.
 * Target: the median under TARGET_MS (the source through ts-node took 12 to 16 s under load).
 * The machine's load is printed beside it: the number is the time on this machine, now.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

import { percentile } from './load';

const TARGET_MS = 3000;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function cliStart(): number {
  const runs = Number(arg('runs') ?? 10);
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs'], { stdio: 'inherit' });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const r = spawnSync('npm', ['run', '-s', 'cli', '--', 'help'], { encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (r.status !== 0 || r.stderr !== '') throw new Error(`npm run -s cli -- help: exit ${r.status}\n${r.stderr}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
  console.log(
    `npm run -s cli -- help, built: ${runs} runs, median ${s(median)}, fastest ${s(times[0])}, slowest ${s(times[times.length - 1])}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; target: median under ${s(TARGET_MS)}`,
  );
  if (median >= TARGET_MS) {
    console.error(`missed: npm run -s cli -- help took ${s(median)} (median), over ${s(TARGET_MS)}`);
    return 1;
  }
  return 0;
}
