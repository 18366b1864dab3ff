import { dateInZone } from '../../src/common/dates';
import { startTestApp, TestApp } from '../support/harness';

// DECISIONS: dates are YYYY-MM-DD, registration dates in the account's time zone. The suite runs
// with TZ=America/Sao_Paulo (jest.config.js), west of UTC, where a DATE read as a UTC instant
// and formatted in local time would come back a day early.
describe('dates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs in a time zone west of UTC', () => {
    expect(new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBeGreaterThan(0);
  });

  it('returns the dates stored, to the day, and registration dates of today in the account zone', async () => {
    const { token } = await t.newAccount();
    const today = dateInZone(new Date(), 'America/Sao_Paulo');
    const client = await t.request('POST', '/api/v1/clients', { token, body: { nome: 'Datas Ltda' } });
    expect(client.status).toBe(201);
    expect(client.body.data[0].datacadastro).toBe(today);

    const event = await t.request('POST', '/api/v1/events', {
      token,
      body: { nome: 'Réveillon', data_evento: '2026-12-31', data_fim: '2027-01-01' },
    });
    expect(event.status).toBe(201);
    const id = event.body.data.id;
    const view = await t.request('GET', `/api/v1/events/${id}`, { token });
    expect(view.body).toMatchObject({ data_evento: '2026-12-31', data_fim: '2027-01-01', datacadastro: today });
    const list = await t.request('GET', '/api/v1/events', { token, query: { data_inicio: '2026-12-31', data_fim: '2026-12-31' } });
    expect(list.body.data.map((e: { id: number }) => e.id)).toEqual([id]);
  });
});
