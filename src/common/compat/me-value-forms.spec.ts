import { ME_VALUE_FORM_FIELDS, meValueForms } from './me-value-forms';

describe("ME Eventos' value forms", () => {
  it('writes a boolean pago as "sim" / "nao", at any depth', () => {
    const entry = { id: 1, pago: true, parcelas: [{ id: 2, pago: false }], totais: { pago: 150.5 } };
    expect(meValueForms(entry)).toEqual({ id: 1, pago: 'sim', parcelas: [{ id: 2, pago: 'nao' }], totais: { pago: 150.5 } });
    expect(meValueForms([{ pago: false }, { pago: true }])).toEqual([{ pago: 'nao' }, { pago: 'sim' }]);
  });

  it('leaves every other value as it is: other booleans, numbers, null, pago already in ME form', () => {
    const value = { ativo: true, controle_estoque: false, valor: 10, datapagamento: null, nested: { pago: 'sim' }, list: [1, 'a', null] };
    expect(meValueForms(value)).toEqual(value);
    expect([true, 1, 'x', null, undefined].map(meValueForms)).toEqual([true, 1, 'x', null, undefined]);
  });

  it('is pure: the value given is not changed', () => {
    const entry = { pago: true, parcelas: [{ pago: true }] };
    const copy = structuredClone(entry);
    meValueForms(entry);
    expect(entry).toEqual(copy);
  });

  it('rewrites pago only', () => {
    expect(ME_VALUE_FORM_FIELDS).toEqual(['pago']);
  });
});
