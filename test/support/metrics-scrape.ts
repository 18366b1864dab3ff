import parsePrometheusTextFormat, { ParsedFamily } from 'parse-prometheus-text-format';

/**
 * One scrape of a `/metrics` endpoint, parsed by a Prometheus text-format parser. The parser
 * reads counters and gauges (with their labels) exactly; a labelled histogram's series it folds
 * together, so tests read histograms through the process's own registry (prom-client) instead.
 */
export class Scrape {
  private constructor(
    readonly families: Map<string, ParsedFamily>,
    readonly text: string,
  ) {}

  static async of(url: string): Promise<Scrape> {
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    if (!/^text\/plain; version=0\.0\.4/.test(response.headers.get('content-type') ?? ''))
      throw new Error(`GET ${url}: not the Prometheus text format`);
    const text = await response.text();
    return new Scrape(new Map(parsePrometheusTextFormat(text).map((f) => [f.name, f])), text);
  }

  has(name: string): boolean {
    return this.families.has(name);
  }

  /** The sum of the samples of a counter or gauge whose labels include `labels` (0 when none). */
  value(name: string, labels: Record<string, string> = {}): number {
    const family = this.families.get(name);
    if (!family) return 0;
    return family.metrics
      .filter((s) => Object.entries(labels).every(([k, v]) => s.labels?.[k] === v))
      .reduce((sum, s) => sum + Number(s.value ?? 0), 0);
  }

  /** Every label value of every sample of every family, as `family{label}` → values. */
  labelValues(): { family: string; label: string; value: string }[] {
    const out: { family: string; label: string; value: string }[] = [];
    for (const family of this.families.values()) {
      for (const sample of family.metrics)
        for (const [label, value] of Object.entries(sample.labels ?? {})) out.push({ family: family.name, label, value });
    }
    return out;
  }
}
