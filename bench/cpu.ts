/**
 * Where the machine's CPU goes under a measured load: the CPU time (user + system) of the server
 * answering it, of the MySQL/MariaDB server when it runs on this machine, and of the load
 * generator (this process), each per request. Their sum bounds the throughput the machine can give
 * that scenario, whatever the server does: `cores × 1,000 / sum` requests per second. Read from
 * /proc (Linux); elsewhere nothing is counted.
 */
import { readFileSync } from 'node:fs';
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

let databaseServer: number | undefined;

/**
 * The PID of the MySQL/MariaDB server measured, read from its own pid file (`@@pid_file`) when
 * it runs on this machine: a machine may run several servers, and only the one the bench uses
 * counts. Without it (another machine, a container), the database's CPU is not counted.
 */
export function setDatabasePidFile(pidFile: string): void {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    databaseServer =
      Number.isInteger(pid) &&
      pid > 0 &&
      readFileSync(`/proc/${pid}/comm`, 'utf8')
        .trim()
        .match(/^(mariadbd|mysqld)$/)
        ? pid
        : undefined;
  } catch {
    databaseServer = undefined;
  }
}

export const databasePid = (): number | undefined => databaseServer;

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

/** `CPU/request: API a + database b + load generator c ms → at most N req/s on K cores` (N = K × 1,000 / (a + b + c)). */
export function describeCpu(cpu: CpuShare | undefined, serverLabel: string): string {
  if (!cpu) return '';
  const parts = [
    `${serverLabel} ${cpu.server.toFixed(2)}`,
    ...(cpu.database !== undefined ? [`database ${cpu.database.toFixed(2)}`] : []),
    `load generator ${cpu.load.toFixed(2)}`,
  ];
  const sum = cpu.server + (cpu.database ?? 0) + cpu.load;
  const cores = cpus().length;
  return `CPU/request: ${parts.join(' + ')} ms → at most ${Math.round((cores * 1000) / sum).toLocaleString('en')} req/s on ${cores} cores`;
}
