/**
 * The values ME Eventos writes in a form that cannot share a field with ours: its financial
 * `pago` is `"sim"` / `"nao"` where ours is a boolean. ME's other forms (IDs and numbers as
 * strings, `""` for null) can: a client reads `"51"` or 51 the same way, and the ME webhook
 * format writes them (see `toMeEventosFormat`). This is the one place that knows these forms:
 * the ME webhook format writes them, and answers to a token that speaks ME's format are meant to.
 *
 * Only `pago` so far. The other boolean flags the API answers (`ativo` of the lookup lists,
 * `controle_estoque` of equipment, a gateway's `padrao`) are not among the fields ME documents,
 * so ME has no form for them and they stay booleans. Reading requests is the other direction
 * (`"sim"` for true in any boolean field), in common/input-values.ts.
 */

/** ME's form of one field's value, by field name: applied to a value of our form only (a boolean `pago`). */
const ME_FORMS: Readonly<Record<string, (value: unknown) => unknown>> = {
  pago: (value) => (typeof value === 'boolean' ? (value ? 'sim' : 'nao') : value),
};

/** The fields `meValueForms` rewrites (for documentation and tests). */
export const ME_VALUE_FORM_FIELDS: readonly string[] = Object.keys(ME_FORMS);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `value` with every field whose ME form cannot share a field with ours written as ME writes it
 * (`pago: true` → `"sim"`, `false` → `"nao"`), at any depth of objects and arrays (an entry's
 * `parcelas`). Everything else is returned as it is. Pure: `value` is not changed; objects and
 * arrays are copied.
 */
export function meValueForms(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(meValueForms);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(value)) {
    const form = Object.hasOwn(ME_FORMS, name) ? ME_FORMS[name] : undefined;
    out[name] = form ? form(entry) : meValueForms(entry);
  }
  return out;
}
