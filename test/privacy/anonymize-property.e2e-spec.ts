import { jest } from '@jest/globals';
import fc from 'fast-check';
import { DataSource } from 'typeorm';

import type { PersonalDataDeclaration } from '../../src/common/privacy/personal-data';
import { CLIENT_PERSONAL_DATA } from '../../src/modules/clients/entities/client.personal-data';
import { GUEST_PERSONAL_DATA } from '../../src/modules/guests/entities/guest.personal-data';
import { startTestApp, TestApp } from '../support/harness';

/**
 * The property of anonymisation: whatever a client's and a guest's personal columns hold (every
 * column the declarations call personal, filled with generated text up to its length: accents,
 * quotes, backslashes, LIKE wildcards), once anonymised none of those values is in any answer of
 * the API (the client, the lists, the export), in the stored notifications, deliveries and kept
 * answers, or in a line of the log the process wrote meanwhile.
 */
let t: TestApp;
const lines: string[] = [];
const writes: jest.SpiedFunction<typeof process.stdout.write>[] = [];

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'log' });
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
});

const ds = () => t.app.get(DataSource);

/** Text for a column of `length` characters at most: a prefix of its own, then generated characters of every awkward kind. */
const CHARS = [...'abcdefghijklmnopqrstuvwxyzãéçô', ' ', "'", '"', '\\', '%', '_', '!', '@', '.', '-'];
const textFor = (length: number, prefix: string) =>
  fc
    .array(fc.constantFrom(...CHARS), { minLength: 0, maxLength: Math.max(0, Math.min(length, 40) - prefix.length - 1) })
    .map((cs) => `${prefix}${cs.join('')}z`.slice(0, length));

/** A generated value for every personal column of a declaration, read from its columns' types and lengths. */
function valuesFor<T>(entity: string, declaration: PersonalDataDeclaration<T>, tag: string): fc.Arbitrary<Record<string, string>> {
  const metadata = ds().getMetadata(entity);
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

let run = 0;

it('leaves no generated personal value of a client or a guest in the API, the stored notifications or the logs once anonymised', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constant(null).chain(() => {
        run += 1;
        const tag = `r${run.toString(36)}`;
        return fc.record({
          client: valuesFor('Client', CLIENT_PERSONAL_DATA, `${tag}c`),
          guest: valuesFor('Guest', GUEST_PERSONAL_DATA, `${tag}g`),
        });
      }),
      async ({ client: clientValues, guest: guestValues }) => {
        const { accountId, token } = await t.newAccount();
        const req = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
          t.request(method, `/api/v1${path}`, { token, body, query });
        // A client made through the API, every personal column then set to its generated value,
        // and an update that carries them all into a notification (customer_updated).
        const client = (await req('POST', '/clients', { nome: 'Provisório' })).body.data[0];
        const clientColumns = Object.keys(clientValues);
        await ds().query(`UPDATE clients SET ${clientColumns.map((c) => `${c} = ?`).join(', ')} WHERE account_id = ? AND id = ?`, [
          ...clientColumns.map((c) => clientValues[c]),
          accountId,
          client.id,
        ]);
        expect((await req('PUT', `/clients/${client.id}`, { id_como_conheceu: null })).status).toBe(200);
        const event = (await req('POST', '/events', { nome: 'Evento', data_evento: '2027-05-01', id_cliente: client.id })).body.data;
        // A guest the same way (guest_created carries what was sent; the rest is set after).
        const guest = (await req('POST', '/guests', { id_evento: event.id, nome: guestValues.nome.slice(0, 100) })).body.data;
        const guestColumns = Object.keys(guestValues);
        await ds().query(`UPDATE guests SET ${guestColumns.map((c) => `${c} = ?`).join(', ')} WHERE account_id = ? AND id = ?`, [
          ...guestColumns.map((c) => guestValues[c]),
          accountId,
          guest.id,
        ]);
        // The values travel in requests too: searches by them write them into the access log (redacted).
        for (const search of [clientValues.documento, clientValues.email, clientValues.telefone, guestValues.email])
          expect((await req('GET', '/clients', undefined, { search })).status).toBe(200);
        expect((await req('GET', '/guests', undefined, { search: guestValues.email })).status).toBe(200);

        // Before: the values are where the check will look (the answer, a stored notification, the export).
        expect(leaves((await req('GET', `/clients/${client.id}`)).body)).toEqual(expect.arrayContaining(Object.values(clientValues)));
        const before = (await ds().query('SELECT payload FROM notifications WHERE account_id = ?', [accountId])).map(
          (r: { payload: unknown }) => parsed(r.payload),
        );
        expect(leaves(before)).toEqual(
          expect.arrayContaining([clientValues.documento, clientValues.observacoes, guestValues.nome.slice(0, 100)]),
        );
        expect(leaves((await req('GET', `/clients/${client.id}/personal-data`)).body)).toEqual(expect.arrayContaining([clientValues.rg]));
        expect(leaves((await req('GET', `/guests/${guest.id}`)).body)).toEqual(expect.arrayContaining(Object.values(guestValues)));
        expect(lines.some((line) => line.includes('"context":"HTTP"') && line.includes('/api/v1/clients?search='))).toBe(true);
        expect((await req('POST', `/clients/${client.id}/anonymize`)).status).toBe(200);
        expect((await req('POST', `/guests/${guest.id}/anonymize`)).status).toBe(200);

        const answers = [
          (await req('GET', `/clients/${client.id}`)).body,
          (await req('GET', '/clients')).body,
          (await req('GET', `/clients/${client.id}/personal-data`)).body,
          (await req('GET', '/guests')).body,
          (await req('GET', `/guests/${guest.id}`)).body,
          (await req('GET', '/events')).body,
        ];
        const stored = [
          ...(await ds().query('SELECT payload FROM notifications WHERE account_id = ?', [accountId])).map((r: { payload: unknown }) =>
            parsed(r.payload),
          ),
          ...(await ds().query('SELECT response FROM idempotency_keys WHERE account_id = ?', [accountId])).map(
            (r: { response: unknown }) => r.response,
          ),
          ...(await ds().query('SELECT last_error FROM webhook_deliveries WHERE account_id = ?', [accountId])),
        ];
        const generated = [...Object.values(clientValues), ...Object.values(guestValues)]
          .map((v) => v.trim().toLowerCase())
          .filter((v) => v.length > 0);
        const found = [...leaves(answers), ...leaves(stored)].map((l) => l.trim().toLowerCase());
        // No text of an answer or a stored copy is one of the values, or holds one that is long enough to tell.
        expect(found.filter((l) => generated.some((v) => l === v || (v.length >= 6 && l.includes(v))))).toEqual([]);
        // The generated values that are long enough to tell are in no line of the log.
        const telling = generated.filter((v) => v.length >= 6);
        expect(lines.filter((line) => telling.some((v) => line.toLowerCase().includes(v)))).toEqual([]);
        // And the searches by the old values find nothing.
        for (const search of [clientValues.documento, clientValues.email, clientValues.telefone])
          expect((await req('GET', '/clients', undefined, { search })).body.pagination.total_data).toBe(0);
        expect((await req('GET', '/guests', undefined, { search: guestValues.email })).body.pagination.total_data).toBe(0);
      },
    ),
    { numRuns: 15 },
  );
});
