/**
 * The opaque `cursor` of a list (keyset paging): where the next page starts, as the sort field
 * and direction it was issued for, the sort value and ID of the last row of the page, and the
 * number of the page it opens. Base64url of a small JSON array; clients never read it.
 */
export interface ListCursor {
  /** `field_sort` it was issued for (`id` by default). */
  field: string;
  direction: 'asc' | 'desc';
  /** Sort value of the last row of the previous page. */
  value: string | number;
  /** ID of that row (ties are broken by ID). */
  id: number;
  /** Number of the page the cursor opens. */
  page: number;
}

export const MAX_CURSOR_LENGTH = 512;

export function encodeCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify([1, c.field, c.direction, c.value, c.id, c.page]), 'utf8').toString('base64url');
}

/** The cursor, or null when the text is not one this service issued (malformed, tampered, other version). */
export function decodeCursor(raw: string): ListCursor | null {
  if (raw.length === 0 || raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 6 || parsed[0] !== 1) return null;
  const [, field, direction, value, id, page] = parsed as unknown[];
  if (typeof field !== 'string' || (direction !== 'asc' && direction !== 'desc')) return null;
  if (!(typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) return null;
  if (!Number.isSafeInteger(id) || (id as number) < 1 || !Number.isSafeInteger(page) || (page as number) < 2) return null;
  return { field, direction, value, id: id as number, page: page as number };
}
