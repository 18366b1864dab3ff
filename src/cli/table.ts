/**
 * The CLI's one layout for what it prints in columns: the lists (`account:list`, `token:list`,
 * `lookup:list`, `deliveries:*`) and `help`. Columns are aligned on their widest cell, two spaces
 * apart, under a header row; no line ends in spaces.
 */

/** A cell: text, or a number. In the last column a cell may hold several lines (`\n`). */
export type Cell = string | number;

export interface TableOptions {
  /** Column names, printed as the first row (lists always have one). */
  header?: string[];
  /** Spaces before each line. */
  indent?: number;
  /**
   * The widest a line may be: the last column's text is wrapped to fit (help). Without it, cells
   * are never wrapped (a list row stays one line, however long).
   */
  width?: number;
}

const GAP = 2;
/** The last column is never made narrower than this by wrapping; the widest cells of the others take what is left. */
const MIN_LAST = 40;

/** Characters as a terminal counts them (code points, so that `ç` and `…` count one). */
const length = (s: string) => [...s].length;
const padEnd = (s: string, width: number) => s + ' '.repeat(Math.max(0, width - length(s)));

/**
 * `text` as lines of at most `width` characters, broken at spaces; a longer word is broken after
 * its `|` (a list of alternatives, `<howmet|eventtype|…>`), and a part still longer stands alone.
 */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const parts = length(word) > width ? word.split(/(?<=\|)/) : [word];
      parts.forEach((part, i) => {
        const joined = i === 0 ? (line ? `${line} ${part}` : part) : line + part;
        if (line && length(joined) > width) {
          lines.push(line);
          line = part;
        } else line = joined;
      });
    }
    lines.push(line);
  }
  return lines;
}

/** The lines of a table (see the module comment). */
export function formatTable(rows: Cell[][], options: TableOptions = {}): string[] {
  const indent = ' '.repeat(options.indent ?? 0);
  const all = (options.header ? [options.header, ...rows] : rows).map((row) => row.map(String));
  const columns = Math.max(0, ...all.map((row) => row.length));
  if (columns === 0) return [];
  const widths = Array.from({ length: columns - 1 }, (_, i) => Math.max(...all.map((row) => length(row[i] ?? ''))));
  const lead = widths.reduce((sum, w) => sum + w + GAP, length(indent));
  const lastWidth = options.width === undefined ? Infinity : Math.max(MIN_LAST, options.width - lead);
  const lines: string[] = [];
  for (const row of all) {
    const last = row[columns - 1] ?? '';
    const wrapped = lastWidth === Infinity ? last.split('\n') : wrap(last, lastWidth);
    const first = row.slice(0, columns - 1).map((cell, i) => padEnd(cell, widths[i] + GAP));
    wrapped.forEach((text, i) => {
      const head = i === 0 ? first.join('') : ' '.repeat(lead - length(indent));
      lines.push(`${indent}${head}${text}`.trimEnd());
    });
  }
  return lines;
}
