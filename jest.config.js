// Tests run in São Paulo time (west of UTC), as the service's users do: date handling that
// silently assumes UTC fails here instead of in production. Workers inherit it.
process.env.TZ = 'America/Sao_Paulo';

// Two projects: unit specs beside the code and the pure checks of the source tree
// (test/architecture/, which never start the app), and the end-to-end suites of test/ by area.
//
// NestJS 12 ships as ES modules. Node 20.19+ lets the CommonJS build require them, but Jest's
// own loader only does so from Node 24.9, so Jest runs the code as ES modules
// (`--experimental-vm-modules`, see the `test` script) with ts-jest's ESM output.
//
// Two ts-jest transforms:
// - the service's sources are compiled with the type checker, which the @nestjs/swagger plugin
//   needs (ts-jest runs it, so the OpenAPI document under test is the one `nest build` produces)
//   and so does the decorator metadata of their DTOs, entities and providers;
// - the files of test/ are transpiled alone (`isolatedModules`, no type checker: they have no
//   decorators, which test/support/ts-jest-transpile.cjs makes sure of, and `npm run typecheck`
//   checks their types). Each new file given to the checker made it check again what the file
//   imports: on a cold cache, the way CI starts, this took 7 to 10 % off a run.
const testFiles = `^${require('node:path')
  .join(__dirname, 'test')
  .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/.+\\.ts$`;
const transform = {
  [testFiles]: [
    '<rootDir>/test/support/ts-jest-transpile.cjs',
    { useESM: true, tsconfig: '<rootDir>/test/support/tsconfig.transpile.json' },
  ],
  '^.+\\.ts$': [
    'ts-jest',
    {
      useESM: true,
      tsconfig: '<rootDir>/tsconfig.spec.json',
      astTransformers: { before: [{ path: '<rootDir>/test/support/swagger-plugin.js' }] },
    },
  ],
};
// The Swagger plugin writes ESM imports with a `.js` extension (`import('./dto/x.dto.js')`) into
// controllers; map relative `.js` specifiers back so Jest resolves the `.ts` source.
const moduleNameMapper = { '^(\\.{1,2}/.*)\\.js$': '$1' };
const common = { testEnvironment: 'node', rootDir: '.', transform, moduleNameMapper, extensionsToTreatAsEsm: ['.ts'] };
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/architecture/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      // test/cluster/ needs a Galera cluster: npm run test:cluster (jest.cluster.config.js).
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/cluster/'],
    },
  ],
  // Three test files at a time on a 2-core machine: the end-to-end suites spend a good part of
  // their time waiting (on the database, child processes, timers), and three workers finished the
  // MariaDB run 10% sooner than two (539 s against 599 s), with the same results.
  maxWorkers: 3,
  // Jest reads `testTimeout` only from the global config (a project's own value is ignored), so
  // the e2e budget is set here; it also applies to hooks such as beforeAll(startTestApp).
  testTimeout: 60000,
  // The logs of the run, kept and checked for people's data at its end (test/support/test-logs.cjs).
  globalSetup: '<rootDir>/test/support/test-logs-setup.cjs',
  globalTeardown: '<rootDir>/test/support/test-logs-teardown.cjs',
};
