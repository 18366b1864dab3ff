import { meValueForms } from '../../common/compat/me-value-forms';

/**
 * A notification's `data` as ME Eventos writes its webhook bodies (its payload examples at
 * docs.meeventos.com.br/webhook/exemplos-payload): every ID and number a string (`"id": "4094"`,
 * `"tipocadastro": "1"`), an empty value `""` rather than null, `datadecadastro` as `DD/MM/YY`
 * and the other dates ME writes (`datadenascimento`, `datadeexpedicao`) as `DD/MM/YYYY`, and
 * CPF, CNPJ and CEP punctuated (`123.456.789-00`, `12.345.678/0001-90`, `30130-110`).
 * The values whose ME form differs from ours in kind (`pago` `"sim"` / `"nao"`) are written by
 * `meValueForms`; other booleans stay booleans (ME's examples show none).
 * Arrays and objects keep their shape.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as ME writes `datadecadastro` (`DD/MM/YY`), or as it writes other dates (`DD/MM/YYYY`). */
export function meDate(value: string, shortYear: boolean): string {
  const m = ISO_DATE.exec(value);
  if (!m) return value;
  return `${m[3]}/${m[2]}/${shortYear ? m[1].slice(2) : m[1]}`;
}

/** A CPF (11 digits), a CNPJ (14 characters) or a CEP (8 digits) punctuated; anything else as it is. */
export function punctuated(kind: 'documento' | 'cep', value: string): string {
  if (kind === 'cep') return /^\d{8}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value;
  if (/^\d{11}$/.test(value)) return `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(value))
    return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`;
  return value;
}

const DOCUMENT_FIELDS = new Set(['cpf', 'cnpjpj', 'documento', 'cpf_responsavel']);
const CEP_FIELDS = new Set(['cep', 'ceppj', 'cep_pj']);
const LONG_DATE_FIELDS = new Set(['datadenascimento', 'datadeexpedicao', 'data_nascimento', 'data_expedicao']);

function field(name: string, value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (DOCUMENT_FIELDS.has(name)) return punctuated('documento', value);
    if (CEP_FIELDS.has(name)) return punctuated('cep', value);
    if (name === 'datadecadastro') return meDate(value, true);
    if (LONG_DATE_FIELDS.has(name)) return meDate(value, false);
    return value;
  }
  return written(value);
}

function written(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' && item !== null ? written(item) : field('', item)));
  if (typeof value !== 'object' || value === null) return field('', value);
  return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, field(name, v)]));
}

/** `data` (or any part of it) written as ME Eventos writes it. */
export function toMeEventosFormat(value: unknown): unknown {
  return written(meValueForms(value));
}
