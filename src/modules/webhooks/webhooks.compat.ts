import { addAnswerFields, CompatFound, CompatTable } from '../../common/compat/compat-table';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The `data` of a notification as ME Eventos' receivers read it: when the kind carries resources
 * of a table (`customer_created` and `customer_updated` carry clients, `financial_entry_*`
 * entries: their modules register them, see `CompatRegistry.notificationTable`), each gains ME's
 * fields, as the endpoints answer them; `found`: what the table's needs read for them (names of
 * categories, events…). Copies; the service's objects are left as they are. Without a table the
 * data is returned unchanged.
 */
export function withMeEventosFields(table: CompatTable | undefined, data: unknown[], found: Partial<CompatFound> = {}): unknown[] {
  if (!table) return data;
  return data.map((item) => {
    if (!isPlainObject(item)) return item;
    const copy = { ...item };
    addAnswerFields(table, [copy], found);
    return copy;
  });
}
