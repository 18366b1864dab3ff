import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The check of the test run's logs (test/support/test-logs.cjs): what it finds, and that it fails the run.
const check = createRequire(join(process.cwd(), 'jest.config.js'))('./test/support/test-logs.cjs') as {
  personalValues: (line: string) => string[];
  teardown: () => Promise<void>;
};

describe("the check of the run's logs", () => {
  it('finds e-mails, CPFs and CNPJs, formatted or bare with their check digits', () => {
    const line = (s: string) => `{"level":"log","message":"GET /api/v1/clients?x=${s} 200 1.2 ms","timestamp":"2026-11-29T04:00:00.000Z"}`;
    expect(check.personalValues(line('maria.silva@example.com.br'))).toEqual(['maria.silva@example.com.br']);
    expect(check.personalValues(line('529.982.247-25'))).toEqual(['529.982.247-25']);
    expect(check.personalValues(line('52998224725'))).toEqual(['52998224725']);
    expect(check.personalValues(line('11.222.333/0001-81'))).toEqual(['11.222.333/0001-81']);
    expect(check.personalValues(line('11222333000181'))).toEqual(['11222333000181']);
  });

  it('leaves what only looks like them: numbers whose check digits fail, rows of one digit, times and IDs', () => {
    const line =
      '{"level":"log","pid":4242,"message":"GET /api/v1/orders/12345678901 200 3.1 ms","requestId":"req-1","timestamp":"2026-11-29T04:00:00.000Z","elapsed":1764388800000,"n":11111111111}';
    expect(check.personalValues(line)).toEqual([]);
    // Request IDs are UUIDs: a group of hex digits may hold 11 decimal ones whose check digits hold.
    expect(check.personalValues('{"requestId":"e8c62873-2f59-4237-bbc3-42236662157e","x":"76a40e8a-823b-4aef-abff-f48494987445"}')).toEqual(
      [],
    );
    expect(check.personalValues('{"message":"[redacted] searched"}')).toEqual([]);
  });

  it("fails the run on a line that holds one, and passes a clean run's logs", async () => {
    const saved = process.env.TEST_LOG_DIR;
    try {
      const dirty = mkdtempSync(join(tmpdir(), 'eos-run-logs-'));
      writeFileSync(join(dirty, 'jest-1.log'), '{"level":"log","message":"ok"}\n{"level":"warn","message":"no client ana@example.com"}\n');
      process.env.TEST_LOG_DIR = dirty;
      await expect(check.teardown()).rejects.toThrow(/1 of 2 lines[\s\S]*ana@example\.com/);
      const clean = mkdtempSync(join(tmpdir(), 'eos-run-logs-'));
      writeFileSync(join(clean, 'jest-1.log'), '{"level":"log","message":"ok"}\n');
      process.env.TEST_LOG_DIR = clean;
      await expect(check.teardown()).resolves.toBeUndefined();
    } finally {
      process.env.TEST_LOG_DIR = saved;
    }
  });
});
