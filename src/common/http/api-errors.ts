import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import type { FieldError } from '../errors';

export class FieldErrorDto {
  /** Path inside the request (body, query or path), absent when no single field is at fault. */
  @ApiPropertyOptional({ example: 'itens[1].id_produto' })
  field?: string;
  /** Stable lower_snake_case code. */
  @ApiProperty({ example: 'not_found' })
  code: string;
  /** For people. */
  @ApiProperty({ example: 'product 99 does not exist' })
  message: string;
}

/** The one body of every failed request. */
export class ErrorEnvelopeDto {
  @ApiProperty({ enum: ['error'], example: 'error' })
  status: 'error';
  @ApiProperty({ example: 'Validation failed' })
  message: string;
  @ApiProperty({ type: [FieldErrorDto] })
  errors: FieldErrorDto[];
  /** Only on 500: the request ID to quote when reporting the fault. */
  @ApiPropertyOptional({ example: '5f0c6a4e-3c1e-4b8e-9f57-0d6f3d3c2a10' })
  request_id?: string;
}

export type ErrorStatus = 400 | 401 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed JSON, wrong types, missing required or unknown fields or query parameters, bad paging or sorting',
  401: 'Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`)',
  404: 'The resource named in the path does not exist (or belongs to another account)',
  409: 'The state forbids the change',
  413: 'Body larger than the limit (1 MiB by default)',
  415: 'Body is not application/json',
  422: 'The body names things that do not exist or do not fit',
  429: 'Rate limit reached; retry after `Retry-After` seconds',
  500: 'Unexpected fault: a generic message and the request ID, never internals',
  503: 'The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`)',
};

/** Documents the error responses a route can give (401, 429 and 500 are added to every route). */
export const ApiErrors = (...statuses: (400 | 404 | 409 | 413 | 415 | 422)[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ErrorEnvelopeDto })));

// ------------------------------------------------------------------ examples per status

export interface ErrorExample {
  status: 'error';
  message: string;
  errors: FieldError[];
  request_id?: string;
}

/** What an operation's examples are built from: its path, method, body schema and parameters. */
export interface OperationShape {
  path: string;
  method: string;
  /** Property names of the body, outermost first (`itens[0].id_produto` for nested arrays). */
  bodyFields: string[];
  /** Required property names of the body's top level. */
  requiredBodyFields: string[];
  queryParams: string[];
}

/** The noun each reference field names in real 422 messages (`client 999 does not exist`). */
const REFERENCE_NOUNS: Record<string, string> = {
  id_evento: 'event',
  idevento: 'event',
  idpedido: 'order',
  id_cliente: 'client',
  id_produto: 'product',
  idproduto: 'product',
  id_item: 'equipment',
  id_vendedor: 'seller',
  id_tipo_evento: 'event type',
  id_local: 'event location',
  id_como_conheceu: 'how-met source',
};

/** The noun of the resource a path names, as real 404 messages say it. */
function pathNoun(path: string): string {
  const family = path.split('/')[3] ?? '';
  const nouns: Record<string, string> = {
    clients: 'client',
    events: 'event',
    guests: 'guest',
    budgets: 'budget',
    'products-services': 'product',
    equipment: 'equipment',
    webhooks: path.includes('/deliveries/') ? 'delivery' : 'webhook',
    financial: 'financial entry',
    orders: 'order',
  };
  return nouns[family] ?? 'resource';
}

const fieldName = (path: string) => path.replace(/^.*\./, '').replace(/\[\d+\]$/, '');

/** An example of a real error body of the given status for one operation. */
export function errorExample(status: ErrorStatus, op: OperationShape): ErrorExample {
  const one = (message: string, error: FieldError): ErrorExample => ({ status: 'error', message, errors: [error] });
  switch (status) {
    case 400: {
      const required = op.requiredBodyFields[0];
      if (required) return one('Validation failed', { field: required, code: 'required', message: `${required} is required` });
      if (op.bodyFields.length > 0) return one('Validation failed', { field: 'extra', code: 'unknown_field', message: 'extra is not an accepted field' });
      if (op.queryParams.includes('limit')) return one('Validation failed', { field: 'limit', code: 'max', message: 'limit must not be greater than 200' });
      if (op.path.includes('{id}')) return one('Validation failed', { field: 'id', code: 'invalid_id', message: 'id must be a positive integer' });
      return one('Validation failed', { field: 'extra', code: 'unknown_field', message: 'extra is not an accepted query parameter' });
    }
    case 401:
      return one('Unknown or revoked API token', { code: 'unauthorized', message: 'Unknown or revoked API token' });
    case 404: {
      if (op.path === '/api/v1/orders/{id}' && op.method === 'get') {
        return { status: 'error', message: 'Order item 999 not found', errors: [{ field: 'id', code: 'item_not_found', message: 'order item 999 does not exist' }] };
      }
      if (op.path.startsWith('/api/v1/orders/{id}')) {
        return { status: 'error', message: 'Order 1-99 not found', errors: [{ field: 'id', code: 'order_not_found', message: 'order 1-99 does not exist' }] };
      }
      const noun = pathNoun(op.path);
      const code = noun === 'budget' ? 'budget_not_found' : 'not_found';
      return { status: 'error', message: `${noun[0].toUpperCase()}${noun.slice(1)} 999 not found`, errors: [{ field: 'id', code, message: `${noun} 999 does not exist` }] };
    }
    case 409:
      return conflictExample(op);
    case 413:
      return one('The body is larger than the limit', { code: 'payload_too_large', message: 'The body is larger than the limit' });
    case 415:
      return one('The body must be application/json', { code: 'unsupported_media_type', message: 'The body must be application/json' });
    case 422: {
      const reference = op.bodyFields.find((f) => REFERENCE_NOUNS[fieldName(f)]);
      const field = reference ?? 'id';
      const noun = REFERENCE_NOUNS[fieldName(field)] ?? pathNoun(op.path);
      return one('The request names resources that do not exist or do not fit', { field, code: 'not_found', message: `${noun} 999 does not exist` });
    }
    case 429:
      return one('Rate limit of 600 requests per minute reached; retry in 42 s', { code: 'rate_limited', message: 'Retry after 42 seconds' });
    case 503:
      return one('The database is busy: nothing was written; retry the request', {
        code: 'busy',
        message: 'the database stayed contended (deadlock); retry after 1 s',
      });
    case 500:
      return {
        status: 'error',
        message: 'Internal server error',
        errors: [{ code: 'internal', message: 'Unexpected fault; quote request ID 5f0c6a4e-3c1e-4b8e-9f57-0d6f3d3c2a10 when reporting it' }],
        request_id: '5f0c6a4e-3c1e-4b8e-9f57-0d6f3d3c2a10',
      };
  }
}

function conflictExample(op: OperationShape): ErrorExample {
  const family = op.path.split('/')[3];
  if (family === 'clients' && op.method === 'delete') {
    return { status: 'error', message: 'Client 1 cannot be deleted: 2 events still reference it', errors: [{ code: 'client_in_use', message: '2 row(s) of events reference client 1' }] };
  }
  if (family === 'clients') {
    return {
      status: 'error',
      message: 'A client with the same CPF/CNPJ already exists in this account',
      errors: [{ field: op.bodyFields.includes('[0].documento') ? '[0].documento' : 'documento', code: 'duplicate_documento', message: 'client 1 already has documento 52998224725' }],
    };
  }
  if (family === 'events') {
    return { status: 'error', message: 'Event 1 cannot be deleted: 1 orders still reference it', errors: [{ code: 'event_in_use', message: '1 row(s) of orders reference event 1' }] };
  }
  if (family === 'webhooks') {
    return {
      status: 'error',
      message: 'delivery 7 is still pending',
      errors: [{ field: 'id', code: 'delivery_pending', message: 'delivery 7 is still being attempted; only a succeeded or failed delivery can be sent again' }],
    };
  }
  return { status: 'error', message: 'The state forbids the change', errors: [{ code: 'conflict', message: 'The state forbids the change' }] };
}
