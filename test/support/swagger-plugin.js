// ts-jest AST transformer that runs the @nestjs/swagger CLI plugin, with the options of
// nest-cli.json, so the OpenAPI document under test matches the one `nest build` produces.
// Under Jest the code runs as ES modules, hence `esmCompatible`.
const plugin = require('@nestjs/swagger/plugin');
const { compilerOptions } = require('../../nest-cli.json');

const options = compilerOptions.plugins.find((p) => p.name === '@nestjs/swagger').options;

module.exports = {
  name: 'nestjs-swagger-plugin',
  version: 1,
  factory: (tsCompiler) => plugin.before({ ...options, esmCompatible: true }, tsCompiler.program),
};
