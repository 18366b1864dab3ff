import { AccountsService } from '../../../src/accounts/accounts.service';
import { LOOKUP_COMMANDS } from '../../../src/cli/commands/lookups.command';
import { DemoService } from '../../../src/demo/demo.service';
import { ChargeIssuing } from '../../../src/modules/financial/charges/charge-issuing.service';
import { LookupsService } from '../../../src/modules/lookups/lookups.service';
import { cliIn } from '../../support/cli-in';
import { startTestApp, TestApp } from '../../support/harness';

/** The CLI tests start the CLI (ts-node) several times: generous on a busy 2-core machine. */
const CLI_TIMEOUT = 180_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

const names = (body: { data: { nome: string }[] }) => body.data.map((r) => r.nome);

describe('lookup lists', () => {
  it('seeds Brazilian defaults for a new account (howmet, eventtype, seller, eventlocation)', async () => {
    const { token } = await t.newAccount();
    const howmet = await t.request('GET', '/api/v1/howmet', { token });
    expect(howmet.status).toBe(200);
    expect(names(howmet.body)).toEqual(['Instagram', 'Google', 'Indicação', 'Facebook', 'Site', 'Outro']);
    expect(howmet.body.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 6 });
    expect(howmet.body.data[0]).toEqual({ id: expect.any(Number), nome: 'Instagram', ativo: true });
    expect(howmet.body.data[0]).not.toHaveProperty('account_id');

    const types = await t.request('GET', '/api/v1/eventtype', { token });
    expect(names(types.body)).toEqual(['Casamento', 'Aniversário', 'Formatura', 'Corporativo', 'Debutante', 'Batizado', 'Outro']);

    const sellers = await t.request('GET', '/api/v1/seller', { token });
    expect(sellers.status).toBe(200);
    expect(sellers.body.data).toHaveLength(1);
    expect(sellers.body.data[0]).toMatchObject({ nome: expect.any(String), email: null, telefone: null, ativo: true });

    const locations = await t.request('GET', '/api/v1/eventlocation', { token });
    expect(locations.status).toBe(200);
    expect(locations.body.data[0]).toMatchObject({ nome: expect.any(String), endereco: null, cep: null, capacidade: null, ativo: true });
  });

  it('shows each account only its own entries', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    await t.app.get(LookupsService).add(a.accountId, 'howmet', 'Feira de noivas');
    const listA = await t.request('GET', '/api/v1/howmet', { token: a.token });
    const listB = await t.request('GET', '/api/v1/howmet', { token: b.token });
    expect(names(listA.body)).toContain('Feira de noivas');
    expect(names(listB.body)).not.toContain('Feira de noivas');
    const idsA = new Set(listA.body.data.map((r: { id: number }) => r.id));
    expect(listB.body.data.some((r: { id: number }) => idsA.has(r.id))).toBe(false);
  });

  it('paginates and sorts by nome in both directions', async () => {
    const { token } = await t.newAccount();
    const page2 = await t.request('GET', '/api/v1/eventtype', { token, query: { page: 2, limit: 3 } });
    expect(page2.status).toBe(200);
    expect(names(page2.body)).toEqual(['Corporativo', 'Debutante', 'Batizado']);
    expect(page2.body.pagination).toEqual({ page: 2, page_size: 3, total_page: 3, total_data: 7 });
    const past = await t.request('GET', '/api/v1/eventtype', { token, query: { page: 9, limit: 3 } });
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination.total_data).toBe(7);

    const asc = await t.request('GET', '/api/v1/howmet', { token, query: { field_sort: 'nome', sort: 'asc' } });
    expect(names(asc.body)).toEqual(['Facebook', 'Google', 'Indicação', 'Instagram', 'Outro', 'Site']);
    const desc = await t.request('GET', '/api/v1/howmet', { token, query: { field_sort: 'nome', sort: 'desc' } });
    expect(names(desc.body)).toEqual(['Site', 'Outro', 'Instagram', 'Indicação', 'Google', 'Facebook']);
    const idDesc = await t.request('GET', '/api/v1/howmet', { token, query: { sort: 'desc' } });
    expect(names(idDesc.body)[0]).toBe('Outro');
  });

  it('searches by part of the name', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('GET', '/api/v1/howmet', { token, query: { search: 'insta' } });
    expect(names(res.body)).toEqual(['Instagram']);
    const none = await t.request('GET', '/api/v1/howmet', { token, query: { search: '100%' } });
    expect(none.body.data).toEqual([]);
  });

  it('rejects bad list parameters (400 with the field)', async () => {
    const { token } = await t.newAccount();
    for (const [query, field] of [
      [{ field_sort: 'ativo' }, 'field_sort'],
      [{ limit: 201 }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ sort: 'up' }, 'sort'],
      [{ foo: 'x' }, 'foo'],
    ] as const) {
      const res = await t.request('GET', '/api/v1/seller', { token, query, headers: { prefer: 'handling=strict' } });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('needs a token', async () => {
    const res = await t.request('GET', '/api/v1/howmet');
    expect(res.status).toBe(401);
  });

  it(
    'is managed with the CLI (lookup:add, lookup:list, lookup:rename, lookup:deactivate)',
    async () => {
      const { accountId, token } = await t.newAccount();
      const cmd = (name: string) => LOOKUP_COMMANDS.find((c) => c.name === name)!;
      const out: string[] = [];
      await cmd('lookup:add').run(t.app, [String(accountId), 'eventlocation', 'Chácara Bela Vista'], (l) => out.push(l));
      const id = out[out.length - 1];
      expect(id).toMatch(/^\d+$/);
      await cmd('lookup:rename').run(t.app, [String(accountId), 'eventlocation', id, 'Chácara Boa Vista'], (l) => out.push(l));
      await cmd('lookup:deactivate').run(t.app, [String(accountId), 'eventlocation', id], (l) => out.push(l));
      const listed: string[] = [];
      await cmd('lookup:list').run(t.app, [String(accountId), 'eventlocation'], (l) => listed.push(l));
      expect(listed).toContainEqual(expect.stringMatching(new RegExp(`^${id} +Chácara Boa Vista +inactive$`)));
      const res = await t.request('GET', '/api/v1/eventlocation', { token, query: { search: 'Boa Vista' } });
      expect(res.body.data).toEqual([expect.objectContaining({ id: Number(id), nome: 'Chácara Boa Vista', ativo: false })]);
      await expect(cmd('lookup:list').run(t.app, [String(accountId), 'colors'], () => undefined)).rejects.toThrow(/kind must be one of/);
      await expect(cmd('lookup:deactivate').run(t.app, [String(accountId), 'howmet', '999999'], () => undefined)).rejects.toThrow(
        /no howmet/,
      );
      await expect(cmd('lookup:add').run(t.app, [String(accountId), 'howmet', 'x'.repeat(101)], () => undefined)).rejects.toThrow(
        /1 to 100/,
      );
    },
    CLI_TIMEOUT,
  );
});

describe('demo account', () => {
  it('the first start’s demo account has the default lookups, a client, an event and a catalogue', async () => {
    const demo = await startTestApp();
    try {
      const token = (await demo.app.get(DemoService).ensureDemoAccount())?.token;
      expect(token).toEqual(expect.any(String));
      const get = (path: string) => demo.request('GET', path, { token: token! });
      expect((await get('/api/v1/howmet')).body.pagination.total_data).toBe(6);
      expect((await get('/api/v1/eventtype')).body.pagination.total_data).toBe(7);
      expect((await get('/api/v1/clients')).body.data[0]).toMatchObject({ nome: 'Maria da Silva', documento: '52998224725' });
      expect((await get('/api/v1/events')).body.pagination.total_data).toBe(2);
      expect((await get('/api/v1/products-services')).body.pagination.total_data).toBe(3);
      expect((await get('/api/v1/equipment')).body.pagination.total_data).toBe(2);
      expect((await get('/api/v1/financial')).body.pagination.total_data).toBe(5);
    } finally {
      await demo.close();
    }
  });

  it('makes the demo data in one transaction: a failure in its last step (the charge) leaves no client, event or financial entry', async () => {
    const demo = await startTestApp();
    try {
      const charges = demo.app.get(ChargeIssuing);
      charges.issue = () => Promise.reject(new Error('the charge failed'));
      await expect(demo.app.get(DemoService).ensureDemoAccount()).rejects.toThrow('the charge failed');
      const accounts = demo.app.get(AccountsService);
      const [account] = await accounts.listAccounts();
      const token = await accounts.createToken(account.id);
      const total = async (path: string) => (await demo.request('GET', path, { token })).body.pagination.total_data;
      expect(await total('/api/v1/clients')).toBe(0);
      expect(await total('/api/v1/events')).toBe(0);
      expect(await total('/api/v1/financial')).toBe(0);
    } finally {
      await demo.close();
    }
  });
});

describe('lookup commands through the real CLI process', () => {
  it(
    'lookup:add prints the new ID last; lookup:list shows it; the API lists it',
    async () => {
      const { accountId, token } = await t.newAccount();
      const cli = cliIn(t);
      const added = await cli('lookup:add', String(accountId), 'seller', 'Carlos Lima');
      const id = added.stdout.trim().split('\n').pop();
      expect(id).toMatch(/^\d+$/);
      const listed = await cli('lookup:list', String(accountId), 'seller');
      expect(listed.stdout).toMatch(new RegExp(`^${id} +Carlos Lima +active$`, 'm'));
      const res = await t.request('GET', '/api/v1/seller', { token, query: { search: 'Carlos' } });
      expect(res.body.data).toEqual([expect.objectContaining({ id: Number(id), nome: 'Carlos Lima' })]);
    },
    CLI_TIMEOUT,
  );
});
