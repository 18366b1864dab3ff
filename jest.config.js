// Two projects: unit specs beside the code, end-to-end suites in test/.
//
// NestJS 12 ships as ES modules. Node 20.19+ lets the CommonJS build require them, but Jest's
// own loader only does so from Node 24.9, so Jest runs the code as ES modules
// (`--experimental-vm-modules`, see the `test` script) with ts-jest's ESM output.
//
// ts-jest runs the @nestjs/swagger plugin so the OpenAPI document under test is the one
// `nest build` produces.
const transform = {
  '^.+\\.ts$': [
    'ts-jest',
    {
      useESM: true,
      tsconfig: '<rootDir>/tsconfig.spec.json',
      astTransformers: { before: [{ path: '<rootDir>/test/support/swagger-plugin.js' }] },
    },
  ],
};
// The swagger plugin (esmCompatible) writes lazy imports of other DTO files as `./x.dto.js`.
const moduleNameMapper = { '^(\\.{1,2}/.*)\\.js$': '$1' };
const common = { testEnvironment: 'node', rootDir: '.', transform, moduleNameMapper, extensionsToTreatAsEsm: ['.ts'] };
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      testTimeout: 60000,
    },
  ],
  maxWorkers: 2,
};
