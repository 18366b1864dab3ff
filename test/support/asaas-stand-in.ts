import { randomBytes, randomInt } from 'node:crypto';
import { createServer, IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

import { dateInZone, timestampInZone } from '../../src/common/dates';

/**
 * A local stand-in for the Asaas API v3 (https://docs.asaas.com), on 127.0.0.1 with a free port:
 * the part of it the Asaas gateway uses, answering with the documented status codes, bodies and
 * error shapes. Point the gateway at it with `ASAAS_BASE_URL=<standIn.baseUrl>` (or the
 * account's base URL) and the key `AsaasStandIn.API_KEY`.
 *
 *   POST   /v3/customers                          create a customer (name and cpfCnpj required)
 *   GET    /v3/customers?cpfCnpj=&externalReference=   list customers (`{ object: "list", data }`)
 *   GET    /v3/payments?customer=&externalReference=&billingType=&status=   list payments (removed ones left out)
 *
 * It stands for the operator's Asaas (`ASAAS_BASE_URL`); a second one started on another port
 * stands for an address a tenant might name, to prove the key never goes there.
 *   POST   /v3/payments                           create a payment (BOLETO / PIX / CREDIT_CARD / UNDEFINED)
 *   GET    /v3/payments/{id}/identificationField  the boleto line (`identificationField`, `barCode`)
 *   GET    /v3/payments/{id}/pixQrCode            the PIX QR code (`encodedImage`, `payload`)
 *   DELETE /v3/payments/{id}                      remove a payment (`{ deleted: true, id }`)
 *
 * As Asaas does: 401 without the right `access_token` header; 400 with
 * `{ errors: [{ code, description }] }` for invalid fields (every problem listed); 404 for an
 * unknown or removed payment; 403 for a GET that carries a body. Every request is recorded in
 * `requests`; `fail()` scripts a 5xx, a slow answer, a dropped connection or a lost answer; `webhook()`
 * builds the body Asaas would post for an event (and moves the payment to that event's status).
 */

export interface StandInRequest {
  method: string;
  /** Without the query string, e.g. `/v3/payments`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
}

export interface StandInFault {
  /** Answer this status (with an Asaas-like error body) instead of handling the request. */
  status?: number;
  /** Wait this long before answering (the answer is the normal one unless `status` is set). */
  delayMs?: number;
  /** Destroy the connection without answering. */
  hangUp?: boolean;
  /** Carry the request out, then destroy the connection: the caller never learns it worked. */
  dropAnswer?: boolean;
  /** Only requests this accepts (default: any). */
  match?: (request: StandInRequest) => boolean;
  /** How many matching requests it applies to (default 1; `Infinity` for all). */
  times?: number;
}

export type AsaasPaymentStatus =
  'PENDING' | 'RECEIVED' | 'CONFIRMED' | 'OVERDUE' | 'REFUNDED' | 'RECEIVED_IN_CASH' | 'REFUND_REQUESTED' | 'AWAITING_RISK_ANALYSIS';

export interface AsaasCustomer {
  object: 'customer';
  id: string;
  dateCreated: string;
  name: string;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  cpfCnpj: string;
  personType: 'FISICA' | 'JURIDICA';
  deleted: boolean;
  externalReference: string | null;
  notificationDisabled: boolean;
}

export interface AsaasPayment {
  object: 'payment';
  id: string;
  dateCreated: string;
  customer: string;
  dueDate: string;
  originalDueDate: string;
  value: number;
  netValue: number;
  description: string | null;
  externalReference: string | null;
  billingType: 'BOLETO' | 'PIX' | 'CREDIT_CARD' | 'UNDEFINED';
  status: AsaasPaymentStatus;
  confirmedDate: string | null;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  invoiceUrl: string;
  bankSlipUrl: string | null;
  invoiceNumber: string;
  nossoNumero: string | null;
  deleted: boolean;
  anticipated: boolean;
  postalService: boolean;
}

export interface AsaasWebhookBody {
  id: string;
  event: string;
  dateCreated: string;
  payment: Partial<AsaasPayment> & { object: 'payment'; id: string };
}

const BILLING_TYPES = ['BOLETO', 'PIX', 'CREDIT_CARD', 'UNDEFINED'] as const;
const SETTLED: AsaasPaymentStatus[] = ['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH'];
const today = () => dateInZone(new Date());
const round2 = (n: number) => Math.round(n * 100) / 100;
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const alnum = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[randomInt(62)]).join('');

/** The body of an Asaas webhook for `event` about `payment` (fields not given are left out). */
export function asaasWebhookBody(
  event: string,
  payment: Partial<AsaasPayment> & { id: string },
  options: { id?: string; dateCreated?: string } = {},
): AsaasWebhookBody {
  return {
    id: options.id ?? `evt_${randomBytes(16).toString('hex')}&${digits(9)}`,
    event,
    dateCreated: options.dateCreated ?? timestampInZone(new Date()),
    payment: { object: 'payment', ...payment },
  };
}

export class AsaasStandIn {
  /** The key the stand-in accepts unless started with another (a sandbox-looking one). */
  static readonly API_KEY = '$aact_hmlg_000stand-in-key';

  readonly requests: StandInRequest[] = [];
  readonly customers = new Map<string, AsaasCustomer>();
  readonly payments = new Map<string, AsaasPayment>();
  private faults: (StandInFault & { left: number })[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private customerSeq = 5_219_613;

  private constructor(
    private readonly server: Server,
    readonly apiKey: string,
  ) {}

  static async start(options: { apiKey?: string } = {}): Promise<AsaasStandIn> {
    const server = createServer();
    const standIn = new AsaasStandIn(server, options.apiKey ?? AsaasStandIn.API_KEY);
    server.on('connection', (socket) => {
      standIn.sockets.add(socket);
      socket.on('close', () => standIn.sockets.delete(socket));
    });
    server.on('request', (req, res) => standIn.receive(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  /** `http://127.0.0.1:<port>/v3`, the value for `ASAAS_BASE_URL`. */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v3`;
  }

  /** Registers a customer as if made at Asaas by other means (its panel, another system). */
  addCustomer(fields: Partial<AsaasCustomer> & { cpfCnpj: string }): AsaasCustomer {
    const customer: AsaasCustomer = {
      object: 'customer',
      id: `cus_${String(++this.customerSeq).padStart(12, '0')}`,
      dateCreated: today(),
      name: 'Cliente Asaas',
      email: null,
      phone: null,
      mobilePhone: null,
      personType: fields.cpfCnpj.length === 11 ? 'FISICA' : 'JURIDICA',
      deleted: false,
      externalReference: null,
      notificationDisabled: false,
      ...fields,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** Scripts the next matching request(s): a status, a delay, a dropped connection or a lost answer. */
  fail(fault: StandInFault): void {
    this.faults.push({ ...fault, left: fault.times ?? 1 });
  }

  /** The recorded requests with this method whose path matches. */
  requestsTo(method: string, path: string | RegExp): StandInRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  /** The payments not removed, optionally only those whose `externalReference` starts with `prefix`. */
  livePayments(prefix?: string): AsaasPayment[] {
    return [...this.payments.values()].filter(
      (p) => !p.deleted && (prefix === undefined || (p.externalReference ?? '').startsWith(prefix)),
    );
  }

  /** Forgets the scripted faults only. */
  clearFaults(): void {
    this.faults = [];
  }

  /** Forgets recorded requests, scripted faults, customers and payments. */
  reset(): void {
    this.requests.length = 0;
    this.faults = [];
    this.customers.clear();
    this.payments.clear();
  }

  /**
   * The body Asaas posts to the webhook for `event` about a payment the stand-in holds, after
   * moving the payment to what the event means (PAYMENT_RECEIVED: RECEIVED and paid today,
   * PAYMENT_DELETED: removed, …), then applying `changes` (a paid value or day of the test's own).
   */
  webhook(event: string, paymentId: string, changes: Partial<AsaasPayment> = {}, options: { id?: string } = {}): AsaasWebhookBody {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`the stand-in holds no payment ${paymentId}`);
    const day = today();
    switch (event) {
      case 'PAYMENT_CREATED':
        break;
      case 'PAYMENT_CONFIRMED':
        Object.assign(payment, { status: 'CONFIRMED', confirmedDate: day, clientPaymentDate: day });
        break;
      case 'PAYMENT_RECEIVED':
        Object.assign(payment, {
          status: 'RECEIVED',
          confirmedDate: payment.confirmedDate ?? day,
          paymentDate: day,
          clientPaymentDate: payment.clientPaymentDate ?? day,
        });
        break;
      case 'PAYMENT_OVERDUE':
        payment.status = 'OVERDUE';
        break;
      case 'PAYMENT_DELETED':
        payment.deleted = true;
        break;
      case 'PAYMENT_RESTORED':
        Object.assign(payment, { deleted: false, status: payment.dueDate < day ? 'OVERDUE' : 'PENDING' });
        break;
      case 'PAYMENT_REFUNDED':
        payment.status = 'REFUNDED';
        break;
      case 'PAYMENT_RECEIVED_IN_CASH_UNDONE':
        Object.assign(payment, {
          status: payment.dueDate < day ? 'OVERDUE' : 'PENDING',
          paymentDate: null,
          clientPaymentDate: null,
          confirmedDate: null,
        });
        break;
      default:
        break;
    }
    Object.assign(payment, changes);
    return asaasWebhookBody(event, { ...payment }, options);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private receive(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body === '' ? undefined : JSON.parse(body);
      } catch {
        json = undefined;
      }
      const request: StandInRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        json,
      };
      this.requests.push(request);

      const fault = this.faults.find((f) => f.left > 0 && (!f.match || f.match(request)));
      if (fault) fault.left -= 1;
      const reply = () => {
        if (fault?.hangUp) return void req.socket.destroy();
        if (fault?.status) {
          return write(res, {
            status: fault.status,
            json: { errors: [{ code: 'internal_error', description: `Simulated failure (HTTP ${fault.status}).` }] },
          });
        }
        const answer = this.handle(request);
        // The request took effect; only its answer is lost on the way back.
        if (fault?.dropAnswer) return void req.socket.destroy();
        write(res, answer);
      };
      if (fault?.delayMs) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          reply();
        }, fault.delayMs);
        this.timers.add(timer);
      } else {
        reply();
      }
    });
  }

  private handle(request: StandInRequest): Answer {
    const { method, path } = request;
    if (request.headers.access_token !== this.apiKey) {
      // Missing, wrong, or from the other environment: 401 whatever the route.
      return { status: 401, json: { errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida.' }] } };
    }
    if (method === 'GET' && request.body !== '') {
      return { status: 403, html: '<html><body><h1>403 Forbidden</h1></body></html>' };
    }
    let m: RegExpMatchArray | null;
    if (path === '/v3/customers' && method === 'POST') return this.createCustomer(request);
    if (path === '/v3/customers' && method === 'GET') return this.listCustomers(request);
    if (path === '/v3/payments' && method === 'POST') return this.createPayment(request);
    if (path === '/v3/payments' && method === 'GET') return this.listPayments(request);
    if ((m = path.match(/^\/v3\/payments\/([^/]+)\/identificationField$/)) && method === 'GET') return this.boletoLine(m[1]);
    if ((m = path.match(/^\/v3\/payments\/([^/]+)\/pixQrCode$/)) && method === 'GET') return this.pixQrCode(m[1]);
    if ((m = path.match(/^\/v3\/payments\/([^/]+)$/)) && method === 'DELETE') return this.removePayment(m[1]);
    return { status: 404 };
  }

  private createCustomer(request: StandInRequest): Answer {
    const body = (request.json ?? {}) as Record<string, unknown>;
    const errors: AsaasError[] = [];
    if (typeof body.name !== 'string' || body.name.trim() === '') errors.push(['invalid_name', 'O campo name deve ser informado.']);
    const cpfCnpj = typeof body.cpfCnpj === 'string' ? body.cpfCnpj.replace(/[^0-9A-Z]/g, '') : '';
    if (cpfCnpj === '') errors.push(['invalid_cpfCnpj', 'O campo cpfCnpj deve ser informado.']);
    else if (cpfCnpj.length !== 11 && cpfCnpj.length !== 14) errors.push(['invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.']);
    if (errors.length > 0) return invalid(errors);
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null);
    const customer = this.addCustomer({
      name: String(body.name),
      cpfCnpj,
      email: text('email'),
      phone: text('phone'),
      mobilePhone: text('mobilePhone'),
      externalReference: text('externalReference'),
      notificationDisabled: body.notificationDisabled === true,
    });
    return ok(customer);
  }

  private listCustomers(request: StandInRequest): Answer {
    const { cpfCnpj, externalReference } = request.query;
    const all = [...this.customers.values()].filter(
      (c) =>
        !c.deleted &&
        (cpfCnpj === undefined || c.cpfCnpj === cpfCnpj.replace(/[^0-9A-Z]/g, '')) &&
        (externalReference === undefined || c.externalReference === externalReference),
    );
    return listPage(request, all);
  }

  private listPayments(request: StandInRequest): Answer {
    const { customer, externalReference, billingType, status } = request.query;
    const all = [...this.payments.values()].filter(
      (p) =>
        !p.deleted &&
        (customer === undefined || p.customer === customer) &&
        (externalReference === undefined || p.externalReference === externalReference) &&
        (billingType === undefined || p.billingType === billingType) &&
        (status === undefined || p.status === status),
    );
    return listPage(request, all);
  }

  private createPayment(request: StandInRequest): Answer {
    const body = (request.json ?? {}) as Record<string, unknown>;
    const errors: AsaasError[] = [];
    const customer = typeof body.customer === 'string' ? this.customers.get(body.customer) : undefined;
    if (body.customer === undefined) errors.push(['invalid_customer', 'O campo customer deve ser informado.']);
    else if (!customer || customer.deleted) errors.push(['invalid_customer', 'Customer inválido ou não informado.']);
    const billingType = body.billingType as AsaasPayment['billingType'];
    if (!BILLING_TYPES.includes(billingType)) errors.push(['invalid_billingType', 'Informe uma forma de pagamento válida.']);
    if (body.value === undefined || body.value === null) errors.push(['invalid_value', 'O campo value deve ser informado.']);
    else if (typeof body.value !== 'number' || !(body.value > 0))
      errors.push(['invalid_value', 'O valor da cobrança deve ser maior que zero.']);
    const dueDate = body.dueDate;
    if (dueDate === undefined || dueDate === null || dueDate === '')
      errors.push(['invalid_dueDate', 'O campo dueDate deve ser informado.']);
    else if (typeof dueDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dueDate))
      errors.push(['invalid_dueDate', 'Data de vencimento inválida.']);
    else if (dueDate < today()) errors.push(['invalid_dueDate', 'A data de vencimento não pode ser inferior à data atual.']);
    if (errors.length > 0) return invalid(errors);

    const value = body.value as number;
    const fee = billingType === 'CREDIT_CARD' ? value * 0.0299 + 0.49 : 1.99;
    const number = digits(12);
    const payment: AsaasPayment = {
      object: 'payment',
      id: `pay_${alnum(16)}`,
      dateCreated: today(),
      customer: customer!.id,
      dueDate: dueDate as string,
      originalDueDate: dueDate as string,
      value,
      netValue: round2(Math.max(value - fee, 0)),
      description: typeof body.description === 'string' ? body.description : null,
      externalReference: typeof body.externalReference === 'string' ? body.externalReference : null,
      billingType,
      status: 'PENDING',
      confirmedDate: null,
      paymentDate: null,
      clientPaymentDate: null,
      invoiceUrl: `https://sandbox.asaas.com/i/${number}`,
      bankSlipUrl: billingType === 'BOLETO' || billingType === 'UNDEFINED' ? `https://sandbox.asaas.com/b/pdf/${number}` : null,
      invoiceNumber: digits(8),
      nossoNumero: billingType === 'BOLETO' || billingType === 'UNDEFINED' ? digits(7) : null,
      deleted: false,
      anticipated: false,
      postalService: false,
    };
    this.payments.set(payment.id, payment);
    return ok(payment);
  }

  private livePayment(id: string): AsaasPayment | Answer {
    const payment = this.payments.get(id);
    if (payment && !payment.deleted) return payment;
    return { status: 404, json: { errors: [{ code: 'invalid_object', description: `Cobrança ${id} não encontrada.` }] } };
  }

  private boletoLine(id: string): Answer {
    const payment = this.livePayment(id);
    if (!('object' in payment)) return payment;
    if (payment.billingType !== 'BOLETO' && payment.billingType !== 'UNDEFINED') {
      return invalid([['invalid_billingType', 'A linha digitável está disponível apenas para cobranças por boleto.']]);
    }
    const cents = String(Math.round(payment.value * 100)).padStart(10, '0');
    return ok({
      // 47 digits, the amount in cents at the end as on a real line.
      identificationField: `23793381286${digits(26)}${cents}`,
      nossoNumero: payment.nossoNumero,
      barCode: `2379${digits(30)}${cents}`,
    });
  }

  private pixQrCode(id: string): Answer {
    const payment = this.livePayment(id);
    if (!('object' in payment)) return payment;
    if (payment.billingType === 'CREDIT_CARD') {
      return invalid([['invalid_billingType', 'O QR Code Pix não está disponível para cobranças por cartão de crédito.']]);
    }
    const amount = payment.value.toFixed(2);
    const payload =
      `00020101021226820014br.gov.bcb.pix2560pix-h.asaas.com/qr/cobv/${payment.id}` +
      `52040000530398654${String(amount.length).padStart(2, '0')}${amount}5802BR5914ASAAS STANDIN6009SAO PAULO62070503***6304${digits(4)}`;
    return ok({
      encodedImage: Buffer.from(`qr:${payment.id}`).toString('base64'),
      payload,
      expirationDate: `${Number(payment.dueDate.slice(0, 4)) + 1}${payment.dueDate.slice(4)} 23:59:59`,
    });
  }

  private removePayment(id: string): Answer {
    const payment = this.livePayment(id);
    if (!('object' in payment)) return payment;
    if (SETTLED.includes(payment.status)) {
      return invalid([['invalid_action', 'Não é possível remover uma cobrança já recebida ou confirmada.']]);
    }
    payment.deleted = true;
    return ok({ deleted: true, id });
  }
}

type AsaasError = [code: string, description: string];
interface Answer {
  status: number;
  json?: unknown;
  html?: string;
}

const ok = (json: unknown): Answer => ({ status: 200, json });

/** One page of a list as Asaas pages them (`offset`, `limit` up to 100, 10 by default). */
function listPage(request: StandInRequest, all: unknown[]): Answer {
  const offset = Number(request.query.offset ?? 0) || 0;
  const limit = Math.min(Number(request.query.limit ?? 10) || 10, 100);
  const data = all.slice(offset, offset + limit);
  return ok({ object: 'list', hasMore: offset + data.length < all.length, totalCount: all.length, limit, offset, data });
}
const invalid = (errors: AsaasError[]): Answer => ({
  status: 400,
  json: { errors: errors.map(([code, description]) => ({ code, description })) },
});

function write(res: ServerResponse, answer: Answer): void {
  if (answer.html !== undefined) {
    res.writeHead(answer.status, { 'content-type': 'text/html' });
    return void res.end(answer.html);
  }
  if (answer.json === undefined) {
    res.writeHead(answer.status);
    return void res.end();
  }
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.json));
}
