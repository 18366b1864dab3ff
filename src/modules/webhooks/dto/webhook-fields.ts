import { isURL, ValidateBy, ValidationOptions } from 'class-validator';

import { secretProblem } from '../delivery/signature';
import { urlFormProblem } from '../destination-guard';

/** Values shared by the webhook DTOs. */
export const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };
/** Printable ASCII without leading or trailing spaces: what an HTTP header value carries unchanged. */
export const HEADER_VALUE = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/;
export const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** How `events` reads ME Eventos' kind names (Swagger's description of the field). */
export const SUBSCRIPTION_KINDS_DOC =
  'Notification kinds to send to this webhook (at least one). ME Eventos compatible: `transaction_created` and ' +
  '`transaction_updated` are accepted as names of `financial_entry_created` and `financial_entry_updated` (stored and ' +
  "shown under ours; a webhook with `formato` `me-eventos` receives them under ME's names). `transaction_deleted` is " +
  'accepted and kept, but never sent: financial entries are never deleted (there is no DELETE for them).';

/** A Standard Webhooks signing secret the service can sign with (code `invalid_secret`; see `secretProblem`). */
export const IsSigningSecret = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'invalidSecret',
      validator: {
        // A non-string is the type check's to report.
        validate: (value: unknown) => typeof value !== 'string' || secretProblem(value) === null,
        defaultMessage: (args) =>
          (typeof args?.value === 'string' ? secretProblem(args.value) : null) ?? 'secret is not a usable signing secret',
      },
    },
    options,
  );

/**
 * A `url` the delivery can send to, beside `@IsUrl`: one that `@IsUrl` takes but a URL parser
 * cannot read, or that names an IPv6 zone (`http://[fe80::1%25eth0]/`), is refused with the
 * reason (see `urlFormProblem`), under the same code as any URL the API does not take (`is_url`).
 */
export const IsDestinationUrl = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isUrl',
      validator: {
        // What `@IsUrl` refuses is its to report.
        validate: (value: unknown) => typeof value !== 'string' || !isURL(value, URL_OPTIONS) || urlFormProblem(value) === null,
        defaultMessage: (args) =>
          (typeof args?.value === 'string' ? urlFormProblem(args.value) : null) ?? 'url must be an http or https URL',
      },
    },
    options,
  );
