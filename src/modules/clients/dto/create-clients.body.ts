import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

import { badRequest, FieldError } from '../../../common/errors';
import { handlingOf, recordIgnored } from '../../../common/http/input-handling';
import { normalizeAs } from '../../../common/input-values';
import { flattenValidationErrors, removeUnknownFields } from '../../../common/validation';
import { CreateClientDto } from './create-client.dto';

export const MAX_CLIENTS_PER_REQUEST = 500;

export interface CreateClientsInput {
  clients: CreateClientDto[];
  /** Whether the body was an array: error paths are then `[i].field`, else `field`. */
  isArray: boolean;
}

/** Field path of client `index` in the body (`[1].documento`, or `documento` for a single object). */
export const clientPath = (input: Pick<CreateClientsInput, 'isArray'>, index: number, field: string): string =>
  input.isArray ? `[${index}].${field}` : field;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  validationError: { target: false, value: true },
};

/**
 * `POST /api/v1/clients` takes one object or an array of them. The global ValidationPipe cannot
 * type that union, so each element is validated here with the same rules (unknown fields ignored
 * and named in `Ignored-Fields`, or refused under `Prefer: handling=strict`) and every problem of
 * every element is reported at once (400).
 */
export function parseCreateClientsBody(body: unknown): CreateClientsInput {
  const isArray = Array.isArray(body);
  const items: unknown[] = isArray ? (body as unknown[]) : [body];
  if (!isArray && !isPlainObject(body)) {
    throw badRequest('Validation failed', [
      { code: 'invalid_body', message: 'The body must be a client object or an array of client objects' },
    ]);
  }
  if (isArray && items.length === 0) {
    throw badRequest('Validation failed', [{ code: 'required', message: 'The array must hold at least one client' }]);
  }
  if (items.length > MAX_CLIENTS_PER_REQUEST) {
    throw badRequest('Validation failed', [{ code: 'too_many', message: `At most ${MAX_CLIENTS_PER_REQUEST} clients per request` }]);
  }
  const handling = handlingOf(body);
  const errors: FieldError[] = [];
  const clients = items.map((item, index) => {
    const prefix = isArray ? `[${index}]` : '';
    if (!isPlainObject(item)) {
      errors.push({ field: prefix, code: 'invalid_type', message: `${prefix} must be a client object` });
      return new CreateClientDto();
    }
    normalizeAs(item, 'CreateClientDto');
    const validate = () => {
      const dto = plainToInstance(CreateClientDto, item);
      const found = validateSync(dto, OPTIONS);
      return { dto, found };
    };
    let { dto, found } = validate();
    if (handling && !handling.strict) {
      const removed = removeUnknownFields(item, found, prefix);
      if (removed.length > 0) {
        recordIgnored(handling, removed);
        ({ dto, found } = validate());
      }
    }
    errors.push(...flattenValidationErrors(found, prefix));
    return dto;
  });
  if (errors.length > 0) throw badRequest('Validation failed', errors);
  return { clients, isArray };
}
