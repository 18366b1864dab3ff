import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';

import { badRequest } from './errors';

/** Largest value of the INT columns every ID and integer field is stored in. */
export const MAX_INT = 2_147_483_647;

/**
 * The one reader of integers that arrive as text (path IDs, integer query parameters, order
 * numbers): ASCII digits only, read as sent. ` 1` (`%201`), `+1` (`%2B1`), `0x1`, `1e1`, `1.0` and
 * `-1` are not numbers here, although `Number()` reads most of them as one. Null when the text is
 * not digits or spells more than MAX_INT (no column holds it, so it names nothing).
 */
export function parseDigits(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_INT ? value : null;
}

/** A resource ID: digits within 1..MAX_INT, else null. */
export function parseId(text: unknown): number | null {
  const value = parseDigits(text);
  return value !== null && value >= 1 ? value : null;
}

/**
 * Reads a numeric resource ID in the path with `parseId`; anything else is 400 `invalid_id`
 * naming the parameter. Path parameters reach it as the raw segment (the validation pipe leaves
 * them alone).
 */
@Injectable()
export class IdParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    const field = metadata.data ?? 'id';
    const id = parseId(value);
    if (id === null) {
      throw badRequest('Validation failed', [{ field, code: 'invalid_id', message: `${field} must be a positive integer` }]);
    }
    return id;
  }
}
