// temporary: CPU ms per request of a pid under fixed load
import { readFileSync } from 'node:fs';
import { runLoad, closePools } from './load';
const [origin, pid, path, token, conc, n] = process.argv.slice(2);
const cpuOf = (p: string) => { const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const dbPid = process.env.DB_PID ?? '';
const cpu = () => cpuOf(pid); const dbCpu = () => (dbPid ? cpuOf(dbPid) : 0);
(async () => {
  await runLoad({ origins: [origin], concurrency: Number(conc), maxRequests: 500, maxMs: 3000, request: () => ({ method: "GET", path: path.replace("E", "5") }), headers: { authorization: `Bearer ${token}` } });
  const c0 = cpu(); const d0 = dbCpu(); const t0 = Date.now();
  const r = await runLoad({ origins: [origin], concurrency: Number(conc), maxRequests: Number(n), maxMs: 60000, request: (i) => ({ method: 'GET', path: path.replace('E', String(1 + (i % 24) * 80)) }), headers: { authorization: `Bearer ${token}` } });
  const c1 = cpu(); const d1 = dbCpu(); const t1 = Date.now();
  console.log(`${r.count} req, ${(r.count / ((t1 - t0) / 1000)).toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} p99 ${r.p99.toFixed(1)}, errors ${r.errors}, CPU ${((c1 - c0) / r.count).toFixed(3)} ms/req, db ${((d1 - d0) / r.count).toFixed(3)} ms/req`);
  await closePools();
})();
