import { AppError } from '../errors';
import { canonicalParam, idempotencyKeyOf } from './idempotency-key';

const refusal = (lines: string | string[]) => {
  try {
    idempotencyKeyOf(lines);
  } catch (e) {
    return e as AppError;
  }
  return undefined;
};

describe('idempotencyKeyOf: the two forms of a key', () => {
  it('reads the Structured Field string and the bare token as the same key', () => {
    expect(idempotencyKeyOf('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(idempotencyKeyOf('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(idempotencyKeyOf(['"K"'])).toBe(idempotencyKeyOf(['K']));
  });

  it('unescapes \\" and \\\\ inside a quoted key', () => {
    expect(idempotencyKeyOf('"a\\"b\\\\c"')).toBe('a"b\\c');
    expect(idempotencyKeyOf('"with space"')).toBe('with space');
  });

  it('keeps a bare key with quotes inside it as sent', () => {
    expect(idempotencyKeyOf('a"b')).toBe('a"b');
  });

  it('takes 255 characters inside the quotes', () => {
    expect(idempotencyKeyOf(`"${'k'.repeat(255)}"`)).toHaveLength(255);
  });

  it.each([['""'], ['"abc'], ['"a"b'], ['"a\\x"'], ['"a";p=1'], [`"${'k'.repeat(256)}"`], ['"ação"']])(
    'is 400 invalid_idempotency_key for %s',
    (value) => {
      const error = refusal(value);
      expect(error?.kind).toBe('bad_request');
      expect(error?.errors[0]).toMatchObject({ field: 'Idempotency-Key', code: 'invalid_idempotency_key' });
    },
  );

  it('is 400 for two header lines, even with the same value', () => {
    expect(refusal(['a', 'b'])?.errors[0]).toEqual({
      field: 'Idempotency-Key',
      code: 'invalid_idempotency_key',
      message: 'send one Idempotency-Key header, not several',
    });
    expect(refusal(['a', 'a'])?.kind).toBe('bad_request');
  });
});

describe('canonicalParam', () => {
  it('reads IDs and order numbers as the resources they name, zero-padding aside', () => {
    expect(canonicalParam('06')).toBe('6');
    expect(canonicalParam('0')).toBe('0');
    expect(canonicalParam('000')).toBe('0');
    expect(canonicalParam('01-002')).toBe('1-2');
    expect(canonicalParam('12')).toBe('12');
  });

  it('keeps any other value as sent', () => {
    expect(canonicalParam('asaas')).toBe('asaas');
    expect(canonicalParam('0x10')).toBe('0x10');
    expect(canonicalParam('-1')).toBe('-1');
  });
});
