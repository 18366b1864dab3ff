import { startWebhookApp, WebhookTestApp } from '../support/webhook-app';
import { WebhookReceiver } from '../support/webhook-receiver';

// customer_anonymized reaches the account's receivers subscribed to it, once per anonymisation
// (after the commit, as every kind), with nothing personal in it.
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

it('delivers customer_anonymized for a client and for a guest, once each, carrying only their IDs', async () => {
  const { accountId, token } = await t.newAccount();
  const path = `/anonymized-${accountId}`;
  await t.createWebhook(token, { url: receiver.url(path), events: ['customer_anonymized'] });
  const client = (
    await t.request('POST', '/api/v1/clients', {
      token,
      body: { nome: 'Lívia Andrade', documento: '390.533.447-05', email: 'livia@example.com' },
    })
  ).body.data[0];
  const event = (
    await t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa', data_evento: '2027-05-01', id_cliente: client.id } })
  ).body.data;
  const guest = (await t.request('POST', '/api/v1/guests', { token, body: { id_evento: event.id, nome: 'Téo', email: 'teo@example.com' } }))
    .body.data;

  expect((await t.request('POST', `/api/v1/clients/${client.id}/anonymize`, { token })).status).toBe(200);
  expect((await t.request('POST', `/api/v1/clients/${client.id}/anonymize`, { token })).status).toBe(200);
  expect((await t.request('POST', `/api/v1/guests/${guest.id}/anonymize`, { token })).status).toBe(200);

  await receiver.waitForCount(2, path);
  const received = receiver.at(path).map((r) => r.json as { event: string; data: unknown[] });
  expect(received.map((r) => r.event)).toEqual(['customer_anonymized', 'customer_anonymized']);
  expect(received.map((r) => r.data)).toEqual(
    expect.arrayContaining([[{ tipo: 'cliente', id: client.id }], [{ tipo: 'convidado', id: guest.id, id_evento: event.id }]]),
  );
  const text = JSON.stringify(receiver.at(path).map((r) => r.json));
  for (const value of ['Lívia', '39053344705', 'livia@example.com', 'teo@example.com']) expect(text).not.toContain(value);
});
