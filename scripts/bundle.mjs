// `npm run build`, after `nest build`: turns dist/main.js (the API's entry) into one file holding
// the compiled code and the libraries it loads at start, so that a start reads one file instead
// of resolving and compiling about 1,700 modules (the greater part of the API's cold start).
//
// The other entries (worker, CLI) stay as compiled. Left out of the bundle, and required
// from node_modules at run time as before: native modules and libraries that read files beside
// their own code, libraries the API loads only when it needs them, and Nest's optional packages
// that this application does not install.
//
// It writes `dist/main.js.map` beside it, mapping the bundle back to the TypeScript sources and
// the libraries' files: `node --enable-source-maps dist/main.js` prints stack traces in them,
// and `npm run bench:profile` attributes its samples to them. Node reads the map only with that
// flag.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

import { build } from 'esbuild';

export const EXTERNAL = [
  // Native or reading files next to their own code.
  'better-sqlite3',
  'swagger-ui-dist',
  '@fastify/static',
  'ioredis',
  'bull',
  'msgpackr',
  'msgpackr-extract',
  // Loaded on first use only (the webhook sender's HTTP client).
  'undici',
  // Optional packages Nest and Fastify ask for only when used; not installed here.
  '@nestjs/microservices',
  '@nestjs/websockets',
  '@nestjs/platform-express',
  '@fastify/view',
  '@fastify/multipart',
  'class-transformer/storage',
];

/**
 * V8 keeps a script's source in memory, as one byte per character only when every character is
 * ASCII. esbuild escapes strings but leaves regular expressions as written (a library's
 * non-ASCII letters), which would double the bundle's footprint: those characters are escaped
 * (`\uXXXX`, which strings, templates, regular expressions and identifiers all accept).
 */
export function asciiOnly(code) {
  // eslint-disable-next-line no-control-regex -- the range of ASCII starts at NUL
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A library shipped as ES modules that needs `require` makes its own
 * (`const require = createRequire(import.meta.url)`), which esbuild cannot follow: at run time
 * that require would load a second copy of the package from node_modules, beside the one in the
 * bundle (@nestjs/typeorm loaded all of TypeORM again, about 300 modules, to look up two exports).
 * Without that binding, `require('<package>')` is the bundle's own and esbuild bundles it.
 */
export function bundleOwnRequires(code) {
  return code.replace(/^(?:const|let|var) require = (?:\w+\.)?createRequire\(import\.meta\.url\);?$/gm, '');
}

/**
 * The libraries' files, as read for bundling: their requires made the bundle's own (above);
 * escaped to ASCII before bundling rather than after, so that the source map's columns describe
 * the file written (escaping the output would shift the columns after each escape); and without
 * their own source maps, so that the map names each library's file in `node_modules` (some
 * libraries' maps point at sources they do not ship).
 */
const libraryFiles = {
  name: 'library-files',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, async ({ path }) => {
      const code = (await readFile(path, 'utf8')).replace(/^\/\/# sourceMappingURL=.*$/m, '');
      return { contents: asciiOnly(bundleOwnRequires(code)), loader: 'js' };
    });
  },
};

export async function bundle(entry = 'dist/main.js') {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Class and function names stay as written: Nest's injection tokens, the OpenAPI schema names
    // and stack traces read them.
    keepNames: true,
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    external: EXTERNAL,
    // Libraries shipped as ES modules read import.meta.url; in one CommonJS file it is this file's.
    define: { 'import.meta.url': '__bundle_url' },
    banner: { js: "const __bundle_url = require('node:url').pathToFileURL(__filename).href;" },
    plugins: [libraryFiles],
    // Replaces tsc's map of the compiled entry; follows the compiled files' maps back to src/.
    sourcemap: 'linked',
    outfile: entry,
    allowOverwrite: true,
    logLevel: 'warning',
    logOverride: { 'duplicate-object-key': 'silent' },
  });
  const written = await readFile(entry, 'utf8');
  // eslint-disable-next-line no-control-regex -- the range of ASCII starts at NUL
  if (/[^\x00-\x7f]/.test(written)) throw new Error(`${basename(entry)}: non-ASCII characters left in the bundle`);
}

// Quiet on success: `npm start` runs it before the API's own lines.
if (import.meta.url === `file://${process.argv[1]}`) {
  const entry = process.argv[2] ?? 'dist/main.js';
  await bundle(entry);
  // The end of a successful build, beside its entry: scripts/build-if-changed.mjs compares sources with it.
  const { writeFileSync } = await import('node:fs');
  const { dirname, join } = await import('node:path');
  writeFileSync(join(dirname(entry), '.build-stamp'), `${new Date().toISOString()}\n`);
}
