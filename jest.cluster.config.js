// `npm run test:cluster`: the suites that matter on a MariaDB Galera cluster, against the three
// nodes `scripts/galera.sh start` runs on 127.0.0.1 (GALERA_PORT_BASE + 1..3, default 3311-3313).
// The e2e suites of orders, financial entries, webhooks and safe retries run with DATABASE_URL on node 1
// (migrated there, replicated to the others); test/cluster/ starts API processes on nodes 1 and
// 2 and a worker on node 3. Not part of `npm test`.
const base = require('./jest.config.js');

const portBase = Number(process.env.GALERA_PORT_BASE ?? 3310);
const nodes = [1, 2, 3].map((n) => `mysql://root@127.0.0.1:${portBase + n}/test`);
process.env.CLUSTER_NODE_URLS ??= nodes.join(',');
process.env.DATABASE_URL = process.env.CLUSTER_NODE_URLS.split(',')[0];
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
process.env.TEST_DB_PREFIX ??= 'eos_cluster';
// The suites run in-process apps against node 1 on a machine that also runs the three nodes:
// commits are slower than on one server, so contention is retried for longer before 503 busy
// (test/cluster/ runs its API processes with the default budget).
process.env.DB_RETRY_BUDGET_MS ??= '10000';

const e2e = base.projects.find((p) => p.displayName === 'e2e');
module.exports = {
  projects: [
    {
      ...e2e,
      displayName: 'cluster',
      testMatch: [
        '<rootDir>/test/cluster/*.e2e-spec.ts',
        '<rootDir>/test/api/orders/orders-*.e2e-spec.ts',
        // Equipment stock: the availability suite and the SQLite/MariaDB races (test/cluster/ has the two-node one).
        '<rootDir>/test/api/catalogue/equipment-*.e2e-spec.ts',
        // financial's API suites (not the gateway's own, which uses no database) and its CLI and seed.
        '<rootDir>/test/api/financial/financial-*.e2e-spec.ts',
        '<rootDir>/test/operations/financial-*.e2e-spec.ts',
        '<rootDir>/test/api/webhooks/webhooks*.e2e-spec.ts',
        // Safe retries: the key's forms and operation, the conditional headers, the retry budget.
        '<rootDir>/test/http/idempotency*.e2e-spec.ts',
        '<rootDir>/test/http/etag.e2e-spec.ts',
        '<rootDir>/test/http/retry-budget.e2e-spec.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
  globalSetup: '<rootDir>/test/cluster/global-setup.cjs',
  globalTeardown: '<rootDir>/test/support/test-logs-teardown.cjs',
  maxWorkers: base.maxWorkers,
  // Every commit on a cluster waits for the other nodes: the suites that insert thousands of rows
  // one statement at a time take longer than on one server.
  testTimeout: 3 * base.testTimeout,
};
