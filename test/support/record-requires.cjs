// Preloaded (`node --require`) into the bundled API by test/operations/bundle.e2e-spec.ts: appends to the
// file named by RECORD_REQUIRES each package that the bundle itself requires from node_modules at
// run time, once per package (the packages those load in turn are not recorded).
const Module = require('node:module');
const { appendFileSync } = require('node:fs');

const file = process.env.RECORD_REQUIRES;
const main = require('node:path').resolve(process.argv[1]);
const seen = new Set();
const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (file && parent && parent.filename === main && !request.startsWith('node:')) {
    let resolved = '';
    try {
      resolved = Module._resolveFilename(request, parent, isMain);
    } catch {
      // Not installed: the require fails below as it would without this hook.
    }
    const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(resolved)?.[1].replace('\\', '/');
    if (pkg && !seen.has(pkg)) {
      seen.add(pkg);
      appendFileSync(file, `${pkg}\n`);
    }
  }
  return load.apply(this, arguments);
};
