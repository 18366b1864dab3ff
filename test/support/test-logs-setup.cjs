// Jest's globalSetup: see test-logs.cjs.
module.exports = require('./test-logs.cjs').setup;
