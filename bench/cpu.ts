/**
 * Where the machine's CPU goes under a measured load: the CPU time (user + system) of the server
 * answering it, of the MySQL/MariaDB server when it runs on this machine, and of the load
 * generator (this process), each per request. Their sum bounds the throughput the machine can give
 * that scenario, whatever the server does: `cores × 1,000 / sum` requests per second. Read from
 * /proc (Linux); elsewhere nothing is counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** CPU time (ms) process `pid` has used so far, or undefined where /proc cannot tell. */
export function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

let databaseServer: number | null | undefined;

/**
 * The PID of a MySQL/MariaDB server running on this machine, if any (by its command name);
 * looked up once per run, not per measurement.
 */
export function databasePid(): number | undefined {
  if (databaseServer !== undefined) return databaseServer ?? undefined;
  databaseServer = null;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (name === 'mariadbd' || name === 'mysqld') return (databaseServer = Number(entry));
    }
  } catch {
    // Not Linux, or /proc unreadable: the database is not counted.
  }
  return undefined;
}

/** CPU per request (ms) of one measurement. */
export interface CpuShare {
  /** Of the answering processes together. */
  server: number;
  /** Of each answering process, in the order of their PIDs. */
  servers: number[];
  database?: number;
  load: number;
}

/**
 * Counts the CPU of `serverPids` (the processes answering), of the local database and of this
 * process from `start()` (the start of the measured requests, after any warm-up) to `stop()`.
 */
export function cpuProbe(serverPids: number[]): { start(): void; stop(requests: number): CpuShare | undefined } {
  const database = databasePid();
  const read = () => ({
    server: serverPids.map(cpuMs),
    database: database === undefined ? undefined : cpuMs(database),
    load: process.cpuUsage(),
  });
  let before: ReturnType<typeof read> | undefined;
  return {
    start: () => {
      before = read();
    },
    stop: (requests) => {
      if (!before || requests === 0) return undefined;
      const after = read();
      const servers = serverPids.map((_, i) => (after.server[i] ?? NaN) - (before!.server[i] ?? NaN));
      if (servers.some((v) => !Number.isFinite(v))) return undefined;
      const load = process.cpuUsage(before.load);
      const db = before.database !== undefined && after.database !== undefined ? (after.database - before.database) / requests : undefined;
      return {
        server: servers.reduce((a, b) => a + b, 0) / requests,
        servers: servers.map((ms) => ms / requests),
        database: db,
        load: (load.user + load.system) / 1000 / requests,
      };
    },
  };
}

/** Two measurements' CPU shares as one (weighted by their requests). */
export function mergeCpu(a: CpuShare | undefined, aCount: number, b: CpuShare | undefined, bCount: number): CpuShare | undefined {
  if (!a || !b) return undefined;
  const w = (x: number, y: number) => (x * aCount + y * bCount) / (aCount + bCount);
  return {
    server: w(a.server, b.server),
    servers: a.servers.map((x, i) => w(x, b.servers[i])),
    database: a.database !== undefined && b.database !== undefined ? w(a.database, b.database) : undefined,
    load: w(a.load, b.load),
  };
}

/** `CPU/request: API 0.93 + database 0.71 + load generator 0.30 ms → at most 1,031 req/s on 2 cores`. */
export function describeCpu(cpu: CpuShare | undefined, serverLabel: string): string {
  if (!cpu) return '';
  const parts = [`${serverLabel} ${cpu.server.toFixed(2)}`, ...(cpu.database !== undefined ? [`database ${cpu.database.toFixed(2)}`] : []), `load generator ${cpu.load.toFixed(2)}`];
  const sum = cpu.server + (cpu.database ?? 0) + cpu.load;
  const cores = cpus().length;
  return `CPU/request: ${parts.join(' + ')} ms → at most ${Math.round((cores * 1000) / sum).toLocaleString('en')} req/s on ${cores} cores`;
}

/**
 * Two servers under one load (requests round-robin, the same number each, at the same time):
 * each server's CPU per request, and the database's and the load generator's per request of
 * either. Unlike two measurements one after the other, both see the same machine: a machine
 * whose speed drifts during a run (another tenant, the database's background work) cannot favour
 * one of them.
 */
export async function pairedCpu(
  pids: [number, number],
  work: (onMeasure: () => void) => Promise<{ count: number }>,
): Promise<{ servers: [number, number]; database?: number; load: number } | undefined> {
  const probe = cpuProbe(pids);
  const result = await work(probe.start);
  // Round-robin: half the requests went to each server; per request of its own, each server's
  // CPU is its share of that half; the database and the load generator served both halves.
  const half = probe.stop(result.count / 2);
  if (!half) return undefined;
  const [a, b] = half.servers;
  return { servers: [a, b], database: half.database === undefined ? undefined : half.database / 2, load: half.load / 2 };
}

/**
 * `paired with the floor under one load: API 1.28 against floor 1.21 ms of CPU per request
 * (1.06×), database 0.62 and load generator 0.15 ms per request alike: 0.96× the floor's
 * throughput on this machine`. The throughput each would reach alone is inversely proportional
 * to the machine's CPU per request: its own, the database's and the load generator's.
 */
export function describePaired(paired: Awaited<ReturnType<typeof pairedCpu>>, labels: [string, string]): string {
  if (!paired) return '';
  const [a, b] = paired.servers;
  const shared = (paired.database ?? 0) + paired.load;
  const database = paired.database === undefined ? '' : `database ${paired.database.toFixed(2)} and `;
  return (
    `paired with the ${labels[1]} under one load: ${labels[0]} ${a.toFixed(2)} against ${labels[1]} ${b.toFixed(2)} ms of CPU per request ` +
    `(${(a / b).toFixed(2)}×), ${database}load generator ${paired.load.toFixed(2)} ms per request alike: ` +
    `${((b + shared) / (a + shared)).toFixed(2)}× the ${labels[1]}'s throughput on this machine`
  );
}
