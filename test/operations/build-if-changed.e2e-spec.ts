import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = join(process.cwd(), 'scripts/build-if-changed.mjs');

/** `npm start` builds only when the sources changed since the last build (scripts/build-if-changed.mjs --check, in a project of its own). */
describe('npm start: build only when the sources changed', () => {
  const root = mkdtempSync(join(tmpdir(), 'eos-build-check-'));
  const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);
  const check = () =>
    run(process.execPath, [SCRIPT, '--check'], { cwd: root }).then(
      ({ stdout }) => stdout.trim(),
      (e: { stdout: string }) => e.stdout.trim(),
    );
  beforeAll(() => {
    mkdirSync(join(root, 'src/modules'), { recursive: true });
    mkdirSync(join(root, 'dist'));
    for (const file of ['package.json', 'src/main.ts', 'src/modules/a.ts', 'src/modules/b.ts']) writeFileSync(join(root, file), '{}');
    for (const path of ['package.json', 'src/main.ts', 'src/modules/a.ts', 'src/modules/b.ts', 'src/modules', 'src']) at(path, 1_000);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build yet', async () => {
    expect(await check()).toBe('stale: no build yet');
  });

  it('does not build when the last build is newer than every source', async () => {
    writeFileSync(join(root, 'dist/.build-stamp'), 'x');
    at('dist/.build-stamp', 2_000);
    expect(await check()).toBe('up to date');
  });

  it('builds when a source file, a build input, or a folder (a file deleted) changed since', async () => {
    at('src/modules/a.ts', 3_000);
    expect(await check()).toBe('stale: src/modules/a.ts changed');
    at('src/modules/a.ts', 1_000);
    at('package.json', 3_000);
    expect(await check()).toBe('stale: package.json changed');
    at('package.json', 1_000);
    rmSync(join(root, 'src/modules/b.ts'));
    expect(await check()).toBe('stale: src/modules changed');
    at('src/modules', 1_000);
    expect(await check()).toBe('up to date');
  });
});
