import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

/**
 * `npm start`'s build says what it does: a first build takes tens of seconds. In a project of
 * its own whose `npm run build` is a stand-in that writes the stamp.
 */
describe('npm start: the build said before and after', () => {
  const root = mkdtempSync(join(tmpdir(), 'eos-build-say-'));
  const build = () => run(process.execPath, [SCRIPT], { cwd: root });
  beforeAll(() => {
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'dist'));
    const stamp = "require('fs').writeFileSync('dist/.build-stamp', 'x')";
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({ name: 'build-say', private: true, scripts: { build: `node -e "${stamp}"` } }),
    );
    writeFileSync(join(root, 'src/main.ts'), '');
    for (const path of ['package.json', 'src/main.ts', 'src']) utimesSync(join(root, path), 1_000, 1_000);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('says why it builds before, and how long it took after', async () => {
    const { stderr } = await build();
    expect(stderr).toMatch(/^Building the service \(first start: no build yet\)…\nBuilt in \d+\.\d s\n$/);
  });

  it('names the changed source on a later build, and says when it does not build', async () => {
    expect((await build()).stderr).toBe('build: up to date (dist/ is newer than src/), not rebuilt\n');
    writeFileSync(join(root, 'src/main.ts'), '// changed');
    utimesSync(join(root, 'src/main.ts'), Date.now() / 1000 + 5, Date.now() / 1000 + 5);
    expect((await build()).stderr).toMatch(/^Building the service \(changed sources: src\/main\.ts changed\)…\nBuilt in \d+\.\d s\n$/);
  });
});

/**
 * `npm run cli`: the build when it is current, else the source; never a build. Run in a project
 * of its own whose dist/cli.js and ts-node are stand-ins that say which ran, with what arguments.
 */
describe('npm run cli: the build when current, else the source', () => {
  const ROOT = process.cwd();
  const root = mkdtempSync(join(tmpdir(), 'eos-cli-entry-'));
  const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);
  const say = (who: string) => `console.log(${JSON.stringify(who)} + '|' + process.argv.slice(2).join('|'))`;
  const cli = (...args: string[]) => run('npm', ['run', '-s', 'cli', '--', ...args], { cwd: root });
  beforeAll(() => {
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    for (const dir of ['src', 'dist', 'scripts', 'node_modules/ts-node/dist']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'cli-entry', private: true, scripts: { cli: scripts.cli } }));
    for (const file of ['scripts/cli.sh', 'scripts/build-if-changed.mjs']) copyFileSync(join(ROOT, file), join(root, file));
    writeFileSync(join(root, 'src/cli.ts'), '');
    writeFileSync(join(root, 'dist/cli.js'), say('dist'));
    writeFileSync(join(root, 'node_modules/ts-node/dist/bin.js'), say('source'));
    for (const path of ['package.json', 'src/cli.ts', 'src']) at(path, 1_000);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('runs the source through ts-node, saying why on standard error, while there is no current build', async () => {
    const { stdout, stderr } = await cli('account:create', 'Buffet Alegria');
    expect(stdout).toBe('source|--transpile-only|src/cli.ts|account:create|Buffet Alegria\n');
    expect(stderr).toBe(
      'cli: dist/ is not current (stale: no build yet): running the source through ts-node, slower; npm run build makes it current\n',
    );
  });

  it('runs dist/cli.js, its output alone, once the build is newer than every source', async () => {
    writeFileSync(join(root, 'dist/.build-stamp'), 'x');
    at('dist/.build-stamp', 2_000);
    expect(await cli('account:create', 'Buffet Alegria')).toEqual({ stdout: 'dist|account:create|Buffet Alegria\n', stderr: '' });
    at('src/cli.ts', 3_000);
    expect((await cli('help')).stdout).toBe('source|--transpile-only|src/cli.ts|help\n');
  });
});
