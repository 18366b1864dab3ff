import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { load } from 'js-yaml';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import * as metrics from '../../src/metrics/metrics';

/**
 * The Grafana dashboard and the Prometheus alert rules in docs/ read metrics the service
 * exports, and are well formed. `promtool check rules` runs too wherever Prometheus's promtool
 * is installed (CI installs Debian's `prometheus` package): it checks every PromQL expression,
 * the dashboard's included.
 */

const ROOT = process.cwd();
const dashboard = JSON.parse(readFileSync(join(ROOT, 'docs/grafana/event-orders.json'), 'utf8'));
const rulesText = readFileSync(join(ROOT, 'docs/prometheus/alerts.yml'), 'utf8');
const rules = load(rulesText) as { groups: { name: string; rules: Record<string, unknown>[] }[] };

/** Every metric name the processes export: ours (src/metrics) and prom-client's process metrics. */
async function exportedNames(): Promise<{ names: Set<string>; histograms: Set<string> }> {
  const names = new Set<string>();
  const histograms = new Set<string>();
  for (const value of Object.values(metrics)) {
    if (value instanceof Counter || value instanceof Gauge || value instanceof Histogram) {
      const name = (value as unknown as { name: string }).name;
      names.add(name);
      if (value instanceof Histogram) histograms.add(name);
    }
  }
  const defaults = new Registry();
  collectDefaultMetrics({ register: defaults });
  for (const metric of await defaults.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram') histograms.add(metric.name);
  }
  return { names, histograms };
}

/** The metric names an expression reads (identifiers followed by a selector, a range or nothing PromQL-ish). */
function metricsIn(expr: string): string[] {
  const withoutStrings = expr.replace(/"[^"]*"/g, '""');
  return [...withoutStrings.matchAll(/\b((?:event_orders|process|nodejs)_[a-zA-Z0-9_]+)/g)].map((m) => m[1]);
}

function readsExported(expr: string, names: Set<string>, histograms: Set<string>): string[] {
  const unknown: string[] = [];
  for (const name of metricsIn(expr)) {
    const base = name.replace(/_(bucket|count|sum)$/, '');
    const known = names.has(name) || (base !== name && histograms.has(base));
    if (!known) unknown.push(name);
  }
  return unknown;
}

const panelsOf = (d: { panels: { type: string; panels?: unknown[] }[] }) => d.panels.filter((p) => p.type !== 'row');
const exprsOfDashboard = (): { title: string; expr: string }[] =>
  panelsOf(dashboard).flatMap((p: any) => p.targets.map((t: { expr: string }) => ({ title: p.title, expr: t.expr })));

describe('docs/grafana/event-orders.json', () => {
  it('is an importable dashboard: a Prometheus datasource variable that every panel and query uses', () => {
    expect(dashboard.uid).toBe('event-orders');
    const variable = dashboard.templating.list.find((v: { type: string }) => v.type === 'datasource');
    expect(variable).toMatchObject({ name: 'datasource', query: 'prometheus' });
    for (const panel of panelsOf(dashboard) as any[]) {
      expect({ panel: panel.title, datasource: panel.datasource }).toEqual({
        panel: panel.title,
        datasource: { type: 'prometheus', uid: '${datasource}' },
      });
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const target of panel.targets) expect(target.datasource).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.gridPos).toEqual(
        expect.objectContaining({ w: expect.any(Number), h: expect.any(Number), x: expect.any(Number), y: expect.any(Number) }),
      );
    }
    const ids = dashboard.panels.map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the panels operators asked for', () => {
    const titles = panelsOf(dashboard).map((p: any) => p.title);
    for (const title of [
      'Request rate by route',
      'Errors',
      'p50 latency by route',
      'p99 latency by route',
      'Transactions retried, failed statements',
      'Connection pool (MySQL/MariaDB)',
      'Deliveries by outcome',
      'Oldest waiting job',
      'Outbox lag',
    ]) {
      expect(titles).toContain(title);
    }
  });

  it('reads, in every query, only metrics the service exports', async () => {
    const { names, histograms } = await exportedNames();
    for (const { title, expr } of exprsOfDashboard()) {
      expect({ title, reads: metricsIn(expr).length > 0 }).toEqual({ title, reads: true });
      expect({ title, unknown: readsExported(expr, names, histograms) }).toEqual({ title, unknown: [] });
    }
  });
});

describe('docs/metrics.md', () => {
  it('lists every metric of the service', async () => {
    const page = readFileSync(join(ROOT, 'docs/metrics.md'), 'utf8');
    const { names } = await exportedNames();
    const ours = [...names].filter((name) => name.startsWith('event_orders_'));
    expect(ours.length).toBeGreaterThan(20);
    expect(ours.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('docs/prometheus/alerts.yml', () => {
  it('is a rule file: groups of named alerts, each with an expression, a severity and a summary', () => {
    expect(Array.isArray(rules.groups)).toBe(true);
    const seen = new Set<string>();
    for (const group of rules.groups) {
      expect(typeof group.name).toBe('string');
      expect(group.rules.length).toBeGreaterThan(0);
      for (const rule of group.rules as any[]) {
        expect(Object.keys(rule).every((k) => ['alert', 'expr', 'for', 'labels', 'annotations', 'keep_firing_for'].includes(k))).toBe(true);
        expect(rule.alert).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
        expect(seen.has(rule.alert)).toBe(false);
        seen.add(rule.alert);
        expect(typeof rule.expr).toBe('string');
        if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
        expect(['page', 'ticket']).toContain(rule.labels?.severity);
        expect(typeof rule.annotations?.summary).toBe('string');
      }
    }
  });

  it('alerts on the 5xx ratio, p99 over budget, the oldest queued delivery, the outbox lag and an exhausted pool', () => {
    const byName = new Map(rules.groups.flatMap((g) => g.rules as { alert: string; expr: string }[]).map((r) => [r.alert, r.expr]));
    expect(byName.get('EventOrdersHigh5xxRatio')).toContain('status_class="5xx"');
    expect(byName.get('EventOrdersReadP99OverBudget')).toContain('histogram_quantile(0.99');
    expect(byName.get('EventOrdersWriteP99OverBudget')).toContain('histogram_quantile(0.99');
    expect(byName.get('EventOrdersDeliveryQueueStuck')).toContain('event_orders_webhook_queue_oldest_waiting_seconds');
    expect(byName.get('EventOrdersOutboxLagGrowing')).toContain('event_orders_webhook_outbox_lag_seconds');
    expect(byName.get('EventOrdersDbPoolExhausted')).toContain('event_orders_db_pool_waiting_requests');
  });

  it('reads only metrics the service exports', async () => {
    const { names, histograms } = await exportedNames();
    for (const group of rules.groups) {
      for (const rule of group.rules as { alert: string; expr: string }[]) {
        expect({ alert: rule.alert, unknown: readsExported(rule.expr, names, histograms) }).toEqual({ alert: rule.alert, unknown: [] });
      }
    }
  });

  const promtool = spawnSync('promtool', ['--version']).status === 0;
  it(`passes promtool check rules, the dashboard's queries too (${promtool ? 'promtool found' : 'promtool not installed: the structure checks above stand alone'})`, () => {
    if (!promtool) {
      // Without promtool the YAML above was checked for structure; the dashboard's JSON parsed.
      expect(rules.groups.length).toBeGreaterThan(0);
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'eos-rules-'));
    try {
      execFileSync('promtool', ['check', 'rules', join(ROOT, 'docs/prometheus/alerts.yml')], { stdio: 'pipe' });
      // The dashboard's queries as recording rules, with Grafana's variables given values.
      const recording = {
        groups: [
          {
            name: 'dashboard',
            rules: exprsOfDashboard().map(({ expr }, i) => ({
              record: `dashboard:query_${i}`,
              expr: expr.replaceAll('$__rate_interval', '5m').replaceAll('$job', '.*'),
            })),
          },
        ],
      };
      const file = join(dir, 'dashboard.yml');
      writeFileSync(file, JSON.stringify(recording));
      const out = execFileSync('promtool', ['check', 'rules', file], { stdio: 'pipe' }).toString();
      expect(out).toContain('SUCCESS');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
