import { inspectAgainstSchema, inspectShape, isWellFormed, MAX_INPUT_DEPTH, MAX_OBJECT_KEYS, SchemaMap } from './input-guard';

describe('inspectShape', () => {
  it('accepts an ordinary body', () => {
    expect(inspectShape({ nome: 'Ana', itens: [{ id: 1, descricao: 'ção 🎉' }] })).toEqual([]);
  });

  it('refuses nesting deeper than MAX_INPUT_DEPTH without recursing (no stack overflow at 100000 levels)', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const problems = inspectShape({ x: deep });
    expect(problems).toEqual([expect.objectContaining({ code: 'too_deep', field: 'x' + '[0]'.repeat(MAX_INPUT_DEPTH - 1) })]);
  });

  it('refuses an object of more than MAX_OBJECT_KEYS names before walking it, at any depth', () => {
    const wide = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`a${i}`, 0]));
    expect(inspectShape(wide(MAX_OBJECT_KEYS))).toEqual([]);
    expect(inspectShape(wide(MAX_OBJECT_KEYS + 1))).toEqual([expect.objectContaining({ code: 'too_many_fields' })]);
    expect(inspectShape({ itens: [wide(MAX_OBJECT_KEYS + 1)] })).toEqual([
      expect.objectContaining({ field: 'itens[0]', code: 'too_many_fields' }),
    ]);
  });

  it('refuses lone surrogates in values and keys, keeps paired ones', () => {
    expect(isWellFormed('a\uD83C\uDF89b')).toBe(true);
    expect(isWellFormed('\uD800x')).toBe(false);
    expect(isWellFormed('x\uDC00')).toBe(false);
    expect(inspectShape({ email: '\uD800@x.com' })).toEqual([expect.objectContaining({ field: 'email', code: 'invalid_string' })]);
    expect(inspectShape({ ['\uDC00']: 1 })).toEqual([expect.objectContaining({ code: 'invalid_string' })]);
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])(
    'refuses the prototype name %s as an unknown field',
    (key) => {
      const value = JSON.parse(`{"a":{"${key}":1}}`);
      expect(inspectShape(value)).toEqual([expect.objectContaining({ field: `a.${key}`, code: 'unknown_field' })]);
    },
  );
});

describe('inspectAgainstSchema', () => {
  const schemas: SchemaMap = {
    Item: { type: 'object', properties: { id: { type: 'integer' }, descricao: { type: 'string', nullable: true } } },
    Body: {
      type: 'object',
      properties: {
        itens: { type: 'array', maxItems: 2, items: { $ref: '#/components/schemas/Item' } },
        nome: { type: 'string' },
        ref: { nullable: true, allOf: [{ $ref: '#/components/schemas/Item' }] },
      },
    },
  };
  const check = (value: unknown) => inspectAgainstSchema(value, schemas.Body, schemas);

  it('accepts null only where the schema says nullable', () => {
    expect(check({ itens: [{ id: 1, descricao: null }], ref: null })).toEqual([]);
    expect(check({ nome: null })).toEqual([{ field: 'nome', code: 'not_nullable', message: expect.any(String) }]);
    expect(check({ itens: [{ id: null }] })).toEqual([expect.objectContaining({ field: 'itens[0].id', code: 'not_nullable' })]);
  });

  it('refuses a null body and an array or scalar where an object is expected', () => {
    expect(check(null)).toEqual([expect.objectContaining({ code: 'invalid_type' })]);
    expect(check([])).toEqual([expect.objectContaining({ code: 'invalid_type' })]);
    expect(check({ itens: [[], 3] })).toEqual([
      expect.objectContaining({ field: 'itens[0]', code: 'invalid_type' }),
      expect.objectContaining({ field: 'itens[1]', code: 'invalid_type' }),
    ]);
  });

  it('refuses arrays longer than maxItems before looking inside them', () => {
    expect(check({ itens: [null, null, null] })).toEqual([expect.objectContaining({ field: 'itens', code: 'too_many_items' })]);
  });
});
