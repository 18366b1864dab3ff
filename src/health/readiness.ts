import { Injectable } from '@nestjs/common';

import { DependencyState } from '../common/dependency-state';
import { readinessProbes } from '../metrics/metrics';

/**
 * What a check returns. Anything beside `status` (a count, a driver name) is for the log of a
 * check that is down; the public answer never carries it.
 */
export type CheckResult = { status: 'up' | 'down'; [detail: string]: unknown };
/** What `/health/ready` says of a check: its status, and for a `down` one a fixed text. */
export type PublicCheck = { status: 'up' } | { status: 'down'; error: string };
export type ReadinessCheck = () => Promise<CheckResult>;
export interface Readiness {
  ok: boolean;
  checks: Record<string, PublicCheck>;
}

/** How long a probe's answer is served: `/health/ready` answers from a result at most this old. */
export const READINESS_CACHE_MS = 2000;
/** A check that takes longer is `down`. */
export const READINESS_CHECK_TIMEOUT_MS = 3000;

/**
 * What a `down` check says in the answer: fixed texts only. `/health/ready` needs no token, so
 * the driver's message (a host, a port, a file path, a user name) goes to the log, not to the
 * caller; an `up` check says only `up` (no driver, no queue depth, no backlog: those are on the
 * metrics port).
 */
export const CHECK_TIMED_OUT = `no answer in ${READINESS_CHECK_TIMEOUT_MS} ms`;
export const CHECK_FAILED = 'failed (the cause is in the service log)';

/**
 * Modules register what `/health/ready` must check (the database, the queue…). A probe runs
 * every check at once; its answer is served for `READINESS_CACHE_MS` after it ends, and callers
 * that come while it runs wait for it, so however often load balancers (or anyone: the route
 * is public and not rate limited) ask, each process probes at most once per window.
 *
 * Each check reports its outcome to the state of the dependency it checks (the process's
 * `database`, `redis`), which logs the loss and the return once each, whoever saw them first:
 * a check, or one of the dependency's connections.
 */
@Injectable()
export class ReadinessRegistry {
  private readonly checks = new Map<string, { check: ReadinessCheck; dependency: DependencyState }>();
  private last?: { endedAt: number | null; answer: Promise<Readiness> };

  /** `dependency`: the state the check reports to (one of its own, named as the check, when none is given). */
  register(name: string, check: ReadinessCheck, dependency = new DependencyState(name)): void {
    this.checks.set(name, { check, dependency });
  }

  /** The answer of the probe in flight, or of the last one when it ended under `READINESS_CACHE_MS` ago; else a new probe's. */
  current(): Promise<Readiness> {
    const last = this.last;
    if (last && (last.endedAt === null || Date.now() - last.endedAt < READINESS_CACHE_MS)) return last.answer;
    const probe = { endedAt: null as number | null, answer: this.probe() };
    void probe.answer.then(() => (probe.endedAt = Date.now()));
    this.last = probe;
    return probe.answer;
  }

  /** Runs every check once (never rejects). */
  private async probe(): Promise<Readiness> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, entry]): Promise<[string, PublicCheck]> => [name, await this.runCheck(name, entry)]),
    );
    return { ok: entries.every(([, r]) => r.status === 'up'), checks: Object.fromEntries(entries) };
  }

  private async runCheck(
    name: string,
    { check, dependency }: { check: ReadinessCheck; dependency: DependencyState },
  ): Promise<PublicCheck> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), READINESS_CHECK_TIMEOUT_MS).unref();
    });
    try {
      const result = await Promise.race([check(), timeout]);
      if (result === 'timeout') return down('timeout', CHECK_TIMED_OUT, `no answer in ${READINESS_CHECK_TIMEOUT_MS} ms`);
      if (result.status !== 'up') return down('failed', CHECK_FAILED, JSON.stringify(result));
      readinessProbes.inc({ check: name, outcome: 'up' });
      dependency.checked(null);
      return { status: 'up' };
    } catch (error) {
      return down('failed', CHECK_FAILED, error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }

    function down(outcome: 'failed' | 'timeout', answer: string, cause: string): PublicCheck {
      readinessProbes.inc({ check: name, outcome });
      // The cause to the log (once per loss, by the dependency's state), a fixed text to the caller.
      dependency.checked(cause);
      return { status: 'down', error: answer };
    }
  }
}
