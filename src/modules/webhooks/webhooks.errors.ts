import { AppError, notFound } from '../../common/errors';

export enum WebhookErrorCode {
  DeliveryPending = 'delivery_pending',
  WebhookInactive = 'webhook_inactive',
  DestinationRefused = 'destination_refused',
  LimitReached = 'limit_reached',
  Duplicate = 'duplicate',
}

/** The errors of the webhooks module (mapped to statuses by the global filter through their kind). */
export const webhookNotFound = (id: number) => notFound('webhook', id);
export const deliveryNotFound = (id: number) => notFound('delivery', id);

export class WebhookError extends AppError {
  static deliveryPending(id: number) {
    return new WebhookError('conflict', `delivery ${id} is still pending`, [
      {
        field: 'id',
        code: WebhookErrorCode.DeliveryPending,
        message: `delivery ${id} is still being attempted; only a succeeded or failed delivery can be sent again`,
      },
    ]);
  }

  /** A `url` that is no URL a webhook may name: answered as the body's validation answers one. */
  static invalidUrl(reason: string) {
    return new WebhookError('bad_request', 'Validation failed', [{ field: 'url', code: 'is_url', message: reason }]);
  }

  static destinationRefused(reason: string) {
    return new WebhookError('unprocessable', 'The webhook URL is not an allowed destination', [
      { field: 'url', code: WebhookErrorCode.DestinationRefused, message: reason },
    ]);
  }

  static limitReached(max: number) {
    return new WebhookError('conflict', `The account has reached its limit of ${max} webhooks`, [
      {
        code: WebhookErrorCode.LimitReached,
        message: `an account may have at most ${max} webhooks; delete one (or subscribe an existing one to more events) first`,
      },
    ]);
  }

  /** `existingId`: the webhook that has the destination, when known. */
  static duplicate(existingId?: number) {
    const which = existingId === undefined ? 'another webhook of the account' : `webhook ${existingId}`;
    return new WebhookError('conflict', 'A webhook with this URL already exists', [
      { field: 'url', code: WebhookErrorCode.Duplicate, message: `${which} already sends to this URL; update its events instead` },
    ]);
  }

  static webhookInactive(webhookId: number) {
    return new WebhookError('conflict', `webhook ${webhookId} is inactive`, [
      {
        code: WebhookErrorCode.WebhookInactive,
        message: `webhook ${webhookId} is inactive; turn it on (PUT active: true) before sending again`,
      },
    ]);
  }
}
