// The logs of a test run, checked for people's data: the run's setup makes a directory for them
// (TEST_LOG_DIR, inherited by the test workers: test/support/test-log.ts writes there), and its
// teardown reads every line and fails the run on a CPF, a CNPJ or an e-mail address in one. The
// tests send such values all the time (clients, guests, searches, acceptances); the service's logs
// (a line per request, warnings and errors) must never hold them. The directory is removed when
// the check passes, and kept, its path printed, when it fails.
const { mkdtempSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const CPF_FORMATTED = /(?<![\d.])\d{3}\.\d{3}\.\d{3}-\d{2}(?!\d)/g;
const CNPJ_FORMATTED = /(?<![\d.])\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}(?!\d)/g;
// A number on its own: not a run of digits inside a request ID (a UUID's last group) or a longer word.
const DIGITS = /(?<![\w.-])(\d{11}|\d{14})(?![\w.-])/g;

/** Whether 11 or 14 digits are a CPF or a CNPJ (their check digits), other than a row of one digit. */
function isDocument(digits) {
  if (/^(\d)\1+$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const check = (weights, n) => {
    const sum = weights.reduce((s, w, i) => s + w * d[i], 0);
    const r = sum % 11;
    return (r < 2 ? 0 : 11 - r) === d[n];
  };
  if (d.length === 11) {
    const w1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
    const w2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
    return check(w1, 9) && check(w2, 10);
  }
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const w2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  return check(w1, 12) && check(w2, 13);
}

/** The people's data in a log line: e-mails, formatted CPFs and CNPJs, and bare ones whose check digits hold. */
function personalValues(line) {
  return [
    ...(line.match(EMAIL) ?? []),
    ...(line.match(CPF_FORMATTED) ?? []),
    ...(line.match(CNPJ_FORMATTED) ?? []),
    ...[...line.matchAll(DIGITS)].map((m) => m[1]).filter(isDocument),
  ];
}

async function setup() {
  if (process.env.TEST_LOG_DIR === '') return; // TEST_LOG_DIR= (empty): no logs kept, no check.
  process.env.TEST_LOG_DIR ??= mkdtempSync(join(tmpdir(), 'eos-test-logs-'));
}

async function teardown() {
  const dir = process.env.TEST_LOG_DIR;
  if (!dir) return;
  let files;
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.log'));
  } catch {
    return; // Nothing was logged: no test started an app.
  }
  let lines = 0;
  const found = [];
  for (const f of files)
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (!line) continue;
      lines += 1;
      const values = personalValues(line);
      if (values.length) found.push({ file: f, values, line: line.slice(0, 400) });
    }
  if (found.length === 0) {
    process.stdout.write(`\nlogs of the run: ${lines} lines in ${files.length} files, no CPF, CNPJ or e-mail\n`);
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const shown = found
    .slice(0, 20)
    .map((f) => `  ${f.file}: ${f.values.join(', ')}\n    ${f.line}`)
    .join('\n');
  throw new Error(`the logs of the run hold people's data: ${found.length} of ${lines} lines (kept in ${dir})\n${shown}`);
}

module.exports = { setup, teardown, personalValues, isDocument };
