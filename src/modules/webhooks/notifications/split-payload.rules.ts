/** The fields that mark a part of a resource split over several notifications: `parte` (from 1) of `partes`. */
export const PART_FIELD = 'parte';
export const PARTS_FIELD = 'partes';

/**
 * Splits `data` into consecutive chunks whose JSON stays within `maxBytes` (with room for the
 * envelope of the body), each chunk the `data` of one notification, losing nothing.
 *
 * A resource that alone is over the limit and is an object with an array field (an order and
 * its `itens`) is itself split into parts: each part repeats every other field of the resource
 * (its identifiers) with a consecutive slice of that array (the largest one, when there are
 * several), and carries `parte` (1, 2, …) and `partes` (how many); concatenating the slices of
 * parts 1 to `partes` gives the whole array. A resource that cannot be split (no array, or one
 * array entry alone over the limit) is still sent, whole, in a chunk of its own, and listed in
 * `oversized` so that the caller can log it.
 */
export function splitPayload(data: unknown[], maxBytes: number): { chunks: unknown[][]; oversized: unknown[] } {
  const budget = maxBytes - ENVELOPE_BYTES;
  const chunks: unknown[][] = [];
  const oversized: unknown[] = [];
  let current: unknown[] = [];
  let size = 2; // []
  const close = () => {
    if (current.length > 0) chunks.push(current);
    current = [];
    size = 2;
  };
  for (const item of data) {
    const itemSize = jsonBytes(item) + 1; // with its comma
    if (itemSize + 2 > budget) {
      const parts = splitResource(item, budget);
      if (parts) {
        for (const part of parts) {
          const partSize = jsonBytes(part) + 1;
          if (size + partSize > budget) close();
          current.push(part);
          size += partSize;
        }
      } else {
        oversized.push(item);
        close();
        chunks.push([item]);
      }
      continue;
    }
    if (size + itemSize > budget) close();
    current.push(item);
    size += itemSize;
  }
  close();
  if (chunks.length === 0) chunks.push([]);
  return { chunks, oversized };
}

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? 'null');

/**
 * The parts of one resource too large for a notification (see `splitPayload`), each within
 * `budget` bytes as the only element of a `data` array; null when it cannot be split.
 */
function splitResource(item: unknown, budget: number): Record<string, unknown>[] | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const resource = item as Record<string, unknown>;
  const arrays = Object.keys(resource).filter((key) => Array.isArray(resource[key]) && (resource[key] as unknown[]).length > 1);
  if (arrays.length === 0) return null;
  const key = arrays.reduce((a, b) => (jsonBytes(resource[b]) > jsonBytes(resource[a]) ? b : a));
  const entries = resource[key] as unknown[];
  // Every part repeats the other fields; the markers are sized for the largest possible count.
  const fixed = jsonBytes({ ...resource, [key]: [], [PART_FIELD]: entries.length, [PARTS_FIELD]: entries.length });
  const room = budget - 3 - fixed; // the `[` `]` of `data` and the part's comma
  const slices: unknown[][] = [];
  let slice: unknown[] = [];
  let used = 0;
  for (const entry of entries) {
    const entrySize = jsonBytes(entry) + 1; // with its comma
    if (entrySize > room) return null;
    if (used + entrySize > room) {
      slices.push(slice);
      slice = [];
      used = 0;
    }
    slice.push(entry);
    used += entrySize;
  }
  slices.push(slice);
  return slices.map((entriesOfPart, i) => ({ ...resource, [key]: entriesOfPart, [PART_FIELD]: i + 1, [PARTS_FIELD]: slices.length }));
}
/** Room for `{"id_event":…,"event":"…","dateCreated":"…","data":…}` around the data. */
const ENVELOPE_BYTES = 200;
