/**
 * The form of the values a token's answers carry. Where ME Eventos writes a value in a form that
 * cannot share a field with ours (`pago` is `"sim"`/`"nao"` at ME, a boolean here), the token
 * decides: `nativo` (the default) answers ours, `me-eventos` answers ME's, through the one writer
 * of ME's value forms (the same the ME webhook format uses). Requests take both forms from every token.
 */
export const TOKEN_FORMATOS = ['nativo', 'me-eventos'] as const;
export type TokenFormato = (typeof TOKEN_FORMATOS)[number];

export const isTokenFormato = (value: unknown): value is TokenFormato => TOKEN_FORMATOS.includes(value as TokenFormato);
