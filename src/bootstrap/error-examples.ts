import { unauthorized } from '../common/auth/auth.guard';
import { AppError, badRequest, FieldError, notFound, Problems } from '../common/errors';
import type { ErrorStatus } from '../common/http/api-errors';
import { busyError } from '../common/http/database-errors';
import { internalErrorResponse, toErrorResponse } from '../common/http/error-response';
import { preconditionFailed } from '../common/http/etag';
import { parserRefusal, pathSegmentTooLong, rateLimited } from '../common/http/framework-errors';
import { IdParamPipe } from '../common/ids';
import { requireOrderRef } from '../common/order-ref';
import { keyInFlight, keyReused } from '../database/idempotency/idempotency.store';
import { BudgetError } from '../modules/budgets/budgets.errors';
import { insufficientStock } from '../modules/catalogue/catalogue.errors';
import { ClientErrorCode, clientInUse, duplicateDocumento, howMetNotFound } from '../modules/clients/clients.errors';
import { clientPath } from '../modules/clients/dto/create-clients.body';
import { EventErrorCode, eventInUse, unknownReferences as unknownEventReferences } from '../modules/events/events.errors';
import { gatewayFailure } from '../modules/financial/charges/charge-common';
import { GatewayError } from '../modules/financial/charges/gateways/payment-gateway';
import { FinancialError, FinancialErrorCode } from '../modules/financial/financial.errors';
import { guestEventNotFound } from '../modules/guests/guests.errors';
import { OrderError, OrderErrorCode } from '../modules/orders/orders.errors';
import { WebhookError } from '../modules/webhooks/webhooks.errors';
import { demoAnswers } from './demo-answers-file';

/**
 * The error examples of the OpenAPI document. Each is made by the function that makes the real
 * error (the guard's 401, the parser's 408 and 431, the router's 414, a module's 404 or 409…) and
 * written by `toErrorResponse`, the filter's own mapping, so an example cannot say something the
 * service no longer answers, and each status shows its own code.
 */

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
  /** Required query parameters (a report's period). */
  requiredQueryParams: string[];
  /** The example of the path parameter (`1`, `1-1`), as "Try it out" sends it. */
  pathExample?: unknown;
  /** The first example of the request body. */
  bodyExample?: unknown;
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

const fieldName = (path: string) => path.replace(/^.*\./, '').replace(/\[\d+\]$/, '');
const family = (path: string) => path.split('/')[3] ?? '';

/** The request ID the 500 example quotes. */
const EXAMPLE_REQUEST_ID = '5f0c6a4e-3c1e-4b8e-9f57-0d6f3d3c2a10';

/** An example of the real error body of the given status for one operation. */
export function errorExample(status: ErrorStatus, op: OperationShape): ErrorExample {
  const response = status === 500 ? internalErrorResponse(EXAMPLE_REQUEST_ID) : toErrorResponse(errorOf(status, op));
  if (response.status !== status) throw new Error(`the ${status} example of ${op.method} ${op.path} answers ${response.status}`);
  return response.body;
}

function errorOf(status: Exclude<ErrorStatus, 500>, op: OperationShape): AppError | { code: string } {
  switch (status) {
    case 400:
      return validationError(op);
    case 401:
      // A gateway's return authenticates by the gateway's own token header, not by an API token.
      if (op.path.includes('/gateway/'))
        return gatewayFailure(
          new GatewayError('unauthorized', 'the asaas-access-token header does not match the webhook token configured for this account'),
        );
      return unauthorized('Unknown or revoked API token');
    case 404:
      return notFoundError(op);
    case 408:
      return parserRefusal('ERR_HTTP_REQUEST_TIMEOUT');
    case 409:
      return conflictError(op);
    case 410:
      return BudgetError.expired(Number(op.pathExample ?? 1), '2026-11-30');
    case 412: {
      // What the documented request answers once the resource has changed since its ETag.
      if (family(op.path) === 'orders') {
        const named = (op.bodyExample as { itens?: ({ id: number } | number)[] } | undefined)?.itens;
        // The DELETE of an order names every item of it: those of the demo order in the path.
        const ids = named
          ? named.map((i) => (typeof i === 'number' ? i : i.id))
          : op.method === 'delete'
            ? itemsOfDemoOrder(String(op.pathExample))
            : [1];
        return preconditionFailed(...ids.map((id) => `order item ${id}`));
      }
      return preconditionFailed(
        op.path.includes('/gateways/') ? `the settings of gateway ${op.pathExample}` : `${nounOf(op.path)} ${op.pathExample ?? 1}`,
      );
    }
    case 413:
      return { code: 'FST_ERR_CTP_BODY_TOO_LARGE' };
    case 414:
      return pathSegmentTooLong();
    case 415:
      return { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' };
    case 422:
      return unprocessableError(op);
    case 429:
      return rateLimited(600, 42_000);
    case 431:
      return parserRefusal('HPE_HEADER_OVERFLOW');
    case 502:
      return gatewayFailure(new GatewayError('unavailable', 'Asaas failed with HTTP 503; try again later'));
    case 503:
      return busyError('deadlock');
  }
}

/** The validation pipe's answer to the commonest mistake the operation allows. */
function validationError(op: OperationShape): AppError {
  const one = (error: FieldError) => badRequest('Validation failed', [error]);
  const required = op.requiredBodyFields[0];
  if (required) return one({ field: required, code: 'required', message: `${required} is required` });
  if (op.bodyFields.length > 0) return one({ field: 'extra', code: 'unknown_field', message: 'extra is not an accepted field' });
  const requiredQuery = op.requiredQueryParams[0];
  if (requiredQuery) return one({ field: requiredQuery, code: 'required', message: `${requiredQuery} is required` });
  if (op.queryParams.includes('limit')) return one({ field: 'limit', code: 'max', message: 'limit must not be greater than 200' });
  if (op.path.includes('{id}')) {
    // The path's own parser refuses `abc`: an order reference, an item ID, or any other ID.
    if (family(op.path) === 'orders' && op.method === 'get') {
      return OrderError.badRequest('Malformed item ID', [
        { field: 'id', code: OrderErrorCode.MalformedItemId, message: 'id must be a numeric item ID (got "abc")' },
      ]);
    }
    return thrown(() =>
      family(op.path) === 'orders' ? requireOrderRef('abc', 'id') : new IdParamPipe().transform('abc', { type: 'param', data: 'id' }),
    );
  }
  return one({ field: 'extra', code: 'unknown_field', message: 'extra is not an accepted query parameter' });
}

/** What the documented request answers with its first reference set to 999 (or a key used before). */
function unprocessableError(op: OperationShape): AppError {
  const field = op.bodyFields.find((f) => REFERENCE_NOUNS[fieldName(f)]);
  const top = field?.replace(/^\[0\]\./, '');
  switch (family(op.path)) {
    case 'clients':
      return howMetNotFound([{ field: 'id_como_conheceu', code: ClientErrorCode.HowMetNotFound, message: 'how-met 999 does not exist' }]);
    case 'events':
      return unknownEventReferences([{ field: 'id_cliente', code: EventErrorCode.NotFound, message: 'client 999 does not exist' }]);
    case 'guests':
      return guestEventNotFound(999);
    case 'orders':
      if (op.method === 'put') return problems('itens[0].id', OrderErrorCode.ItemNotInOrder, 'item 999 does not belong to order 1-1');
      if (op.method === 'delete') return problems('itens[0]', OrderErrorCode.ItemNotInOrder, 'item 999 does not belong to order 1-1');
      break;
    case 'webhooks':
      if (op.bodyFields.includes('url')) {
        return WebhookError.destinationRefused(
          'destination hooks.example.com.br resolves to a loopback, private, link-local or reserved address',
        );
      }
      break;
    case 'budgets':
      if (op.path.endsWith('/accept')) return BudgetError.eventDateRequired(Number(op.pathExample ?? 2));
      break;
    case 'financial':
      if (op.path.endsWith('/charge')) {
        return gatewayFailure(
          new GatewayError(
            'not_configured',
            'Asaas is not configured: set the Asaas API key of this account, or ASAAS_API_KEY for the whole service',
          ),
        );
      }
      // Its `id_evento` is the return's own ID, not a reference: only a reused key is 422 there.
      if (op.path.endsWith('/return')) return keyReused();
      return FinancialError.unknownReferences([
        { field: 'idevento', code: FinancialErrorCode.NotFound, message: 'event 999 does not exist' },
      ]);
  }
  if (top) return problems(field!, 'not_found', `${REFERENCE_NOUNS[fieldName(top)]} 999 does not exist`);
  // Any POST that takes a token: its Idempotency-Key was sent before with another request.
  if (op.method !== 'post') throw new Error(`no 422 example for ${op.method} ${op.path}`);
  return keyReused();
}

/** The error of a request's collected problems, as the services throw it. */
function problems(field: string, code: string, message: string): AppError {
  const list = new Problems();
  list.add(field, code, message);
  return thrown(() => list.throwIfAny());
}

/** The error a parser throws. */
function thrown(parse: () => unknown): AppError {
  try {
    parse();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the example input was accepted');
}

/** The noun of the resource a path names, as real messages say it. */
function nounOf(path: string): string {
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
    seller: 'seller',
  };
  return nouns[family(path)] ?? 'resource';
}

function notFoundError(op: OperationShape): AppError {
  if (family(op.path) === 'orders') return op.method === 'get' ? OrderError.itemNotFound(999) : OrderError.notFound('1-99');
  if (family(op.path) === 'budgets') return BudgetError.notFound(999);
  if (op.path.includes('/gateways/') || op.path.includes('/gateway/')) {
    return new FinancialError('not_found', 'Payment gateway pagseguro not found', [
      { field: 'gateway', code: 'gateway_not_found', message: 'gateway must be one of manual, asaas' },
    ]);
  }
  if (family(op.path) === 'financial') return FinancialError.notFound(999);
  return notFound(nounOf(op.path), 999);
}

/** The demo's chairs (equipment 2, 320 units) asked for 20 more than are free on a day. */
const stockExample = (field: string): AppError =>
  insufficientStock([{ id_item: 2, nome: 'Cadeira Tiffany', dia: '2027-06-12', faltam: 20, dias: 1 }], () => field);

/** What the demo's rows answer when the state forbids the change. */
function conflictError(op: OperationShape): AppError {
  const refs = (counts: [string, number][]) => counts.map(([table, count]) => ({ table, count }));
  switch (family(op.path)) {
    case 'clients':
      if (op.method === 'delete') return clientInUse(1, refs([['events', 1]]));
      // An anonymisation refuses nothing of its own: its 409 is its Idempotency-Key's.
      if (op.path.endsWith('/anonymize')) break;
      // One client sent as an object, as the first example does (a batch names `[i].documento`).
      return duplicateDocumento([
        {
          field: clientPath({ isArray: false }, 0, 'documento'),
          code: ClientErrorCode.DuplicateDocumento,
          message: 'client 1 already has documento 52998224725',
        },
      ]);
    case 'events':
      if (op.method === 'delete') return eventInUse(1, refs([['orders', 1]]));
      if (op.method === 'put') return stockExample('data_evento');
      break;
    case 'orders':
      if (op.method === 'post' || op.method === 'put') return stockExample('itens[0].quantidade');
      break;
    case 'budgets': {
      const id = Number(op.pathExample ?? 1);
      // Budget 2 of the demo, once accepted (budget 1 has no acceptance to freeze it).
      if (op.path.endsWith('/accept') || op.path.endsWith('/decline')) return BudgetError.notOpen(id, 'RECUSADO');
      if (op.method === 'put' || op.method === 'delete') return BudgetError.accepted(id, `${id}-1`, op.method === 'put' ? 'itens' : 'id');
      break;
    }
    case 'webhooks':
      if (op.path.includes('/retry')) return WebhookError.deliveryPending(7);
      if (op.bodyFields.includes('url')) return WebhookError.duplicate(1);
      break;
    case 'financial':
      if (op.path.endsWith('/charge') && op.method === 'post') {
        return FinancialError.conflict('The entry already has an issued charge: cancel it first', [
          { field: 'id', code: FinancialErrorCode.ChargeIssued, message: 'entry 5 has charge 1 (pendente)' },
        ]);
      }
      if (op.path.endsWith('/charge')) {
        return FinancialError.conflict('The entry has no open charge to cancel', [
          { field: 'id', code: FinancialErrorCode.NoOpenCharge, message: 'entry 1 has no charge pendente or vencida' },
        ]);
      }
      if (op.method === 'put') {
        return FinancialError.conflict('The update reaches entries with an issued charge; nothing was changed', [
          {
            field: 'valor',
            code: FinancialErrorCode.ChargeIssued,
            message: 'entry 5 has an issued charge: valor cannot change while it is open (cancel the charge first)',
          },
        ]);
      }
  }
  // Any other 409 of a POST: its Idempotency-Key is still in flight.
  if (op.method !== 'post') throw new Error(`no 409 example for ${op.method} ${op.path}`);
  return keyInFlight();
}

/** The item IDs of a demo order (`1-1`), as the demo's list of order items answers them. */
function itemsOfDemoOrder(numero: string): number[] {
  const list = demoAnswers()['GET /api/v1/orders']?.default as { data?: { id: number; numero_pedido_completo: string }[] } | undefined;
  return (list?.data ?? []).filter((item) => item.numero_pedido_completo === numero).map((item) => item.id);
}
