import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { badRequest } from '../errors';

const MAX_ID = 2_147_483_647;

/** A numeric resource ID in the path: digits only, 1..2^31-1; anything else is a 400 naming the parameter. */
@Injectable()
export class IdParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    const field = metadata.data ?? 'id';
    // The global ValidationPipe may already have turned the segment into a number (NaN for letters).
    const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value : '';
    if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ID) {
      throw badRequest('Validation failed', [{ field, code: 'invalid_id', message: `${field} must be a positive integer` }]);
    }
    return Number(text);
  }
}
