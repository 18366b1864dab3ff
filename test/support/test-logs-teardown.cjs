// Jest's globalTeardown: see test-logs.cjs.
module.exports = require('./test-logs.cjs').teardown;
