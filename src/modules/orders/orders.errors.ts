import { AppError, ErrorKind, FieldError } from '../../common/errors';

/** Stable codes of the order errors (the `code` of an `errors` entry). */
export enum OrderErrorCode {
  ItemNotFound = 'item_not_found',
  OrderNotFound = 'order_not_found',
  OrderNumberInItemPath = 'order_number_not_item_id',
  MalformedItemId = 'invalid_item_id',
  ItemSourceMissing = 'item_source_required',
  ItemSourceAmbiguous = 'item_source_ambiguous',
  TipoMismatch = 'tipo_mismatch',
  NothingToEdit = 'nothing_to_edit',
  ValortotalAlone = 'valortotal_alone',
  DuplicateItem = 'duplicate_item',
  ItemsRequired = 'items_required',
  EventNotFound = 'not_found',
  OrderOfOtherEvent = 'order_of_other_event',
  ItemNotInOrder = 'not_in_order',
  BudgetFilterMix = 'filter_not_allowed',
  OutOfRange = 'out_of_range',
  InvalidCursor = 'invalid_cursor',
}

/** The one error class of the orders module; the global filter maps `kind` to the status. */
export class OrderError extends AppError {
  constructor(kind: ErrorKind, message: string, errors: FieldError[] = []) {
    super(kind, message, errors);
  }

  static notFound(id: string | number, field = 'id'): OrderError {
    return new OrderError('not_found', `Order ${id} not found`, [
      { field, code: OrderErrorCode.OrderNotFound, message: `order ${id} does not exist` },
    ]);
  }

  static itemNotFound(id: number): OrderError {
    return new OrderError('not_found', `Order item ${id} not found`, [
      { field: 'id', code: OrderErrorCode.ItemNotFound, message: `order item ${id} does not exist` },
    ]);
  }

  /** 422: the event went away between the check and the allocation of the order number. */
  static eventGone(eventId: number): OrderError {
    return new OrderError('unprocessable', 'The request names resources that do not exist or do not fit', [
      { field: 'id_evento', code: OrderErrorCode.EventNotFound, message: `event ${eventId} does not exist` },
    ]);
  }

  static badRequest(message: string, errors: FieldError[]): OrderError {
    return new OrderError('bad_request', message, errors);
  }
}
