import { asaasChargeRef, chargeStatusOf, parseAsaasEvent, sameSecret, verifyAsaasToken } from './asaas-events';

const payment = (over: Record<string, unknown> = {}) => ({
  object: 'payment',
  id: 'pay_080225913252',
  status: 'RECEIVED',
  value: 150,
  netValue: 148.01,
  billingType: 'BOLETO',
  dueDate: '2026-12-10',
  paymentDate: '2026-12-09',
  clientPaymentDate: '2026-12-08',
  externalReference: '42',
  ...over,
});
const body = (event: string, over: Record<string, unknown> = {}, paymentOver: Record<string, unknown> = {}) => ({
  id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
  event,
  dateCreated: '2026-12-09 16:45:03',
  payment: payment(paymentOver),
  ...over,
});

/** Matches the GatewayError thrown with this code (and message). */
const gatewayError = (code: string, message?: RegExp) =>
  expect.objectContaining({ code, ...(message ? { message: expect.stringMatching(message) } : {}) });

describe('parseAsaasEvent: Asaas events to charge statuses', () => {
  it.each([
    ['PAYMENT_RECEIVED', 'RECEIVED'],
    ['PAYMENT_CONFIRMED', 'CONFIRMED'],
    ['PAYMENT_RECEIVED', 'RECEIVED_IN_CASH'],
  ])('%s (payment %s) is paga with the paid value and the day the customer paid', (event, status) => {
    const parsed = parseAsaasEvent(body(event, {}, { status }));
    expect(parsed).toEqual({
      eventId: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
      idExterno: 'pay_080225913252',
      status: 'paga',
      valorPago: '150.00',
      dataPagamento: '2026-12-08',
      raw: body(event, {}, { status }),
      // The payment itself, for a return about a payment no charge records yet (found by its reference).
      payment: {
        idExterno: 'pay_080225913252',
        reference: '42',
        status: 'paga',
        valor: '150.00',
        dataVencimento: '2026-12-10',
        link: null,
        dataPagamento: '2026-12-08',
      },
    });
  });

  it.each([
    ['PAYMENT_OVERDUE', 'vencida'],
    ['PAYMENT_DELETED', 'cancelada'],
    ['PAYMENT_REFUNDED', 'estornada'],
    ['PAYMENT_CREATED', 'pendente'],
    ['PAYMENT_RESTORED', 'pendente'],
  ])('%s sets %s with no paid value or date', (event, status) => {
    const parsed = parseAsaasEvent(body(event, {}, { status: 'PENDING' }));
    expect(parsed).toMatchObject({ status, valorPago: null, dataPagamento: null, idExterno: 'pay_080225913252' });
  });

  it('a payment restored (or a cash receipt undone) after its due date is vencida again', () => {
    expect(parseAsaasEvent(body('PAYMENT_RESTORED', {}, { status: 'OVERDUE' }))?.status).toBe('vencida');
    expect(parseAsaasEvent(body('PAYMENT_RECEIVED_IN_CASH_UNDONE', {}, { status: 'OVERDUE' }))?.status).toBe('vencida');
    expect(parseAsaasEvent(body('PAYMENT_RECEIVED_IN_CASH_UNDONE', {}, { status: 'PENDING' }))?.status).toBe('pendente');
  });

  it.each([
    'PAYMENT_UPDATED',
    'PAYMENT_BANK_SLIP_VIEWED',
    'PAYMENT_CHECKOUT_VIEWED',
    'PAYMENT_AWAITING_RISK_ANALYSIS',
    'PAYMENT_PARTIALLY_REFUNDED',
    'PAYMENT_CHARGEBACK_REQUESTED',
    'PAYMENT_ANTICIPATED',
    'TRANSFER_DONE',
    'toString',
  ])('%s concerns no charge status: null (acknowledged and ignored)', (event) => {
    expect(parseAsaasEvent(body(event))).toBeNull();
  });

  it('an ignored event needs no payment object', () => {
    expect(parseAsaasEvent({ id: 'evt_1', event: 'TRANSFER_CREATED', transfer: { id: 'tra_1' } })).toBeNull();
  });

  it('the paid value is the payment value, not the net value after fees, with 2 places', () => {
    expect(parseAsaasEvent(body('PAYMENT_RECEIVED', {}, { value: 99.9, netValue: 97.91 }))?.valorPago).toBe('99.90');
  });

  it('the payment date falls back to paymentDate, then confirmedDate, then the event day', () => {
    expect(parseAsaasEvent(body('PAYMENT_RECEIVED', {}, { clientPaymentDate: null }))?.dataPagamento).toBe('2026-12-09');
    expect(
      parseAsaasEvent(body('PAYMENT_CONFIRMED', {}, { clientPaymentDate: null, paymentDate: null, confirmedDate: '2026-12-07' }))
        ?.dataPagamento,
    ).toBe('2026-12-07');
    expect(
      parseAsaasEvent(body('PAYMENT_CONFIRMED', { dateCreated: '2026-12-06 23:59:59' }, { clientPaymentDate: null, paymentDate: null }))
        ?.dataPagamento,
    ).toBe('2026-12-06');
  });

  it('reads a body still in JSON text (string or Buffer)', () => {
    const text = JSON.stringify(body('PAYMENT_OVERDUE'));
    expect(parseAsaasEvent(text)?.status).toBe('vencida');
    expect(parseAsaasEvent(Buffer.from(text))?.status).toBe('vencida');
  });

  it.each<[string, unknown]>([
    ['not an object', 'PAYMENT_RECEIVED'],
    ['not JSON', '{"id": '],
    ['an array', [body('PAYMENT_RECEIVED')]],
    ['null', null],
    ['without an event id', { ...body('PAYMENT_RECEIVED'), id: undefined }],
    ['with a blank event id', { ...body('PAYMENT_RECEIVED'), id: '  ' }],
    ['without an event name', { ...body('PAYMENT_RECEIVED'), event: undefined }],
    ['with a numeric event name', { ...body('PAYMENT_RECEIVED'), event: 7 }],
    ['without payment', { ...body('PAYMENT_RECEIVED'), payment: undefined }],
    ['without payment.id', body('PAYMENT_OVERDUE', {}, { id: undefined })],
    ['paid without value', body('PAYMENT_RECEIVED', {}, { value: undefined })],
    ['paid with a negative value', body('PAYMENT_RECEIVED', {}, { value: -10 })],
    ['paid with a value in words', body('PAYMENT_RECEIVED', {}, { value: 'cem' })],
    [
      'paid without any date',
      body('PAYMENT_RECEIVED', { dateCreated: undefined }, { clientPaymentDate: null, paymentDate: null, confirmedDate: null }),
    ],
    ['paid on an impossible date', body('PAYMENT_RECEIVED', { dateCreated: 'x' }, { clientPaymentDate: '2026-02-30', paymentDate: null })],
  ])('a malformed body (%s) is invalid_payload', (_case, input) => {
    expect(() => parseAsaasEvent(input)).toThrow(gatewayError('invalid_payload'));
  });
});

describe('chargeStatusOf: Asaas payment statuses', () => {
  it.each([
    ['PENDING', 'pendente'],
    ['AWAITING_RISK_ANALYSIS', 'pendente'],
    ['OVERDUE', 'vencida'],
    ['RECEIVED', 'paga'],
    ['CONFIRMED', 'paga'],
    ['RECEIVED_IN_CASH', 'paga'],
    ['REFUNDED', 'estornada'],
    ['REFUND_REQUESTED', null],
    ['CHARGEBACK_REQUESTED', null],
    [undefined, null],
  ])('%s → %s', (asaas, ours) => {
    expect(chargeStatusOf(asaas)).toBe(ours);
  });
});

describe('verifyAsaasToken: the asaas-access-token header', () => {
  const settings = { webhookToken: 'whk-secret-1-of-32-characters-at-least' };

  it('accepts the configured token', () => {
    expect(() => verifyAsaasToken({ 'asaas-access-token': 'whk-secret-1-of-32-characters-at-least' }, settings)).not.toThrow();
  });

  it('finds the header whatever its case', () => {
    expect(() => verifyAsaasToken({ 'Asaas-Access-Token': 'whk-secret-1-of-32-characters-at-least' }, settings)).not.toThrow();
  });

  it.each<[string, Record<string, string | string[] | undefined>]>([
    ['missing', {}],
    ['empty', { 'asaas-access-token': '' }],
    ['wrong', { 'asaas-access-token': 'whk-secret-2-of-32-characters-at-least' }],
    ['a prefix of the token', { 'asaas-access-token': 'whk-secret-1-of-32-characters' }],
    ['the token with more after it', { 'asaas-access-token': 'whk-secret-1-of-32-characters-at-least ' }],
    ['sent twice', { 'asaas-access-token': ['whk-secret-1-of-32-characters-at-least', 'whk-secret-1-of-32-characters-at-least'] }],
    ['in another header', { access_token: 'whk-secret-1-of-32-characters-at-least' }],
  ])('refuses a token that is %s (unauthorized)', (_case, headers) => {
    expect(() => verifyAsaasToken(headers, settings)).toThrow(gatewayError('unauthorized'));
  });

  it('refuses every return when the configured token is shorter than 32 characters or the documented example (set before the rule)', () => {
    for (const webhookToken of ['curto', 'x'.repeat(31), 'um-segredo-longo-e-aleatorio']) {
      expect(() => verifyAsaasToken({ 'asaas-access-token': webhookToken }, { webhookToken })).toThrow(
        gatewayError('unauthorized', /no Asaas webhook token is configured/),
      );
    }
    const exact = 'x'.repeat(32);
    expect(() => verifyAsaasToken({ 'asaas-access-token': exact }, { webhookToken: exact })).not.toThrow();
  });

  it('refuses every return when the account configured no token (fails closed)', () => {
    for (const webhookToken of [undefined, null, '']) {
      expect(() => verifyAsaasToken({ 'asaas-access-token': '' }, { webhookToken })).toThrow(
        gatewayError('unauthorized', /no Asaas webhook token is configured/),
      );
    }
  });

  it('never repeats the expected token in its message', () => {
    expect(() => verifyAsaasToken({ 'asaas-access-token': 'nope' }, settings)).toThrow(
      gatewayError('unauthorized', /^((?!whk-secret-1-of-32-characters-at-least).)*$/),
    );
  });
});

describe('sameSecret', () => {
  it('compares whole values of any length', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', 'a')).toBe(false);
    expect(sameSecret('ção', 'ção')).toBe(true);
  });
});

describe('asaasChargeRef: the payment a body names, before authentication', () => {
  it('is payment.id', () => {
    expect(asaasChargeRef(body('PAYMENT_RECEIVED'))).toBe('pay_080225913252');
    expect(asaasChargeRef(JSON.stringify(body('PAYMENT_RECEIVED')))).toBe('pay_080225913252');
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['text that is not JSON', 'oops'],
    ['no payment', { id: 'evt_1', event: 'TRANSFER_DONE' }],
    ['a payment without id', { payment: { object: 'payment' } }],
    ['a numeric payment id', { payment: { id: 12 } }],
  ])('is null with %s (never throws)', (_case, input) => {
    expect(asaasChargeRef(input)).toBeNull();
  });
});
