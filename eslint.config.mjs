// ESLint holds the style a review should not have to: typescript-eslint's recommended rules with
// type information (no floating promises), sorted imports, and the floors of the house as
// `no-restricted-imports` (docs/architecture.md). Prettier owns the layout (eslint-config-prettier
// turns off the rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

/**
 * The floors, lowest first: config → common, queue, metrics, database → accounts → modules →
 * the demo, bootstrap and the entry points. A floor imports only the floors below it; where a
 * lower piece needs a module's knowledge, the module registers it (references, ME Eventos tables,
 * metrics sources). `src/database/schema.ts`, the list of every entity for the data source, is the
 * one file of a lower floor that names the modules' entities.
 */
const above = (...folders) => folders.flatMap((f) => [`**/${f}`, `**/${f}/**`, `${f}/**`]);
const floor = (files, folders, why, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: above(...folders), message: why }] }],
  },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'data/',
      'generated/',
      'test/fixtures/',
      'clients/typescript/schema.d.ts',
      '.bundle-test-*/',
      '.snippets-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      // A variable set once the app exists and read by a hook registered before it.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    // Tests read answers as the JSON a client gets (and drivers' options as they are), and the client
    // generator walks the OpenAPI document: untyped on purpose.
    files: ['test/**/*.ts', 'bench/**/*.ts', 'src/**/*.spec.ts', 'clients/typescript/generate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  floor(
    ['src/config/**'],
    ['common', 'queue', 'metrics', 'database', 'accounts', 'modules', 'demo', 'bootstrap'],
    'config/ is the lowest floor: it imports no other floor of src/.',
  ),
  floor(
    ['src/common/**', 'src/queue/**', 'src/metrics/**', 'src/database/**'],
    ['accounts', 'modules', 'demo', 'bootstrap'],
    'A lower floor (common, queue, metrics, database) never imports accounts/, modules/ or the demo: let the module register what the lower piece needs.',
    ['src/database/schema.ts'],
  ),
  floor(['src/accounts/**'], ['modules', 'demo', 'bootstrap'], 'accounts/ sits below the modules: it imports no module and not the demo.'),
  floor(['src/modules/**'], ['demo', 'bootstrap'], 'A module never imports the demo or the bootstrap: they sit on top of the modules.'),
  prettier,
);
