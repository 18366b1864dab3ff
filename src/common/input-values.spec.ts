import type { SchemaNode } from './input-guard';
import { meBoolean, normalizeInputValues, normalizeQueryValues } from './input-values';

describe('values as ME Eventos writes them', () => {
  it('reads "sim" and "nao" as booleans, nothing else', () => {
    expect(['sim', 'nao', 'Sim', 'não', 'true', 'false', '1', ''].map(meBoolean)).toEqual([
      true,
      false,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('turns "sim"/"nao" into booleans only where the body schema documents a boolean', () => {
    const schema: SchemaNode = { type: 'object', properties: { pago: { type: 'boolean' }, nome: { type: 'string' } } };
    const yes = { pago: 'sim', nome: 'sim' };
    const no = { pago: 'nao' };
    const other = { pago: 'talvez' };
    const asText = { pago: 'true' };
    for (const body of [yes, no, other, asText]) normalizeInputValues(body, schema, {});
    expect([yes, no, other, asText]).toEqual([{ pago: true, nome: 'sim' }, { pago: false }, { pago: 'talvez' }, { pago: 'true' }]);
  });

  it('turns ?pago=sim into true where the query declares a boolean, and leaves text parameters alone', () => {
    const query: Record<string, unknown> = { pago: 'sim', ativo: 'nao', search: 'sim', other: 'talvez' };
    normalizeQueryValues(query, { text: new Set(['search']), boolean: new Set(['pago', 'ativo', 'other']) });
    expect(query).toEqual({ pago: true, ativo: false, search: 'sim', other: 'talvez' });
  });
});
