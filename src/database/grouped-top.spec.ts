import { bestKey, firstOfGroups, KeyedRow, SortedGroup } from './grouped-top';

/** Page order as MySQL/MariaDB sort, written apart from the code under test: NULL before any key ascending, after any descending; ties by ID the same way. */
function sqlOrder(direction: 'ASC' | 'DESC') {
  const asc = (a: KeyedRow, b: KeyedRow): number => {
    if (a.key !== b.key) {
      if (a.key === null) return -1;
      if (b.key === null) return 1;
      return a.key < b.key ? -1 : 1;
    }
    return a.id - b.id;
  };
  return direction === 'ASC' ? asc : (a: KeyedRow, b: KeyedRow) => asc(b, a);
}

/** Groups of rows, read as the SQL would: each group's first `count` rows in page order, from `floor` on. */
function source(groups: KeyedRow[][], direction: 'ASC' | 'DESC') {
  const reads: { groups: number[]; floor?: KeyedRow }[] = [];
  const read = async (which: number[], count: number, floor?: KeyedRow) => {
    reads.push({ groups: which, floor });
    return which.flatMap((g) =>
      [...groups[g]]
        .sort(sqlOrder(direction))
        .filter((row) => floor === undefined || sqlOrder(direction)(row, floor) <= 0)
        .slice(0, count),
    );
  };
  return { read, reads };
}

const best = (rows: KeyedRow[], direction: 'ASC' | 'DESC') => {
  const keys = rows.map((r) => r.key);
  const known = keys.filter((k): k is number => k !== null) as number[];
  if (direction === 'DESC') return known.length > 0 ? Math.max(...known) : null;
  return keys.includes(null) ? undefined : Math.min(...known);
};

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('firstOfGroups', () => {
  it('answers the first rows of the whole set, in page order, whatever the groups hold (random sets against a full sort)', async () => {
    const rnd = random(7);
    for (let trial = 0; trial < 300; trial++) {
      const direction = trial % 2 ? 'DESC' : 'ASC';
      const correlated = trial % 3 === 0;
      const groupCount = 1 + Math.floor(rnd() * 40);
      let id = 0;
      const groups: KeyedRow[][] = Array.from({ length: groupCount }, (_, g) =>
        Array.from({ length: Math.floor(rnd() * 30) }, () => {
          const raw = correlated ? g * 10 + Math.floor(rnd() * 12) : Math.floor(rnd() * 50);
          return { id: ++id, key: trial % 5 === 0 && rnd() < 0.2 ? null : raw };
        }),
      ).map((rows) => rows.sort(() => rnd() - 0.5));
      const count = 1 + Math.floor(rnd() * 60);
      const sorted: SortedGroup<number>[] = groups.map((rows, g) => ({ group: g, bound: best(rows, direction) }));
      const { read } = source(groups, direction);
      const expected = groups.flat().sort(sqlOrder(direction)).slice(0, count);
      expect(await firstOfGroups(sorted, direction, count, read)).toEqual(expected);
    }
  });

  it('reads only the groups whose bound can come before the last row found, from that row on', async () => {
    // Group g holds keys 100g .. 100g+9: by key descending, the page of 5 is in the last group.
    const groups = Array.from({ length: 10 }, (_, g) => Array.from({ length: 10 }, (_, i) => ({ id: g * 10 + i + 1, key: 100 * g + i })));
    const { read, reads } = source(groups, 'DESC');
    const sorted = groups.map((rows, g) => ({ group: g, bound: 100 * g + 9 }));
    const page = await firstOfGroups(sorted, 'DESC', 5, read, 1);
    expect(page.map((r) => r.key)).toEqual([909, 908, 907, 906, 905]);
    expect(reads).toEqual([{ groups: [9], floor: undefined }]);
  });

  it('reads the groups whose bound ties with the last row found, from that row on, for the ties broken by ID', async () => {
    const groups = [
      [
        { id: 1, key: 5 },
        { id: 2, key: 5 },
      ],
      [
        { id: 3, key: 5 },
        { id: 4, key: 4 },
      ],
      [{ id: 5, key: 3 }],
    ];
    const { read, reads } = source(groups, 'DESC');
    const page = await firstOfGroups(
      groups.map((rows, g) => ({ group: g, bound: Math.max(...rows.map((r) => r.key)) })),
      'DESC',
      2,
      read,
      1,
    );
    expect(page.map((r) => r.id)).toEqual([3, 2]);
    expect(reads.map((r) => r.groups)).toEqual([[0], [1]]);
    expect(reads[1].floor).toEqual({ id: 1, key: 5 });
  });

  it('reads groups of unknown bound first and always', async () => {
    const groups = [[{ id: 1, key: 9 }], [{ id: 2, key: null }]];
    const { read, reads } = source(groups, 'ASC');
    const page = await firstOfGroups([{ group: 0, bound: 9 }, { group: 1 }], 'ASC', 1, read, 1);
    expect(page).toEqual([{ id: 2, key: null }]);
    expect(reads.map((r) => r.groups)).toEqual([[1]]);
  });

  it('answers every row when the set holds fewer than asked for', async () => {
    const groups = [[{ id: 1, key: 1 }], [{ id: 2, key: 2 }], []];
    const { read } = source(groups, 'ASC');
    const page = await firstOfGroups(
      groups.map((_, g) => ({ group: g, bound: g + 1 })),
      'ASC',
      10,
      read,
      1,
    );
    expect(page.map((r) => r.id)).toEqual([1, 2]);
  });

  it('reads small groups in batches that double up to maxBatch', async () => {
    const groups = Array.from({ length: 100 }, (_, g) => [{ id: g + 1, key: 1000 - g }]);
    const { read, reads } = source(groups, 'DESC');
    const page = await firstOfGroups(
      groups.map((rows, g) => ({ group: g, bound: rows[0].key })),
      'DESC',
      50,
      read,
      4,
      16,
    );
    expect(page.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(reads.map((r) => r.groups.length)).toEqual([4, 8, 16, 16, 16]);
  });
});

describe('bestKey', () => {
  const groups = (bounds: (string | number | null | undefined)[]): SortedGroup<number>[] => bounds.map((bound, group) => ({ group, bound }));

  it('answers the best bound in page order and how many groups hold it', () => {
    expect(bestKey(groups([2, 3, 3, 1, 3]), 'DESC')).toEqual({ key: 3, groups: 3 });
    expect(bestKey(groups([2, 3, 1, 1, 3]), 'ASC')).toEqual({ key: 1, groups: 2 });
    expect(bestKey(groups(['2026-01-02', '2026-01-01', '2026-01-02']), 'DESC')).toEqual({ key: '2026-01-02', groups: 2 });
  });

  it('places NULL as MySQL sorts it: the best ascending, the worst descending', () => {
    expect(bestKey(groups([null, 2, null]), 'ASC')).toEqual({ key: null, groups: 2 });
    expect(bestKey(groups([null, 2, null]), 'DESC')).toEqual({ key: 2, groups: 1 });
    expect(bestKey(groups([null, null]), 'DESC')).toEqual({ key: null, groups: 2 });
  });

  it('counts every group as a holder of NULL where a bound is unknown, and answers nothing without groups', () => {
    expect(bestKey(groups([undefined, 2, 1]), 'ASC')).toEqual({ key: null, groups: 3 });
    expect(bestKey([], 'DESC')).toBeUndefined();
  });
});
