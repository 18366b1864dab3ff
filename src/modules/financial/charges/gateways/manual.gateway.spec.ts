import { ManualGateway } from './manual.gateway';
import { ChargeRequest } from './payment-gateway';

const request = (over: Partial<ChargeRequest> = {}): ChargeRequest => ({
  entryId: 17,
  valor: '150.00',
  dataVencimento: '2026-12-10',
  forma: 'boleto',
  descricao: 'Parcela 1/3',
  customer: null,
  ...over,
});

/** Matches the GatewayError thrown with this code (and message). */
const gatewayError = (code: string, message?: RegExp) =>
  expect.objectContaining({ code, ...(message ? { message: expect.stringMatching(message) } : {}) });

describe('ManualGateway', () => {
  const gateway = new ManualGateway();

  describe('issue', () => {
    it('records the outside reference it is given, pendente, with nothing to hand to the payer', async () => {
      expect(await gateway.issue(request({ idExterno: ' BOL-2026-0042 ' }))).toEqual({
        idExterno: 'BOL-2026-0042',
        status: 'pendente',
        link: null,
        linhaDigitavel: null,
        pixCopiaECola: null,
      });
    });

    it('generates manual-<entryId>-<random> without a reference (or with a blank one), unique per call', async () => {
      const a = await gateway.issue(request());
      const b = await gateway.issue(request({ idExterno: '   ' }));
      expect(a.idExterno).toMatch(/^manual-17-[0-9a-f]{8}$/);
      expect(b.idExterno).toMatch(/^manual-17-[0-9a-f]{8}$/);
      expect(a.idExterno).not.toBe(b.idExterno);
    });

    it('needs no client, whatever the form', async () => {
      for (const forma of ['boleto', 'pix', 'cartao_credito'] as const) {
        expect((await gateway.issue(request({ forma, customer: null }))).status).toBe('pendente');
      }
    });
  });

  it('cancel does nothing and never fails', async () => {
    await expect(gateway.cancel()).resolves.toBeUndefined();
  });

  it('chargeRefOf is null: the return endpoint names the entry', () => {
    expect(gateway.chargeRefOf()).toBeNull();
  });

  describe('parseReturn', () => {
    it('a payment with value, date and event id', () => {
      const body = { status: 'paga', valor_pago: '150.00', data_pagamento: '2026-12-08', id_evento: 'extrato-881' };
      expect(gateway.parseReturn({}, body)).toEqual({
        eventId: 'extrato-881',
        idExterno: '',
        status: 'paga',
        valorPago: '150.00',
        dataPagamento: '2026-12-08',
        raw: body,
      });
    });

    it('accepts the paid value as a JSON number and normalises it to 2 places', () => {
      expect(gateway.parseReturn({}, { status: 'paga', valor_pago: 99.9 }).valorPago).toBe('99.90');
    });

    it('a payment without value or date leaves them null (the financial module fills them in)', () => {
      expect(gateway.parseReturn({}, { status: 'paga' })).toMatchObject({ valorPago: null, dataPagamento: null });
    });

    it.each(['cancelada', 'vencida', 'estornada'] as const)('status %s', (status) => {
      expect(gateway.parseReturn({}, { status })).toMatchObject({ status, valorPago: null, dataPagamento: null });
    });

    it('without id_evento every return is a new event (its own generated id)', () => {
      const a = gateway.parseReturn({}, { status: 'vencida' });
      const b = gateway.parseReturn({}, { status: 'vencida' });
      expect(a.eventId).toMatch(/^manual-[0-9a-f-]{36}$/);
      expect(a.eventId).not.toBe(b.eventId);
    });

    it('a numeric id_evento is kept as text, so a repeated return has the same id', () => {
      expect(gateway.parseReturn({}, { status: 'vencida', id_evento: 881 }).eventId).toBe('881');
    });

    it('is authenticated by the API token upstream: no header is needed', () => {
      expect(() => gateway.parseReturn({}, { status: 'cancelada' })).not.toThrow();
    });

    it.each<[string, unknown, RegExp]>([
      ['no body', undefined, /JSON object/],
      ['an array', [{ status: 'paga' }], /JSON object/],
      ['no status', {}, /status must be one of paga, cancelada, vencida, estornada/],
      ['status pendente', { status: 'pendente' }, /status must be one of/],
      ['an unknown status', { status: 'PAID' }, /status must be one of/],
      ['an unknown field', { status: 'paga', valor: '10.00' }, /unknown field valor/],
      ['a value on a cancellation', { status: 'cancelada', valor_pago: '10.00' }, /only with status paga/],
      ['a date on a refund', { status: 'estornada', data_pagamento: '2026-12-08' }, /only with status paga/],
      ['a zero value', { status: 'paga', valor_pago: '0.00' }, /valor_pago must be a positive amount/],
      ['a negative value', { status: 'paga', valor_pago: -5 }, /valor_pago must be a positive amount/],
      ['3 decimal places', { status: 'paga', valor_pago: '10.005' }, /at most 2 decimal places/],
      ['a value in words', { status: 'paga', valor_pago: 'dez' }, /valor_pago/],
      ['a value too large for the column', { status: 'paga', valor_pago: '10000000000.00' }, /valor_pago/],
      ['a date in Brazilian order', { status: 'paga', data_pagamento: '08/12/2026' }, /data_pagamento must be a date YYYY-MM-DD/],
      ['an impossible date', { status: 'paga', data_pagamento: '2026-02-30' }, /data_pagamento/],
      ['a timestamp', { status: 'paga', data_pagamento: '2026-12-08 10:00:00' }, /data_pagamento/],
      ['a blank id_evento', { status: 'paga', id_evento: '  ' }, /id_evento/],
      ['an overlong id_evento', { status: 'paga', id_evento: 'x'.repeat(101) }, /id_evento/],
    ])('rejects %s as invalid_payload naming the field', (_case, body, message) => {
      expect(() => gateway.parseReturn({}, body)).toThrow(gatewayError('invalid_payload', message));
    });
  });
});
