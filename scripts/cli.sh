#!/bin/sh
# `npm run cli -- <command> [arguments]`: the build, `node dist/cli.js` (about a second to
# start), when it is current, else the source through ts-node (many seconds of compiling at each
# call). The same choice as the tests' (test/support/service-process.ts, entryArgs), through the
# same check (scripts/build-if-changed.mjs --check). It never builds: `npm run build` or
# `npm start` do. Standard output stays the command's own: a token is still alone on its last line.
if reason=$(node scripts/build-if-changed.mjs --check); then
  exec node dist/cli.js "$@"
fi
echo "cli: dist/ is not current (${reason}): running the source through ts-node, slower; npm run build makes it current" >&2
exec node node_modules/ts-node/dist/bin.js --transpile-only src/cli.ts "$@"
