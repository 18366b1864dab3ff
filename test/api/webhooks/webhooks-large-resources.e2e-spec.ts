import { notificationsOf } from '../../support/db-probes';
import { orderFactories } from '../../support/order-factories';
import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { WebhookReceiver } from '../../support/webhook-receiver';

/**
 * A resource whose notification would be over 256 KiB (an order with hundreds of long items) is
 * never dropped: it arrives in parts, each a body under the limit that repeats the order's
 * identifiers with a slice of `itens` and says which part of how many it is.
 */
let t: WebhookTestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await startWebhookApp();
  receiver = await WebhookReceiver.start();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
}, 60_000);

const LIMIT = 256 * 1024;
const ITEMS = 300;
const longText = (i: number) =>
  `Item ${i}: ${'Mesa posta com toalha de linho, sousplat dourado e arranjo de flores do campo — '.repeat(25)}`.slice(0, 2000);

interface OrderPart {
  idpedido: number;
  id_evento: number;
  numero: string;
  sequencial: number;
  id_cliente: number | null;
  datacadastro: string;
  itens: { id: number; descricao: string | null }[];
  parte: number;
  partes: number;
}

/** Waits for every notification of `kind` the account recorded, and returns their bodies in part order. */
async function receivedParts(
  accountId: number,
  path: string,
  kind: string,
): Promise<{ bytes: number; event: string; data: OrderPart[] }[]> {
  const recorded = (await notificationsOf(t, accountId)).filter((n) => n.event === kind);
  expect(recorded.length).toBeGreaterThanOrEqual(2);
  await receiver.waitForCount(recorded.length, path, 60_000);
  return receiver
    .at(path)
    .map((r) => ({ bytes: Buffer.byteLength(r.body), event: r.json.event, data: r.json.data }))
    .sort((a, b) => a.data[0].parte - b.data[0].parte);
}

/** Each body under the limit, one part each, all with the order's identifiers and markers 1..N of N; returns the items reassembled. */
function reassemble(
  bodies: { bytes: number; event: string; data: OrderPart[] }[],
  kind: string,
  order: Omit<OrderPart, 'itens' | 'parte' | 'partes'>,
) {
  bodies.forEach((body, i) => {
    expect(body.bytes).toBeLessThanOrEqual(LIMIT);
    expect(body.event).toBe(kind);
    expect(body.data).toHaveLength(1);
    const { itens, ...rest } = body.data[0];
    expect(rest).toEqual({ ...order, parte: i + 1, partes: bodies.length });
    expect(itens.length).toBeGreaterThan(0);
  });
  return bodies.flatMap((b) => b.data[0].itens);
}

describe('a notification of a resource over 256 KiB', () => {
  it(`order_created and order_deleted of an order of ${ITEMS} long items arrive in parts that give back every item`, async () => {
    const { accountId, token } = await t.newAccount();
    await t.createWebhook(token, { url: receiver.url(`/created-${accountId}`), events: ['order_created'] });
    await t.createWebhook(token, { url: receiver.url(`/deleted-${accountId}`), events: ['order_deleted'] });
    const f = orderFactories(t, accountId);
    const event = await f.event();
    const product = await f.product();
    const itens = Array.from({ length: ITEMS }, (_, i) => ({ id_produto: product.id, descricao: longText(i + 1) }));

    const created = await t.request('POST', '/api/v1/orders', { token, body: { id_evento: event.id, itens } });
    expect(created.status).toBe(201);
    const itemIds: number[] = created.body.data.itens.map((i: { id: number }) => i.id);
    expect(itemIds).toHaveLength(ITEMS);

    const createdParts = await receivedParts(accountId, `/created-${accountId}`, 'order_created');
    // The identifiers of the order as the first part carries them; every part must repeat them.
    const { itens: _itens, parte: _parte, partes: _partes, ...identifiers } = createdParts[0].data[0];
    expect(identifiers).toMatchObject({
      idpedido: created.body.data.idpedido,
      id_evento: event.id,
      numero: created.body.data.numero,
      sequencial: created.body.data.sequencial,
      datacadastro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const createdItems = reassemble(createdParts, 'order_created', identifiers);
    expect(createdItems.map((i) => i.id)).toEqual(itemIds);
    expect(createdItems.map((i) => i.descricao)).toEqual(itens.map((i) => i.descricao));

    const deleted = await t.request('DELETE', `/api/v1/orders/${created.body.data.idpedido}`, { token });
    expect(deleted.status).toBe(200);
    const deletedParts = await receivedParts(accountId, `/deleted-${accountId}`, 'order_deleted');
    const deletedItems = reassemble(deletedParts, 'order_deleted', identifiers);
    expect(deletedItems).toEqual(createdItems);
  }, 180_000);
});
