import { Logger } from '@nestjs/common';

import { AppLogger } from './app-logger';
import { logFields, requestIdFrom } from './request-context';

/** The JSON lines the logger writes while `run` runs (stdout and stderr). */
function linesOf(run: (logger: Logger) => void): Record<string, unknown>[] {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  try {
    Logger.overrideLogger(new AppLogger('log'));
    run(new Logger('Test'));
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
    Logger.overrideLogger(false);
  }
  return written
    .join('')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request IDs', () => {
  it('echoes a well-formed X-Request-Id and replaces anything else with a UUID', () => {
    expect(requestIdFrom('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    for (const bad of ['', 'has space', 'x'.repeat(129), 'a\nb', undefined, ['a'], 7]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('names the request in a requestId field of a line written with logFields, and writes none without one', () => {
    const [warned, failed, plain, none] = linesOf((logger) => {
      logger.warn('transaction retried', ...logFields('req-1'));
      logger.error('after-commit hook failed', 'Error: x\n    at y', ...logFields('req-2'));
      logger.log('delivered', ...logFields(undefined));
      logger.warn('no request', ...logFields(null));
    });
    expect(warned).toMatchObject({ level: 'warn', message: 'transaction retried', context: 'Test', requestId: 'req-1' });
    expect(failed).toMatchObject({
      level: 'error',
      message: 'after-commit hook failed',
      context: 'Test',
      requestId: 'req-2',
      stack: 'Error: x\n    at y',
    });
    expect(plain).toMatchObject({ level: 'log', message: 'delivered', context: 'Test' });
    expect(plain).not.toHaveProperty('requestId');
    expect(none).not.toHaveProperty('requestId');
  });
});
