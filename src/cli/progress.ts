/**
 * Progress of a long command on standard error (standard output stays for its results, and for
 * a token alone on the last line): `<label>: <done>/<total> <unit> (<percent>), <rate> <unit>/s`,
 * at most one line per `everyMs` (the first after `everyMs`), and always a last line when it ends.
 */
export class Progress {
  private readonly started = Date.now();
  private lastLine = this.started;
  private done = 0;

  constructor(
    private readonly label: string,
    private readonly unit: string,
    private total: number | null = null,
    private readonly write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
    private readonly everyMs = 1000,
  ) {}

  /** Sets how many units are done so far (and the total when it changed); prints when due. */
  update(done: number, total: number | null = this.total): void {
    this.done = done;
    this.total = total;
    const now = Date.now();
    if (now - this.lastLine < this.everyMs) return;
    this.lastLine = now;
    this.write(this.line());
  }

  /** A line of its own, about the work (not counted as progress). */
  note(text: string): void {
    this.write(`${this.label}: ${text}`);
  }

  /** The last line: the total done, the time taken and the rate. */
  finish(done: number = this.done): void {
    this.done = done;
    this.write(`${this.line()} in ${((Date.now() - this.started) / 1000).toFixed(1)} s`);
  }

  private line(): string {
    const n = (v: number) => v.toLocaleString('en');
    const seconds = Math.max((Date.now() - this.started) / 1000, 0.001);
    const of = this.total !== null ? `/${n(this.total)}` : '';
    const percent = this.total ? ` (${Math.floor((this.done / this.total) * 100)}%)` : '';
    return `${this.label}: ${n(this.done)}${of} ${this.unit}${percent}, ${n(Math.round(this.done / seconds))} ${this.unit}/s`;
  }
}
