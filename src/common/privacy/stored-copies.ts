import { containsPattern, LIKE_ESCAPE } from '../search';

/**
 * Finding the stored copies of a person's data (a notification's body, a kept answer of a POST):
 * the person's values before anonymisation are the markers, and a copy carries the person when
 * one of its texts is one of them (a copy of a row holds the row's values as they were).
 */

/**
 * What finds the stored notifications that carried a person: the person's identifying values
 * (`markers`: a notification holding one of them, anywhere in its data), and the person's rows by
 * kind (a notification of one of those kinds about one of those rows, by its `id`).
 */
export interface PersonInNotifications {
  markers: readonly string[];
  resources: readonly { kinds: readonly string[]; ids: readonly number[] }[];
}

/** Markers shorter than this (a state `SP`, a street number) would name many people: they are not looked for. */
export const MIN_MARKER_LENGTH = 4;

/** The texts among a person's identifying values worth looking for (trimmed, at least MIN_MARKER_LENGTH long, each once). */
export function markersOf(values: readonly unknown[]): string[] {
  const out = new Set<string>();
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const text = v.trim();
    if (text.length >= MIN_MARKER_LENGTH) out.add(text);
  }
  return [...out];
}

/** Whether any text inside `value` (a parsed JSON document, or a text) is one of the markers, trimmed and case-insensitively. */
export function carriesAny(value: unknown, markers: readonly string[]): boolean {
  if (markers.length === 0) return false;
  const lower = new Set(markers.map((m) => m.toLowerCase()));
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') return lower.has(v.trim().toLowerCase());
    if (Array.isArray(v)) return v.some(walk);
    if (v !== null && typeof v === 'object') return Object.values(v).some(walk);
    return false;
  };
  return walk(value);
}

/**
 * A WHERE condition (and its parameters) that keeps the rows whose `column` (JSON text) may hold
 * one of the markers: the first sieve, in the database, before `carriesAny` reads each row found.
 * Each marker is looked for as JSON writes it (quotes and backslashes escaped), and as a JSON text
 * kept inside another JSON string writes it (escaped twice). Null without markers.
 */
export function mayCarrySql(column: string, markers: readonly string[]): { where: string; params: Record<string, string> } | null {
  if (markers.length === 0) return null;
  const conditions: string[] = [];
  const params: Record<string, string> = {};
  markers.forEach((m, i) => {
    const once = JSON.stringify(m).slice(1, -1);
    const twice = JSON.stringify(once).slice(1, -1);
    conditions.push(`LOWER(${column}) LIKE :marker${i} ${LIKE_ESCAPE}`);
    params[`marker${i}`] = containsPattern(once.toLowerCase());
    if (twice !== once) {
      conditions.push(`LOWER(${column}) LIKE :markerTwice${i} ${LIKE_ESCAPE}`);
      params[`markerTwice${i}`] = containsPattern(twice.toLowerCase());
    }
  });
  return { where: `(${conditions.join(' OR ')})`, params };
}
