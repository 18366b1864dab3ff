import { ours } from '../../support/me-eventos';
import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { WebhookReceiver } from '../../support/webhook-receiver';

// The writes of clients, events and guests reach a configured webhook (DECISIONS: Notification
// kinds): one customer_created per created client, the resource as the view returns it.
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

it('delivers customer_created once per created client, then event_created, guest_created, customer_updated', async () => {
  const { accountId, token } = await t.newAccount();
  const path = `/resources-${accountId}`;
  await t.createWebhook(token, {
    url: receiver.url(path),
    events: ['customer_created', 'customer_updated', 'event_created', 'guest_created'],
  });
  const clients = (
    await t.request('POST', '/api/v1/clients', { token, body: [{ nome: 'Ana' }, { nome: 'Bia', documento: '529.982.247-25' }] })
  ).body.data;
  const event = (
    await t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa', data_evento: '2027-05-01', id_cliente: clients[0].id } })
  ).body.data;
  const guest = (await t.request('POST', '/api/v1/guests', { token, body: { id_evento: event.id, nome: 'Caio' } })).body.data;
  const updated = (await t.request('PUT', `/api/v1/clients/${clients[0].id}`, { token, body: { email: 'ana@example.com' } })).body.data;

  await receiver.waitForCount(5, path);
  const received = receiver.at(path).map((r) => r.json as { event: string; data: unknown[] });
  const byKind = (kind: string) => received.filter((r) => r.event === kind).map((r) => r.data);
  expect(byKind('customer_created')).toEqual(expect.arrayContaining([[clients[0]], [clients[1]]]));
  expect(byKind('customer_created')).toHaveLength(2);
  expect(byKind('event_created')).toEqual([[event]]);
  expect(byKind('guest_created')).toEqual([[ours(guest, 'guests')]]);
  expect(byKind('customer_updated')).toEqual([[updated]]);
});
