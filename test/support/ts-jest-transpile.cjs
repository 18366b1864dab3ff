// The transform of the files of test/: ts-jest transpiling each file alone, without the type
// checker (jest.config.js says why).
//
// ts-jest keeps one compiler per Jest project: its cache of configurations is keyed by the
// project's config, not by the transform's options, so a second `ts-jest` entry in
// jest.config.js would silently compile with the first entry's options. This one hands ts-jest
// a project config marked as its own (one per project config), so its options take effect.
//
// Decorator metadata needs the type checker (a type imported without `import type` is emitted
// as a value, which an ES module cannot import): a decorated class in a transpiled file is
// refused with a message, not left to fail at link time.
const { TsJestTransformer } = require('ts-jest');

const marked = new WeakMap();
function markedConfig(config) {
  let own = marked.get(config);
  if (!own) {
    own = { ...config, id: `${config.id}:ts-jest-transpile` };
    marked.set(config, own);
  }
  return own;
}

function undecorated(result, path) {
  if (result.code.includes('__decorate(')) {
    throw new Error(
      `${path}: a decorated class in test/ (transpiled without the type checker); put it in src/ or a *.spec.ts beside the code`,
    );
  }
  return result;
}

class TranspilingTransformer extends TsJestTransformer {
  _configsFor(transformOptions) {
    return super._configsFor({ ...transformOptions, config: markedConfig(transformOptions.config) });
  }

  process(source, path, options) {
    return undecorated(super.process(source, path, options), path);
  }

  async processAsync(source, path, options) {
    return undecorated(await super.processAsync(source, path, options), path);
  }
}

module.exports = { createTransformer: (options) => new TranspilingTransformer(options) };
