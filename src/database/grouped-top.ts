/** A row of a page in the making: its ID and its sort key (NULL sorts first, as MySQL/MariaDB sort it). */
export interface KeyedRow {
  id: number;
  key: string | number | null;
}

/**
 * A group of a set split by the columns an index holds before the sort column (a due date, a
 * `tipo`, `pago`): within a group the index is in page order, so its first rows are one short walk.
 * `bound`: the best key the group can hold in page order (its largest for a descending page), or
 * `undefined` where that is not known (an ascending page by a column that holds NULLs, which come
 * first and which MIN leaves out): such a group is always read.
 */
export interface SortedGroup<G> {
  group: G;
  bound?: string | number | null;
}

/** Where `a` stands against `b` in page order: < 0 before, > 0 after (NULL is the smallest key; ties by ID). */
export function comparePageOrder(a: KeyedRow, b: KeyedRow, direction: 'ASC' | 'DESC'): number {
  const byKey = compareKeys(a.key, b.key);
  const order = byKey !== 0 ? byKey : Math.sign(a.id - b.id);
  return direction === 'ASC' ? order : -order;
}

function compareKeys(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The first `count` rows, in page order, of a set split into groups each read in page order.
 * `read(groups, count, floor)` answers rows of those groups among which are the first `count`
 * rows, in page order, of their union (each group's first `count` rows will do), only rows not
 * after `floor` when given, in any order. The page is among the groups' first `count` rows, so
 * this is exact; it reads groups best bound first and stops where no group left can hold a row
 * before the `count`-th found: a page sorted by a date that runs with the groups (a month of due
 * dates by competence date) reads a group or two instead of the month. Groups are read in
 * batches (`batch`, doubling up to `maxBatch`) until `count` rows are found, then every group
 * left whose bound is not after the last of them, at once, only from that row.
 */
export async function firstOfGroups<G>(
  groups: SortedGroup<G>[],
  direction: 'ASC' | 'DESC',
  count: number,
  read: (groups: G[], count: number, floor?: KeyedRow) => Promise<KeyedRow[]>,
  batch = 4,
  maxBatch = 64,
): Promise<KeyedRow[]> {
  const order = (a: KeyedRow, b: KeyedRow) => comparePageOrder(a, b, direction);
  // A group's bound as a row: the best row it can hold (an unknown bound stands before every row).
  const canHoldBefore = (g: SortedGroup<G>, row: KeyedRow) => {
    if (g.bound === undefined) return true;
    const byKey = compareKeys(g.bound, row.key) * (direction === 'ASC' ? 1 : -1);
    return byKey <= 0;
  };
  const queue = [...groups].sort((a, b) => {
    if (a.bound === undefined || b.bound === undefined) return (a.bound === undefined ? 0 : 1) - (b.bound === undefined ? 0 : 1);
    return compareKeys(a.bound, b.bound) * (direction === 'ASC' ? 1 : -1);
  });
  let found: KeyedRow[] = [];
  let next = 0;
  while (next < queue.length) {
    const last = found.length >= count ? found[count - 1] : undefined;
    let take: SortedGroup<G>[];
    if (last === undefined) {
      take = queue.slice(next, next + batch);
      batch = Math.min(batch * 2, maxBatch);
    } else {
      let end = next;
      while (end < queue.length && canHoldBefore(queue[end], last)) end++;
      take = queue.slice(next, end);
      if (take.length === 0) break;
    }
    next += take.length;
    found = [...found, ...(await read(take.map((g) => g.group), count, last))].sort(order).slice(0, count);
    if (last !== undefined) break;
  }
  return found;
}

/** A sort key as the page compares it: a DATETIME (read as a Date) as its text, which MySQL/MariaDB compare alike. */
export function sortKey(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace('Z', '');
  return typeof value === 'number' ? value : String(value);
}

/**
 * The best key any group can hold in page order, and how many groups may hold it: where many do
 * (a sort with few values, such as an installment number, or NULLs first), the page's first rows
 * are the rows of that key in ID order, spread over all of those groups. `null` key with an
 * unknown bound (an ascending page by a column that holds NULLs): every group may hold NULL,
 * which comes first. Undefined without groups.
 */
export function bestKey<G>(groups: SortedGroup<G>[], direction: 'ASC' | 'DESC'): { key: string | number | null; groups: number } | undefined {
  if (groups.length === 0) return undefined;
  if (groups.some((g) => g.bound === undefined)) return { key: null, groups: groups.length };
  const sign = direction === 'ASC' ? 1 : -1;
  const key = groups.reduce<string | number | null>((b, g) => (compareKeys(g.bound!, b) * sign < 0 ? g.bound! : b), groups[0].bound!);
  return { key, groups: groups.filter((g) => compareKeys(g.bound!, key) === 0).length };
}
