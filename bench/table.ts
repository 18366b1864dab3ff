/**
 * The one table `npm run bench` prints, and the budgets (the targets of the performance issue)
 * each row is held to. A row that misses its budget is listed by name at the end and makes the
 * bench exit non-zero.
 */
import type { LoadResult } from './load';

export interface Budget {
  /** p50 at concurrency 1, ms. */
  c1p50?: number;
  /** p99 under N connections, ms. */
  cNp99?: number;
  /** service / floor throughput under N connections, at least. */
  ratio?: number;
}

export interface Row {
  scenario: string;
  c1?: LoadResult;
  cN?: LoadResult;
  /** Free text: ratio, rate, checks. */
  note?: string;
  /** Why the row misses its target (empty: it meets it). */
  problems: string[];
}

export const rows: Row[] = [];

/** Notes as one, `; ` between those that say something. */
export const joinNotes = (...notes: (string | undefined)[]): string => notes.filter(Boolean).join('; ');

/** Records a row (and prints its line of progress), checking latency budgets and request errors. */
export function addRow(
  scenario: string,
  c1: LoadResult | undefined,
  cN: LoadResult | undefined,
  budget: Budget,
  note?: string,
  extraProblems: string[] = [],
  /** Added to the note where the row misses its target (where the machine's CPU went, say). */
  whyIfMissed?: string,
): Row {
  const problems: string[] = [...extraProblems];
  for (const [label, r] of [['c1', c1], ['cN', cN]] as const) {
    if (r && r.errors > 0) problems.push(`${label}: ${r.errors} failed requests (${r.firstError})`);
  }
  if (budget.c1p50 !== undefined) {
    if (!c1) problems.push('not measured at concurrency 1');
    else if (!(c1.p50 <= budget.c1p50)) problems.push(`p50 ${ms(c1.p50)} > ${budget.c1p50} ms at concurrency 1`);
  }
  if (budget.cNp99 !== undefined) {
    if (!cN) problems.push('not measured under concurrency');
    else if (!(cN.p99 <= budget.cNp99)) problems.push(`p99 ${ms(cN.p99)} > ${budget.cNp99} ms under concurrency`);
  }
  if (problems.length > 0) note = joinNotes(note, whyIfMissed);
  const row: Row = { scenario, c1, cN, note, problems };
  rows.push(row);
  process.stderr.write(`  ${problems.length ? 'MISS' : 'ok  '} ${scenario}${c1 ? `  c1 p50 ${ms(c1.p50)}` : ''}${cN ? `  cN p99 ${ms(cN.p99)} ${cN.rps.toFixed(0)} req/s` : ''}${note ? `  ${note}` : ''}${problems.length ? `  <- ${problems.join('; ')}` : ''}\n`);
  return row;
}

const ms = (v: number) => (Number.isFinite(v) ? (v >= 100 ? `${v.toFixed(0)} ms` : `${v.toFixed(1)} ms`) : '-');
const rate = (v: number) => (Number.isFinite(v) ? v.toFixed(v >= 100 ? 0 : 1) : '-');

/** The table in Markdown (it reads as well in a terminal as in the README). */
export function renderTable(concurrency: number): string {
  const head = `| scenario | p50 c1 | p99 c1 | req/s c1 | p50 c${concurrency} | p99 c${concurrency} | req/s c${concurrency} | note | budget |`;
  const lines = [head, '|---|---:|---:|---:|---:|---:|---:|---|---|'];
  for (const r of rows) {
    const c = (x: LoadResult | undefined) => (x ? [ms(x.p50), ms(x.p99), rate(x.rps)] : ['', '', '']);
    lines.push(`| ${[r.scenario, ...c(r.c1), ...c(r.cN), r.note ?? '', r.problems.length ? '**MISS**' : 'ok'].join(' | ')} |`);
  }
  return lines.join('\n');
}

export function missed(): Row[] {
  return rows.filter((r) => r.problems.length > 0);
}
