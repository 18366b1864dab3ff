import { Injectable } from '@nestjs/common';

export type CheckResult = { status: 'up' | 'down'; [detail: string]: unknown };
export type ReadinessCheck = () => Promise<CheckResult>;

/** Modules register what `/health/ready` must check (the database, the queue…). */
@Injectable()
export class ReadinessRegistry {
  private readonly checks = new Map<string, ReadinessCheck>();
  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }
  async run(timeoutMs = 3000): Promise<{ ok: boolean; checks: Record<string, CheckResult> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]): Promise<[string, CheckResult]> => {
        try {
          const timeout = new Promise<CheckResult>((resolve) =>
            setTimeout(() => resolve({ status: 'down', error: `no answer in ${timeoutMs} ms` }), timeoutMs).unref(),
          );
          return [name, await Promise.race([check(), timeout])];
        } catch (error) {
          return [name, { status: 'down', error: (error as Error).message }];
        }
      }),
    );
    return { ok: entries.every(([, r]) => r.status === 'up'), checks: Object.fromEntries(entries) };
  }
}
