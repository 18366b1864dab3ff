import { jest } from '@jest/globals';
import fc from 'fast-check';
import { DataSource } from 'typeorm';

import type { EntityPersonalData } from '../../src/common/privacy/personal-data';
import { PERSONAL_DATA } from '../../src/database/schema';
import { startWebhookApp, WebhookTestApp } from '../support/webhook-app';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

/**
 * The property of anonymisation, over every entity the data source registers: each column its
 * declaration calls personal is filled, in the rows of one client and one guest, with generated
 * text up to its length (accents, quotes, backslashes, LIKE wildcards) or a generated date; the
 * copies the service makes of them (history, notifications, delivery attempts, kept answers) come
 * from writes through the API. Once the client and the guest are anonymised, none of those values
 * is in any answer of the API, in any column of any table of the account (the stored
 * notifications, deliveries and kept answers among them), or in a line of the log the process
 * wrote meanwhile; and the searches by the old values find nothing.
 */
let t: WebhookTestApp;
let receiver: WebhookReceiver;
const lines: string[] = [];
const writes: jest.SpiedFunction<typeof process.stdout.write>[] = [];

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  t = await startWebhookApp({ LOG_LEVEL: 'log' });
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    writes.push(
      jest.spyOn(stream, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        // The service's own lines are kept from the test's output.
        return typeof chunk === 'string' && chunk.includes('"context":') ? true : original(chunk, ...rest);
      }) as typeof stream.write),
    );
  }
});
afterAll(async () => {
  for (const w of writes) w.mockRestore();
  await t.close();
  await receiver.close();
});

const ds = () => t.app.get(DataSource);

/** Text for a column of `length` characters at most: a prefix of its own, then generated characters of every awkward kind. */
const CHARS = [...'abcdefghijklmnopqrstuvwxyzãéçô', ' ', "'", '"', '\\', '%', '_', '!', '@', '.', '-'];
const textFor = (length: number, prefix: string) =>
  fc
    .array(fc.constantFrom(...CHARS), { minLength: 0, maxLength: Math.max(0, Math.min(length, 40) - prefix.length - 1) })
    .map((cs) => `${prefix}${cs.join('')}z`.slice(0, length));

/** A generated value for every personal column of a declaration, read from its columns' types and lengths. */
function valuesFor(declaration: EntityPersonalData, tag: string): fc.Arbitrary<Record<string, string>> {
  const metadata = ds().getMetadata(declaration.entity);
  const record: Record<string, fc.Arbitrary<string>> = {};
  declaration.personal.forEach((name, i) => {
    const column = metadata.findColumnWithPropertyName(name)!;
    if (column.type === 'date') {
      // Years no other date of the fixture has.
      record[name] = fc
        .record({ y: fc.integer({ min: 1901, max: 1949 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
        .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    } else {
      const length = Number(column.length) || 200;
      // A prefix that names the column and the run, as long as the column allows.
      const prefix = `${tag}${i.toString(36)}q`.slice(0, Math.max(1, length - 1));
      record[name] = textFor(length, prefix);
    }
  });
  return fc.record(record);
}

/** The string leaves of a JSON document. */
const leaves = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(leaves)
      : v !== null && typeof v === 'object'
        ? Object.values(v).flatMap(leaves)
        : [];

const parsed = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

/** The rows of one person the test made, by their IDs. */
interface Person {
  client: number;
  event: number;
  budget: number;
  guest: number;
}

/**
 * For each entity whose declaration names personal columns: how the test fills them in the
 * person's rows. By SQL, the WHERE (beside the account's) that finds those rows; `api`, through
 * the API: the entries' texts are sent (created, then changed), and the entity's values are copies
 * the service makes of what it was sent (the entries' history, the notifications, the kept answers).
 */
const FILLED: Record<string, ((p: Person) => [string, unknown[]]) | 'api'> = {
  Client: (p) => ['id = ?', [p.client]],
  EventEntity: (p) => ['id = ?', [p.event]],
  Budget: (p) => ['id = ?', [p.budget]],
  BudgetAnswer: (p) => ['idorcamento = ?', [p.budget]],
  BudgetFollowUp: (p) => ['idorcamento = ?', [p.budget]],
  Guest: (p) => ['id = ?', [p.guest]],
  // Every attempt of the account: the deliveries of its notifications, which carry the person.
  WebhookAttempt: () => ['1 = 1', []],
  FinancialEntry: 'api',
  FinancialHistory: 'api',
  Notification: 'api',
  IdempotencyKey: 'api',
};

/** Entities with personal columns that are neither a client's nor a guest's, and how their person is answered. */
const NOT_A_CLIENTS: Record<string, string> = {
  Seller: "the account's own staff, renamed or removed with PUT and DELETE /api/v1/seller/{id}",
};

const declarationOf = (name: string) => PERSONAL_DATA.find((d) => d.entity.name === name)!;
const withPersonalColumns = () => PERSONAL_DATA.filter((d) => d.personal.length > 0).map((d) => d.entity.name);

it('fills every entity whose declaration names personal columns (a new one fails here until it is), or says whose they are', () => {
  expect(withPersonalColumns().sort()).toEqual([...Object.keys(FILLED), ...Object.keys(NOT_A_CLIENTS)].sort());
  // The names are the data source's entities.
  for (const name of Object.keys(FILLED)) expect(ds().getMetadata(name).tableName).toBeTruthy();
});

/** Every string of every row of the account, in every table the data source has (JSON texts read as JSON). */
async function everyStoredText(accountId: number): Promise<string[]> {
  const out: string[] = [];
  for (const metadata of ds().entityMetadatas) {
    const column = metadata.findColumnWithPropertyName('account_id') ? 'account_id' : metadata.tableName === 'accounts' ? 'id' : null;
    if (!column) continue;
    for (const row of (await ds().query(`SELECT * FROM ${metadata.tableName} WHERE ${column} = ?`, [accountId])) as Record<
      string,
      unknown
    >[])
      for (const value of Object.values(row)) {
        if (typeof value === 'string' && /^[[{]/.test(value.trim())) {
          try {
            out.push(...leaves(JSON.parse(value)));
            continue;
          } catch {
            // Text that only starts like JSON.
          }
        }
        if (value instanceof Date) out.push(value.toISOString());
        else out.push(...leaves(value));
      }
  }
  return out;
}

let run = 0;

it('leaves no generated personal value of any entity in the API, any stored row or the logs once the client and the guest are anonymised', async () => {
  const sqlFilled = Object.keys(FILLED).filter((name) => FILLED[name] !== 'api');
  await fc.assert(
    fc.asyncProperty(
      fc.constant(null).chain(() => {
        run += 1;
        const tag = `r${run.toString(36)}`;
        return fc.record({
          rows: fc.record(
            Object.fromEntries(sqlFilled.map((name, i) => [name, valuesFor(declarationOf(name), `${tag}e${i.toString(36)}`)])),
          ),
          // The entries' texts: as created, then as changed (their history keeps both).
          entry: valuesFor(declarationOf('FinancialEntry'), `${tag}fa`),
          entryChanged: valuesFor(declarationOf('FinancialEntry'), `${tag}fb`),
        });
      }),
      async ({ rows: values, entry: entryValues, entryChanged }) => {
        const { accountId, token } = await t.newAccount();
        const req = (method: string, path: string, body?: unknown, query?: Record<string, string>, headers?: Record<string, string>) =>
          t.request(method, `/api/v1${path}`, { token, body, query, headers });
        await t.createWebhook(token, {
          url: receiver.url('/lgpd'),
          events: ['customer_updated', 'event_updated', 'financial_entry_updated'],
        });

        // The person's rows, made through the API.
        const client = (await req('POST', '/clients', { nome: 'Provisório' })).body.data[0];
        const event = (await req('POST', '/events', { nome: 'Evento', data_evento: '2027-05-01', id_cliente: client.id })).body.data;
        const guest = (await req('POST', '/guests', { id_evento: event.id, nome: 'Convidado' })).body.data;
        const budget = (await req('POST', '/budgets', { idevento: event.id, itens: [] })).body.data;
        expect((await req('PUT', `/budgets/${budget.id}/followups`, { texto: 'Ligação' })).status).toBe(200);
        expect((await req('POST', `/budgets/${budget.id}/decline`, { motivo: 'Caro' })).status).toBe(200);
        const person: Person = { client: client.id, event: event.id, budget: budget.id, guest: guest.id };

        // Every personal column of those rows set to its generated value.
        const fill = async (name: string) => {
          const where = FILLED[name] as (p: Person) => [string, unknown[]];
          const metadata = ds().getMetadata(name);
          const columns = Object.keys(values[name]);
          const [condition, params] = where(person);
          const set = columns.map((c) => `${metadata.findColumnWithPropertyName(c)!.databaseName} = ?`).join(', ');
          await ds().query(`UPDATE ${metadata.tableName} SET ${set} WHERE account_id = ? AND ${condition}`, [
            ...columns.map((c) => values[name][c]),
            accountId,
            ...params,
          ]);
        };
        for (const name of sqlFilled.filter((n) => n !== 'WebhookAttempt')) await fill(name);
        // Writes that copy them: notifications of the client and the event (and their deliveries).
        expect((await req('PUT', `/clients/${client.id}`, { id_como_conheceu: null })).status).toBe(200);
        expect((await req('PUT', `/events/${event.id}`, { numero_convidados: 80 })).status).toBe(200);
        // An entry of the client's event with generated texts, its answer kept (an Idempotency-Key), then changed (its history).
        const created = await req(
          'POST',
          '/financial',
          { tipo: 'receita', valor: 150, data_vencimento: '2027-04-01', id_cliente: client.id, idevento: event.id, ...entryValues },
          undefined,
          { 'Idempotency-Key': `lgpd-${accountId}` },
        );
        expect(created.status).toBe(201);
        const entry = created.body.data[0];
        expect((await req('PUT', `/financial/${entry.id}`, entryChanged)).status).toBe(200);
        // The delivery attempts, once made, answered with the person's data.
        await eventually(
          () => ds().query('SELECT status FROM webhook_deliveries WHERE account_id = ?', [accountId]),
          (rows: { status: string }[]) => rows.length >= 3 && rows.every((d) => d.status === 'succeeded'),
          15000,
          'deliveries',
        );
        await fill('WebhookAttempt');
        // The values travel in requests too: searches by them write them into the access log (redacted).
        const c = values.Client;
        const g = values.Guest;
        for (const search of [c.documento, c.email, c.telefone, g.email])
          expect((await req('GET', '/clients', undefined, { search })).status).toBe(200);
        expect((await req('GET', '/guests', undefined, { search: g.email })).status).toBe(200);

        // The generated values, and the stored texts before: each is where the check will look.
        const generated = [
          ...Object.values(values).flatMap((v) => Object.values(v)),
          ...Object.values(entryValues),
          ...Object.values(entryChanged),
        ]
          .map((v) => v.trim().toLowerCase())
          .filter((v) => v.length > 0);
        const telling = generated.filter((v) => v.length >= 6);
        const holds = (texts: string[]) => {
          const found = texts.map((l) => l.trim().toLowerCase());
          return found.filter((l) => generated.some((v) => l === v || (v.length >= 6 && l.includes(v))));
        };
        const before = await everyStoredText(accountId);
        for (const name of sqlFilled)
          expect(holds(before)).toEqual(expect.arrayContaining([values[name][Object.keys(values[name])[0]].trim().toLowerCase()]));
        const notifications = (await ds().query('SELECT payload FROM notifications WHERE account_id = ?', [accountId])).map(
          (r: { payload: unknown }) => parsed(r.payload),
        );
        expect(holds(leaves(notifications)).length).toBeGreaterThan(0);
        expect(holds(leaves((await req('GET', `/financial/${entry.id}/history`)).body)).length).toBeGreaterThan(0);
        expect(lines.some((line) => line.includes('"context":"HTTP"') && line.includes('/api/v1/clients?search='))).toBe(true);

        expect((await req('POST', `/clients/${client.id}/anonymize`)).status).toBe(200);
        expect((await req('POST', `/guests/${guest.id}/anonymize`)).status).toBe(200);

        // No text of an answer or of any stored row is one of the values, or holds one that is long enough to tell.
        const answers = [
          (await req('GET', `/clients/${client.id}`)).body,
          (await req('GET', '/clients')).body,
          (await req('GET', `/clients/${client.id}/personal-data`)).body,
          (await req('GET', '/guests')).body,
          (await req('GET', `/guests/${guest.id}`)).body,
          (await req('GET', '/events')).body,
          (await req('GET', `/events/${event.id}`)).body,
          (await req('GET', `/budgets/${budget.id}`)).body,
          (await req('GET', `/financial/${entry.id}`)).body,
          (await req('GET', `/financial/${entry.id}/history`)).body,
          (await req('GET', `/webhooks`)).body,
        ];
        expect(holds(leaves(answers))).toEqual([]);
        expect(holds(await everyStoredText(accountId))).toEqual([]);
        // The generated values that are long enough to tell are in no line of the log.
        expect(lines.filter((line) => telling.some((v) => line.toLowerCase().includes(v)))).toEqual([]);
        // And the searches by the old values find nothing.
        for (const search of [c.documento, c.email, c.telefone])
          expect((await req('GET', '/clients', undefined, { search })).body.pagination.total_data).toBe(0);
        expect((await req('GET', '/guests', undefined, { search: g.email })).body.pagination.total_data).toBe(0);
      },
    ),
    { numRuns: 8 },
  );
});
