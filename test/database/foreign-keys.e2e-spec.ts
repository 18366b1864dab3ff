import { jest } from '@jest/globals';
import { DataSource, QueryFailedError } from 'typeorm';

import { toErrorResponse } from '../../src/common/http/error-response';
import { ReferenceRegistry } from '../../src/database/references';
import { ClientsService } from '../../src/modules/clients/clients.service';
import { EventEntity } from '../../src/modules/events/entities/event.entity';
import { Order } from '../../src/modules/orders/entities/order.entity';
import { startTestApp, TestApp } from '../support/harness';

// On MariaDB the creates and the deletes below truly race (row locks, the foreign keys decide
// who loses); on SQLite the transaction runner queues them, and the same assertions hold.
let t: TestApp;
let ds: DataSource;
let mysql: boolean;
beforeAll(async () => {
  t = await startTestApp();
  ds = t.app.get(DataSource);
  mysql = ds.options.type !== 'better-sqlite3';
});
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; body: any };

/** Every row of the account whose reference names no row of the account (for every foreign key of the entities). */
async function orphans(accountId: number): Promise<string[]> {
  const found: string[] = [];
  for (const meta of ds.entityMetadatas) {
    for (const fk of meta.foreignKeys) {
      const column = fk.columnNames.find((c) => c !== 'account_id')!;
      const parent = fk.referencedEntityMetadata.tableName;
      const [row] = await ds.query(
        `SELECT COUNT(*) AS n FROM ${meta.tableName} c LEFT JOIN ${parent} p ON p.account_id = c.account_id AND p.id = c.${column} ` +
          `WHERE c.account_id = ? AND c.${column} IS NOT NULL AND p.id IS NULL`,
        [accountId],
      );
      if (Number(row.n) > 0) found.push(`${meta.tableName}.${column}: ${row.n}`);
    }
  }
  return found;
}

const expectAllowed = (answers: Answer[], allowed: number[]) => {
  for (const a of answers) {
    expect(allowed).toContain(a.status);
    if (a.status >= 400) expect(a.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ code: expect.any(String) })] });
  }
};

describe('foreign keys', () => {
  it('are enforced by the running data source', async () => {
    if (mysql) expect(Number((await ds.query('SELECT @@foreign_key_checks AS on_'))[0].on_)).toBe(1);
    else expect(Number((await ds.query('PRAGMA foreign_keys'))[0].foreign_keys)).toBe(1);
    const keys = ds.entityMetadatas.flatMap((m) => m.foreignKeys.map((fk) => `${m.tableName}.${fk.columnNames.join('+')}`));
    expect(keys).toEqual(
      expect.arrayContaining([
        'orders.account_id+id_evento',
        'guests.account_id+id_evento',
        'events.account_id+id_cliente',
        'financial_entries.account_id+id_cliente',
        'budget_followups.account_id+idorcamento',
        'budget_answers.account_id+idorcamento',
      ]),
    );
    expect(keys).toHaveLength(28);
  });

  it('creates racing the delete of their event: every answer allowed, never 500, no orphan', async () => {
    for (let batch = 0; batch < 3; batch++) {
      const { accountId, token } = await t.newAccount();
      const product = (await t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Buffet', valor: 10 } })).body.data;
      for (let round = 0; round < 8; round++) {
        const event = await t.request('POST', '/api/v1/events', { token, body: { nome: `Festa ${round}`, data_evento: '2027-05-01' } });
        expect(event.status).toBe(201);
        const id = event.body.data.id as number;
        const creates = [
          t.request('POST', '/api/v1/orders', { token, body: { id_evento: id, itens: [{ id_produto: product.id }] } }),
          t.request('POST', '/api/v1/guests', { token, body: { id_evento: id, nome: 'Ana' } }),
          t.request('POST', '/api/v1/budgets', { token, body: { idevento: id } }),
          t.request('POST', '/api/v1/financial', {
            token,
            body: { tipo: 'receita', descricao: 'Sinal', valor: 100, data_vencimento: '2027-04-01', idevento: id },
          }),
        ];
        // The delete goes first, second or last among the creates, round by round.
        const del = round % 3 === 0 ? [t.request('DELETE', `/api/v1/events/${id}`, { token })] : [];
        const created = await Promise.all([
          ...del,
          ...creates,
          ...(round % 3 === 0 ? [] : [t.request('DELETE', `/api/v1/events/${id}`, { token })]),
        ]);
        const deleted = round % 3 === 0 ? created[0] : created[created.length - 1];
        const others = created.filter((a) => a !== deleted);
        expect([200, 409]).toContain(deleted.status);
        expectAllowed(others, [201, 404, 409, 422]);
        if (deleted.status === 200) {
          // The event is gone: only the guests may have been created (they go with it).
          expect(others.filter((a, i) => i !== 1 && a.status === 201)).toEqual([]);
        }
      }
      expect(await orphans(accountId)).toEqual([]);
    }
  });

  it('creates racing the delete of their client: every answer allowed, never 500, no orphan', async () => {
    for (let batch = 0; batch < 3; batch++) {
      const { accountId, token } = await t.newAccount();
      for (let round = 0; round < 8; round++) {
        const client = await t.request('POST', '/api/v1/clients', { token, body: { nome: `Cliente ${round}` } });
        expect(client.status).toBe(201);
        const id = client.body.data[0].id as number;
        const answers = await Promise.all([
          t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa', data_evento: '2027-05-01', id_cliente: id } }),
          t.request('POST', '/api/v1/budgets', { token, body: { id_cliente: id } }),
          t.request('POST', '/api/v1/financial', {
            token,
            body: { tipo: 'receita', descricao: 'Sinal', valor: 100, data_vencimento: '2027-04-01', id_cliente: id },
          }),
          t.request('DELETE', `/api/v1/clients/${id}`, { token }),
        ]);
        const deleted = answers[3]!;
        expect([200, 409]).toContain(deleted.status);
        expectAllowed(answers.slice(0, 3), [201, 404, 409, 422]);
        if (deleted.status === 200) expect(answers.slice(0, 3).filter((a) => a.status === 201)).toEqual([]);
        else expect(answers.slice(0, 3).some((a) => a.status === 201)).toBe(true);
      }
      expect(await orphans(accountId)).toEqual([]);
    }
  });
});

describe('the foreign keys as the backstop of the reference checks', () => {
  it('a delete the check let through is 409 referenced in the envelope, and nothing is deleted', async () => {
    const { token } = await t.newAccount();
    const client = (await t.request('POST', '/api/v1/clients', { token, body: { nome: 'Ana' } })).body.data[0];
    const event = (
      await t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa', data_evento: '2027-05-01', id_cliente: client.id } })
    ).body.data;
    expect(event.id_cliente).toBe(client.id);
    // The check sees no reference, as when the event came in after it counted.
    const spy = jest.spyOn(t.app.get(ReferenceRegistry), 'referencesTo').mockResolvedValue([]);
    try {
      const res = await t.request('DELETE', `/api/v1/clients/${client.id}`, { token });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        status: 'error',
        message: mysql
          ? 'The client cannot be deleted: rows of events (id_cliente) still reference it'
          : 'The client cannot be deleted: other rows still reference it',
        errors: [
          { code: 'referenced', message: mysql ? 'rows of events (id_cliente) reference this client' : 'other rows reference this client' },
        ],
      });
    } finally {
      spy.mockRestore();
    }
    expect((await t.request('GET', `/api/v1/clients/${client.id}`, { token })).status).toBe(200);
  });

  it('a write whose parent the check still saw is 422 not_found in the envelope, and nothing is written', async () => {
    const { token } = await t.newAccount();
    const client = (await t.request('POST', '/api/v1/clients', { token, body: { nome: 'Ana' } })).body.data[0];
    expect((await t.request('DELETE', `/api/v1/clients/${client.id}`, { token })).status).toBe(200);
    // The check still finds the client, as when it is deleted right after the check.
    const spy = jest.spyOn(t.app.get(ClientsService), 'existingIds').mockResolvedValue(new Set([client.id]));
    try {
      const res = await t.request('POST', '/api/v1/events', {
        token,
        body: { nome: 'Festa', data_evento: '2027-05-01', id_cliente: client.id },
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        status: 'error',
        message: 'The request names resources that do not exist or do not fit',
        errors: [
          mysql
            ? { field: 'id_cliente', code: 'not_found', message: 'the client named by id_cliente does not exist' }
            : { code: 'not_found', message: 'a row the request names does not exist' },
        ],
      });
    } finally {
      spy.mockRestore();
    }
    expect((await t.request('GET', '/api/v1/events', { token })).body.data).toEqual([]);
  });

  it('maps the real driver errors of both sides (direct SQL, no service in between)', async () => {
    const { accountId } = await t.newAccount();
    const [event] = (
      await ds
        .getRepository(EventEntity)
        .insert({ account_id: accountId, nome: 'Festa', data_evento: '2027-05-01', datacadastro: '2026-11-23' })
    ).identifiers;
    await ds.getRepository(Order).insert({ account_id: accountId, id_evento: event.id, numero: 1, datacadastro: '2026-11-23' });

    const refused = await ds.query('DELETE FROM events WHERE id = ?', [event.id]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QueryFailedError);
    const conflict = toErrorResponse(refused);
    expect(conflict.status).toBe(409);
    expect(conflict.body.errors).toEqual([
      { code: 'referenced', message: mysql ? 'rows of orders (id_evento) reference this event' : 'other rows reference this event' },
    ]);

    const orphan = await ds
      .getRepository(Order)
      .insert({ account_id: accountId, id_evento: event.id + 1000, numero: 1, datacadastro: '2026-11-23' })
      .catch((e: unknown) => e);
    expect(orphan).toBeInstanceOf(QueryFailedError);
    const unprocessable = toErrorResponse(orphan);
    expect(unprocessable.status).toBe(422);
    expect(unprocessable.body.errors[0]).toMatchObject({ code: 'not_found', ...(mysql ? { field: 'id_evento' } : {}) });
  });
});

describe('account consistency', () => {
  it("a row can never name another account's parent, even written past the services", async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const client = (await t.request('POST', '/api/v1/clients', { token: a.token, body: { nome: 'Ana' } })).body.data[0];
    const event = (await t.request('POST', '/api/v1/events', { token: a.token, body: { nome: 'Festa', data_evento: '2027-05-01' } })).body
      .data;

    // Through the API: the check answers, as for an ID that does not exist.
    const viaApi = await t.request('POST', '/api/v1/events', {
      token: b.token,
      body: { nome: 'Festa', data_evento: '2027-05-01', id_cliente: client.id },
    });
    expect(viaApi.status).toBe(422);
    expect(viaApi.body.errors[0]).toMatchObject({ field: 'id_cliente', code: 'not_found' });

    // Past the services: the account-consistent keys refuse it.
    const events = ds.getRepository(EventEntity);
    const crossClient = await events
      .insert({ account_id: b.accountId, nome: 'Festa', data_evento: '2027-05-01', datacadastro: '2026-11-23', id_cliente: client.id })
      .catch((e: unknown) => e);
    expect(crossClient).toBeInstanceOf(QueryFailedError);
    const crossOrder = await ds
      .getRepository(Order)
      .insert({ account_id: b.accountId, id_evento: event.id, numero: 1, datacadastro: '2026-11-23' })
      .catch((e: unknown) => e);
    expect(crossOrder).toBeInstanceOf(QueryFailedError);
    const crossGuest = await ds
      .query('INSERT INTO guests (account_id, id_evento, nome, presenca, datacadastro) VALUES (?, ?, ?, ?, ?)', [
        b.accountId,
        event.id,
        'Ana',
        'PENDENTE',
        '2026-11-23',
      ])
      .catch((e: unknown) => e);
    expect(crossGuest).toBeInstanceOf(QueryFailedError);
    expect(await orphans(b.accountId)).toEqual([]);
    expect(Number((await ds.query('SELECT COUNT(*) AS n FROM events WHERE account_id = ?', [b.accountId]))[0].n)).toBe(0);
  });
});
