import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Per operation (`GET /api/v1/account`), per request example name (`default`): the answer. */
export type DemoAnswers = Record<string, Record<string, unknown>>;

/** Where the answers live, from the root of the checkout or of the image. */
export const DEMO_ANSWERS_PATH = 'generated/demo-answers.json';

let loaded: DemoAnswers | undefined;

/**
 * What a fresh demo account answers to each operation's documented example request, shown as
 * the operation's success example. The file is generated (`npm run openapi:examples` writes it,
 * test/openapi-examples.e2e-spec.ts fails when one drifts) and kept out of `src/`; it is read
 * once, when the OpenAPI document is built at start.
 */
export function demoAnswers(): DemoAnswers {
  return (loaded ??= JSON.parse(readFileSync(demoAnswersFile(), 'utf8')) as DemoAnswers);
}

/**
 * `generated/` sits at the root, above the running code: two floors up from src/bootstrap/
 * (tests, ts-node) and dist/bootstrap/ (the compiled entries), one floor up from dist/ (the
 * one-file API bundle, whose code all runs from dist/main.js). The compiled code is CommonJS
 * and knows its folder; under Jest (ES modules, no `__dirname`) the code runs from the root.
 */
function demoAnswersFile(): string {
  const here = typeof __dirname === 'string' ? __dirname : join(process.cwd(), 'src', 'bootstrap');
  const candidates = [join(here, '..', '..', DEMO_ANSWERS_PATH), join(here, '..', DEMO_ANSWERS_PATH)];
  const found = candidates.find((path) => existsSync(path));
  if (!found)
    throw new Error(
      `${DEMO_ANSWERS_PATH} not found beside the code (looked in ${candidates.map((c) => dirname(c)).join(', ')}): copy the generated/ folder with dist/`,
    );
  return found;
}
