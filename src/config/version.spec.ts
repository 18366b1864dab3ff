import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SERVICE_VERSION } from './version';

describe('the service version', () => {
  const root = process.cwd();
  it('is the version package.json states', () => {
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version).toBe(SERVICE_VERSION);
  });

  it('is the newest release of CHANGELOG.md, dated, right after Unreleased', () => {
    const releases = [...readFileSync(join(root, 'CHANGELOG.md'), 'utf8').matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)];
    expect(releases[0][1]).toBe('Unreleased');
    expect(releases[1][1]).toBe(SERVICE_VERSION);
    expect(releases[1][2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the licence', () => {
  const root = process.cwd();
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  it('is MIT everywhere the project states one: LICENSE, both package.json files, the README', () => {
    expect(read('LICENSE').split('\n')[0]).toBe('MIT License');
    expect(JSON.parse(read('package.json')).license).toBe('MIT');
    expect(JSON.parse(read('clients/typescript/package.json')).license).toBe('MIT');
    expect(read('README.md')).toMatch(/^## Licence\n\nMIT\b/m);
    expect(read('README.md')).not.toMatch(/UNLICENSED|[Pp]roprietary/);
  });
});
