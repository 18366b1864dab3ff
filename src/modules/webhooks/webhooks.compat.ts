import { CLIENT_NOTIFICATIONS, CLIENTS_COMPAT } from './clients.compat';
import { addAnswerFields } from './compat-table';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The `data` of a notification as ME Eventos' receivers read it: the clients of `customer_created`
 * and `customer_updated` gain ME's client fields, as the clients endpoints answer them. Copies;
 * the service's objects are left as they are. Other kinds are returned unchanged.
 */
export function withMeEventosFields(kind: string, data: unknown[]): unknown[] {
  if (!(CLIENT_NOTIFICATIONS as readonly string[]).includes(kind)) return data;
  return data.map((item) => {
    if (!isPlainObject(item)) return item;
    const copy = { ...item };
    addAnswerFields(CLIENTS_COMPAT, [copy]);
    return copy;
  });
}
