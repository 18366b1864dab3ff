import { registerDecorator, ValidationOptions } from 'class-validator';

import { parseOrderRef } from '../../../common/order-ref';

/** An order identifier: digits (internal ID) or `<event_id>-<sequence>`; `numberOnly` requires the latter. */
export function IsOrderRef(options: { numberOnly?: boolean } = {}, validationOptions?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isOrderRef',
      target: object.constructor,
      propertyName,
      options: {
        message: options.numberOnly
          ? `${propertyName} must be an order number <event_id>-<sequence>`
          : `${propertyName} must be a numeric order ID or <event_id>-<sequence>`,
        ...validationOptions,
      },
      validator: {
        validate(value: unknown) {
          const ref = parseOrderRef(value);
          return ref !== null && (!options.numberOnly || ref.kind === 'number');
        },
      },
    });
}
