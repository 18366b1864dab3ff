import { startTestApp, TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});
it('probe', async () => {
  const { token } = await t.newAccount('Probe');
  const log = (x: string, r: any) => console.log(x, r.status, r.headers.get('ignored-fields'), JSON.stringify(r.body, null, 1).slice(0, 2500));
  const acc = await t.request('GET', '/api/v1/account', { token });
  log('account', acc);
  for (const p of ['howmet', 'eventtype', 'seller', 'eventlocation']) log(p, await t.request('GET', `/api/v1/${p}`, { token }));
  const c = await t.request('POST', '/api/v1/clients', { token, body: [{ nome: 'Ana', cpf: '52998224725', email: 'A@x.com', celular: '31 999887766' }] });
  log('client', c);
  const ev = await t.request('POST', '/api/v1/events', { token, body: { idcliente: c.body.data[0].id, nomeevento: 'Festa', dataevento: '2027-01-01', horaevento: '19:00', horaeventofim: '23:00', tipoevento: 1, idvendedor: 1, idlocalevento: 1, nconvidados: 80, comoconheceu: 1, observacao: 'obs', localevento: 'x' } });
  log('event', ev);
  const b = await t.request('POST', '/api/v1/budgets', { token, body: { nome: 'Lead', email: 'l@x.com', telefone: '31999887766', dataevento: '2027-02-01', tipoevento: 1, comoconheceu: 1, idvendedor: '1', numeroconvidados: '120', mensagem: 'm', observacao: 'o', nomedoevento: 'Casamento', nomeresponsavel: 'Resp' } });
  log('budget', b);
  log('budgetlist', await t.request('GET', '/api/v1/budgets', { token }));
  const f = await t.request('POST', '/api/v1/financial', { token, body: { tipo: 'receita', descricao: 'Sinal', valor: 100, data_vencimento: '2027-01-10' } });
  log('fin', f);
  log('finlist', await t.request('GET', '/api/v1/financial', { token }));
  log('prod', await t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Buffet', valor: 10 } }));
  log('equip', await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Mesa', valor: 10 } }));
  log('prodlist', await t.request('GET', '/api/v1/products-services', { token }));
  log('equiplist', await t.request('GET', '/api/v1/equipment', { token }));
});
