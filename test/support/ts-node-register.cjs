// The source of an entry run through ts-node when dist/ is not current (service-process.ts,
// entryArgs): the project's tsconfig.json wherever the process runs (a test may start it in a
// folder of its own), then ts-node's transpile-only hook.
const { join } = require('node:path');

process.env.TS_NODE_PROJECT ??= join(__dirname, '..', '..', 'tsconfig.json');
require('ts-node/register/transpile-only');
