import { AppError, notFound } from '../../common/errors';
import { MAX_PERIOD_DAYS, Shortage, shortageMessage } from './equipment-reservations.rules';

/** Stable codes of the catalogue's own errors. */
export enum CatalogueErrorCode {
  InsufficientStock = 'insufficient_stock',
  EventTooLong = 'event_too_long',
}

/** Errors of the catalogue: "not found" in the path and the stock of equipment; validation is the DTOs'. */
export class CatalogueError extends AppError {}

export const productNotFound = (id: number): AppError => notFound('product', id);
export const equipmentNotFound = (id: number): AppError => notFound('equipment', id);

/**
 * 409: the write would reserve more units than an equipment with `controle_estoque` has on some
 * day; one entry per equipment, naming its first short day and the units missing then.
 */
export const insufficientStock = (shortages: Shortage[], field: (equipmentId: number) => string | undefined): CatalogueError =>
  new CatalogueError(
    'conflict',
    `Not enough stock: ${shortages.map(shortageMessage).join('; ')}. Nothing was written; send permitir_falta: true to book it anyway`,
    shortages.map((s) => {
      const at = field(s.id_item);
      const entry = { code: CatalogueErrorCode.InsufficientStock, message: shortageMessage(s) };
      return at === undefined ? entry : { field: at, ...entry };
    }),
  );

/** 422: an event longer than the longest period reservations cover cannot hold equipment. */
export const eventTooLong = (eventId: number, field: string): CatalogueError =>
  new CatalogueError('unprocessable', 'The request names resources that do not exist or do not fit', [
    {
      field,
      code: CatalogueErrorCode.EventTooLong,
      message: `event ${eventId} spans more than ${MAX_PERIOD_DAYS} days: it cannot reserve equipment`,
    },
  ]);
