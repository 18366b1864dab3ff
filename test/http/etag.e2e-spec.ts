import { financialAccount } from '../support/financial-factories';
import { startTestApp, TestApp } from '../support/harness';
import { orderFactories } from '../support/order-factories';

// ETag on the views of every resource that has a PUT; If-Match and If-None-Match on its unsafe
// methods (PUT, DELETE); If-None-Match on its GET and HEAD.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const TAG = /^"[A-Za-z0-9_-]{22}"$/;

/** A resource of one family: where its view and its PUT are, and two different changes. */
interface Family {
  name: string;
  /** Its path in the OpenAPI document. */
  template: string;
  /** Whether it has a DELETE (on the same path). */
  deletes: boolean;
  make(): Promise<{ token: string; view: string; put: string }>;
  change: [unknown, unknown, unknown];
}

const FAMILIES: Family[] = [
  {
    name: 'events',
    template: '/api/v1/events/{id}',
    deletes: true,
    async make() {
      const { token } = await t.newAccount();
      const res = await t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa Junina', data_evento: '2027-06-24' } });
      expect(res.status).toBe(201);
      return { token, view: `/api/v1/events/${res.body.data.id}`, put: `/api/v1/events/${res.body.data.id}` };
    },
    change: [{ observacoes: 'Quadrilha às 20h' }, { numero_convidados: 120 }, { observacoes: 'Fogueira no pátio' }],
  },
  {
    name: 'clients',
    template: '/api/v1/clients/{id}',
    deletes: true,
    async make() {
      const { token } = await t.newAccount();
      const res = await t.request('POST', '/api/v1/clients', { token, body: { nome: 'Joana Prado' } });
      expect(res.status).toBe(201);
      const id = res.body.data[0].id;
      return { token, view: `/api/v1/clients/${id}`, put: `/api/v1/clients/${id}` };
    },
    change: [{ nome: 'Joana Prado Lima' }, { email: 'joana@example.com' }, { telefone: '(11) 91234-5678' }],
  },
  {
    name: 'budgets',
    template: '/api/v1/budgets/{id}',
    deletes: true,
    async make() {
      const { token } = await t.newAccount();
      // With an event and an equipment line: the view shows the units free (disponivel), which
      // other events' bookings move, and which the version leaves out.
      const event = await t.request('POST', '/api/v1/events', { token, body: { nome: 'Bodas', data_evento: '2027-08-14' } });
      const chairs = await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Cadeira', valor: 5, estoque: 100 } });
      const res = await t.request('POST', '/api/v1/budgets', {
        token,
        body: {
          observacoes: 'Primeira conversa',
          idevento: event.body.data.id,
          itens: [{ idproduto: chairs.body.data.id, tipo: 'item', quantidade: 20, valor: 5 }],
        },
      });
      expect(res.status).toBe(201);
      expect((await t.request('GET', `/api/v1/budgets/${res.body.data.id}`, { token })).body.itens[0].disponivel).toBe(100);
      return { token, view: `/api/v1/budgets/${res.body.data.id}`, put: `/api/v1/budgets/${res.body.data.id}` };
    },
    change: [{ observacoes: 'Segunda conversa' }, { lastFollowUp: '2026-11-20' }, { observacoes: 'Terceira conversa' }],
  },
  {
    name: 'webhooks',
    template: '/api/v1/webhooks/{id}',
    deletes: true,
    async make() {
      const { token } = await t.newAccount();
      const res = await t.request('POST', '/api/v1/webhooks', {
        token,
        body: { url: 'https://example.com.br/hooks', events: ['order_created'] },
      });
      expect(res.status).toBe(201);
      return { token, view: `/api/v1/webhooks/${res.body.data.id}`, put: `/api/v1/webhooks/${res.body.data.id}` };
    },
    change: [
      { url: 'https://example.com.br/hooks-2' },
      { events: ['order_created', 'order_deleted'] },
      { url: 'https://example.com.br/hooks-3' },
    ],
  },
  {
    name: 'equipment',
    template: '/api/v1/equipment/{id}',
    deletes: false,
    async make() {
      const { token } = await t.newAccount();
      const res = await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Mesa redonda', valor: 25, estoque: 40 } });
      expect(res.status).toBe(201);
      return { token, view: `/api/v1/equipment/${res.body.data.id}`, put: `/api/v1/equipment/${res.body.data.id}` };
    },
    change: [{ nome: 'Mesa redonda 1,5 m' }, { estoque: 45 }, { controle_estoque: true }],
  },
  {
    name: 'financial entries',
    template: '/api/v1/financial/{id}',
    deletes: false,
    async make() {
      const a = await financialAccount(t);
      const res = await a.post({ tipo: 'receita', descricao: 'Sinal', valor: 100, data_vencimento: '2030-01-10' });
      expect(res.status).toBe(201);
      const id = res.body.data[0].id;
      return { token: a.token, view: `/api/v1/financial/${id}`, put: `/api/v1/financial/${id}` };
    },
    change: [{ descricao: 'Sinal do buffet' }, { valor: 150 }, { descricao: 'Sinal do buffet e bolo' }],
  },
  {
    name: 'payment gateway settings',
    template: '/api/v1/financial/gateways/{gateway}',
    deletes: false,
    async make() {
      const { token } = await t.newAccount();
      return { token, view: '/api/v1/financial/gateways/asaas', put: '/api/v1/financial/gateways/asaas' };
    },
    change: [
      { webhook_token: 'segredo-numero-um-bem-longo-de-32-caracteres' },
      { padrao: true },
      { webhook_token: 'segredo-numero-dois-bem-longo-de-32-caracteres' },
    ],
  },
];

describe.each(FAMILIES)('$name', (family) => {
  it('GET answers a stable ETag that changes when the resource changes', async () => {
    const r = await family.make();
    const first = await t.request('GET', r.view, { token: r.token });
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(TAG);
    expect((await t.request('GET', r.view, { token: r.token })).headers.get('etag')).toBe(tag);
    expect((await t.request('PUT', r.put, { token: r.token, body: family.change[0] })).status).toBe(200);
    expect((await t.request('GET', r.view, { token: r.token })).headers.get('etag')).not.toBe(tag);
  });

  it('PUT with the current ETag in If-Match is applied; with a stale one it is 412 and nothing changes', async () => {
    const r = await family.make();
    const before = await t.request('GET', r.view, { token: r.token });
    const stale = before.headers.get('etag')!;
    const ok = await t.request('PUT', r.put, { token: r.token, body: family.change[0], headers: { 'if-match': stale } });
    expect(ok.status).toBe(200);
    const after = await t.request('GET', r.view, { token: r.token });

    const refused = await t.request('PUT', r.put, { token: r.token, body: family.change[1], headers: { 'if-match': stale } });
    expect(refused.status).toBe(412);
    expect(refused.body.status).toBe('error');
    expect(refused.body.message).toBe('The resource changed since the version named in If-Match');
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors[0]).toMatchObject({ field: 'If-Match', code: 'precondition_failed' });
    const unchanged = await t.request('GET', r.view, { token: r.token });
    expect(unchanged.text).toBe(after.text);
    expect(unchanged.headers.get('etag')).toBe(after.headers.get('etag'));
  });

  it('PUT without If-Match, with *, or with a list naming the current ETag is applied; a weak tag never matches', async () => {
    const r = await family.make();
    expect((await t.request('PUT', r.put, { token: r.token, body: family.change[0] })).status).toBe(200);
    expect((await t.request('PUT', r.put, { token: r.token, body: family.change[1], headers: { 'if-match': '*' } })).status).toBe(200);
    const current = (await t.request('GET', r.view, { token: r.token })).headers.get('etag')!;
    expect(
      (await t.request('PUT', r.put, { token: r.token, body: family.change[2], headers: { 'if-match': `W/${current}` } })).status,
    ).toBe(412);
    const listed = await t.request('PUT', r.put, {
      token: r.token,
      body: family.change[2],
      headers: { 'if-match': `"AAAAAAAAAAAAAAAAAAAAAA", ${current}` },
    });
    expect(listed.status).toBe(200);
  });
});

describe('the resources that have an ETag', () => {
  it('are each a family of this suite, and every unsafe method on them documents If-Match, If-None-Match and 412', async () => {
    const doc = (await t.request('GET', '/docs-json')).body as { paths: Record<string, Record<string, any>> };
    const tagged = Object.entries(doc.paths)
      .filter(([, item]) => item.get?.responses?.['200']?.headers?.ETag)
      .map(([path]) => path)
      .sort();
    expect(tagged).toEqual([...FAMILIES.map((f) => f.template), ORDER_ITEM_TEMPLATE].sort());
    for (const path of tagged) {
      expect(doc.paths[path]!.get.parameters.map((p: { name: string }) => p.name)).toContain('If-None-Match');
      const unsafe = Object.entries(doc.paths[path]!).filter(([method]) => ['put', 'delete', 'patch', 'post'].includes(method));
      expect(unsafe.length).toBeGreaterThan(0);
      for (const [method, operation] of unsafe) {
        const headers = operation.parameters.filter((p: { in: string }) => p.in === 'header').map((p: { name: string }) => p.name);
        expect({ path, method, headers }).toEqual({ path, method, headers: expect.arrayContaining(['If-Match', 'If-None-Match']) });
        expect(operation.responses['412']).toBeDefined();
      }
      // A DELETE on the path is a family's (checked below) or the order's.
      if (doc.paths[path]!.delete)
        expect(FAMILIES.some((f) => f.template === path && f.deletes) || path === ORDER_ITEM_TEMPLATE).toBe(true);
    }
  });
});

describe.each(FAMILIES)('$name: If-None-Match', (family) => {
  it('GET and HEAD answer 304 without a body to the current tag (weak too) or *, and 200 to another', async () => {
    const r = await family.make();
    const first = await t.request('GET', r.view, { token: r.token });
    const tag = first.headers.get('etag')!;
    for (const header of [tag, `W/${tag}`, `"AAAAAAAAAAAAAAAAAAAAAA", ${tag}`, '*']) {
      const notModified = await t.request('GET', r.view, { token: r.token, headers: { 'if-none-match': header } });
      expect(notModified.status).toBe(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.get('etag')).toBe(tag);
    }
    const head = await t.request('HEAD', r.view, { token: r.token, headers: { 'if-none-match': tag } });
    expect(head.status).toBe(304);
    expect(head.headers.get('etag')).toBe(tag);
    const other = await t.request('GET', r.view, { token: r.token, headers: { 'if-none-match': '"AAAAAAAAAAAAAAAAAAAAAA"' } });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
    // After a change, the old tag no longer matches: the new view is answered.
    expect((await t.request('PUT', r.put, { token: r.token, body: family.change[0] })).status).toBe(200);
    const changed = await t.request('GET', r.view, { token: r.token, headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('PUT with If-None-Match: * (the resource exists) or naming its current tag is 412 and nothing changes; another tag applies it', async () => {
    const r = await family.make();
    const before = await t.request('GET', r.view, { token: r.token });
    const tag = before.headers.get('etag')!;
    for (const header of ['*', tag]) {
      const refused = await t.request('PUT', r.put, { token: r.token, body: family.change[0], headers: { 'if-none-match': header } });
      expect(refused.status).toBe(412);
      expect(refused.body.errors[0]).toMatchObject({ field: 'If-None-Match', code: 'precondition_failed' });
      expect((await t.request('GET', r.view, { token: r.token })).text).toBe(before.text);
    }
    expect(
      (await t.request('PUT', r.put, { token: r.token, body: family.change[0], headers: { 'if-none-match': '"AAAAAAAAAAAAAAAAAAAAAA"' } }))
        .status,
    ).toBe(200);
  });
});

describe.each(FAMILIES.filter((f) => f.deletes))('$name: DELETE with If-Match', (family) => {
  it('with a stale tag is 412 and deletes nothing; If-None-Match: * is 412 too; with the current tag it deletes', async () => {
    const r = await family.make();
    const stale = (await t.request('GET', r.view, { token: r.token })).headers.get('etag')!;
    expect((await t.request('PUT', r.put, { token: r.token, body: family.change[0] })).status).toBe(200);
    const current = await t.request('GET', r.view, { token: r.token });

    const refused = await t.request('DELETE', r.view, { token: r.token, headers: { 'if-match': stale } });
    expect(refused.status).toBe(412);
    expect(refused.body.errors[0]).toMatchObject({ field: 'If-Match', code: 'precondition_failed' });
    const star = await t.request('DELETE', r.view, { token: r.token, headers: { 'if-none-match': '*' } });
    expect(star.status).toBe(412);
    const still = await t.request('GET', r.view, { token: r.token });
    expect(still.status).toBe(200);
    expect(still.text).toBe(current.text);

    const deleted = await t.request('DELETE', r.view, { token: r.token, headers: { 'if-match': current.headers.get('etag')! } });
    expect(deleted.status).toBe(200);
    expect((await t.request('GET', r.view, { token: r.token })).status).toBe(404);
  });
});

const ORDER_ITEM_TEMPLATE = '/api/v1/orders/{id}';

describe("orders' items", () => {
  async function order() {
    const { accountId, token } = await t.newAccount();
    const f = orderFactories(t, accountId);
    const event = await f.event({ nome: 'Aniversário' });
    const product = await f.product({ nome: 'Salgados', valor: 2, valorcusto: 1 });
    const res = await t.request('POST', '/api/v1/orders', {
      token,
      body: { id_evento: event.id, itens: [{ id_produto: product.id }, { id_produto: product.id, quantidade: 3 }] },
    });
    expect(res.status).toBe(201);
    const [a, b] = res.body.data.itens.map((i: { id: number }) => i.id) as [number, number];
    const tagOf = async (id: number) => {
      const view = await t.request('GET', `/api/v1/orders/${id}`, { token });
      expect(view.status).toBe(200);
      return { tag: view.headers.get('etag')!, text: view.text };
    };
    return { token, numero: res.body.data.numero as string, a, b, tagOf };
  }

  it('GET of an item answers its ETag; a PUT naming the current tags of every item it edits is applied', async () => {
    const o = await order();
    const [ta, tb] = [await o.tagOf(o.a), await o.tagOf(o.b)];
    expect(ta.tag).toMatch(TAG);
    expect(ta.tag).not.toBe(tb.tag);
    const res = await t.request('PUT', `/api/v1/orders/${o.numero}`, {
      token: o.token,
      body: {
        itens: [
          { id: o.a, quantidade: 5 },
          { id: o.b, quantidade: 6 },
        ],
      },
      headers: { 'if-match': `${ta.tag}, ${tb.tag}` },
    });
    expect(res.status).toBe(200);
    expect((await o.tagOf(o.a)).tag).not.toBe(ta.tag);
  });

  it('is 412 listing each item no longer at a version named, and changes no item', async () => {
    const o = await order();
    const [ta, tb] = [await o.tagOf(o.a), await o.tagOf(o.b)];
    expect(
      (await t.request('PUT', `/api/v1/orders/${o.numero}`, { token: o.token, body: { itens: [{ id: o.b, quantidade: 9 }] } })).status,
    ).toBe(200);
    const tb2 = await o.tagOf(o.b);
    const refused = await t.request('PUT', `/api/v1/orders/${o.numero}`, {
      token: o.token,
      body: {
        itens: [
          { id: o.a, quantidade: 7 },
          { id: o.b, quantidade: 8 },
        ],
      },
      headers: { 'if-match': `${ta.tag}, ${tb.tag}` },
    });
    expect(refused.status).toBe(412);
    expect(refused.body.errors).toEqual([
      {
        field: 'If-Match',
        code: 'precondition_failed',
        message: `order item ${o.b} is no longer at the version named in If-Match; GET it again for its current ETag`,
      },
    ]);
    expect((await o.tagOf(o.a)).text).toBe(ta.text);
    expect((await o.tagOf(o.b)).text).toBe(tb2.text);
  });

  it('DELETE of the order with a stale item tag is 412 and deletes nothing; with every current tag it deletes', async () => {
    const o = await order();
    const ta = await o.tagOf(o.a);
    expect(
      (await t.request('PUT', `/api/v1/orders/${o.numero}`, { token: o.token, body: { itens: [{ id: o.b, quantidade: 9 }] } })).status,
    ).toBe(200);
    const tb = await o.tagOf(o.b);
    const stale = await t.request('DELETE', `/api/v1/orders/${o.numero}`, { token: o.token, headers: { 'if-match': ta.tag } });
    expect(stale.status).toBe(412);
    expect(stale.body.errors).toEqual([
      expect.objectContaining({ field: 'If-Match', message: expect.stringContaining(`order item ${o.b} `) }),
    ]);
    expect((await o.tagOf(o.b)).text).toBe(tb.text);
    const gone = await t.request('DELETE', `/api/v1/orders/${o.numero}`, {
      token: o.token,
      headers: { 'if-match': `${ta.tag}, ${tb.tag}` },
    });
    expect(gone.status).toBe(200);
    expect((await t.request('GET', `/api/v1/orders/${o.a}`, { token: o.token })).status).toBe(404);
  });

  it('DELETE of an order whose items were all deleted meanwhile is 412 with their old tags or If-None-Match: *, and deletes with *', async () => {
    const o = await order();
    const [ta, tb] = [await o.tagOf(o.a), await o.tagOf(o.b)];
    // Another client deletes every item: the order stays, without items.
    expect((await t.request('DELETE', `/api/v1/orders/${o.numero}/items`, { token: o.token, body: { itens: [o.a, o.b] } })).status).toBe(
      200,
    );
    const stale = await t.request('DELETE', `/api/v1/orders/${o.numero}`, {
      token: o.token,
      headers: { 'if-match': `${ta.tag}, ${tb.tag}` },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      status: 'error',
      errors: [
        {
          field: 'If-Match',
          code: 'precondition_failed',
          message: `order ${o.numero} has no items: no version named in If-Match is current; send If-Match: * or none`,
        },
      ],
    });
    const exists = await t.request('DELETE', `/api/v1/orders/${o.numero}`, { token: o.token, headers: { 'if-none-match': '*' } });
    expect(exists.status).toBe(412);
    expect(exists.body.errors).toEqual([{ field: 'If-None-Match', code: 'precondition_failed', message: `order ${o.numero} exists` }]);
    // Nothing was deleted: the order is still there for a DELETE with If-Match: *.
    const gone = await t.request('DELETE', `/api/v1/orders/${o.numero}`, { token: o.token, headers: { 'if-match': '*' } });
    expect(gone.status).toBe(200);
    expect((await t.request('DELETE', `/api/v1/orders/${o.numero}`, { token: o.token })).status).toBe(404);
  });

  it('DELETE of an order created without items is 412 with any tag, and deletes without If-Match', async () => {
    const { accountId, token } = await t.newAccount();
    const event = await orderFactories(t, accountId).event({ nome: 'Formatura' });
    const created = await t.request('POST', '/api/v1/orders', { token, body: { id_evento: event.id } });
    expect(created.status).toBe(201);
    const numero = created.body.data.numero as string;
    expect(
      (await t.request('DELETE', `/api/v1/orders/${numero}`, { token, headers: { 'if-match': '"q3Jb1rQ6cT0nY8wE2fK9vA"' } })).status,
    ).toBe(412);
    expect((await t.request('DELETE', `/api/v1/orders/${numero}`, { token })).status).toBe(200);
  });

  it('DELETE of items with a stale tag is 412 and deletes nothing', async () => {
    const o = await order();
    const tb = await o.tagOf(o.b);
    expect(
      (await t.request('PUT', `/api/v1/orders/${o.numero}`, { token: o.token, body: { itens: [{ id: o.b, quantidade: 4 }] } })).status,
    ).toBe(200);
    const refused = await t.request('DELETE', `/api/v1/orders/${o.numero}/items`, {
      token: o.token,
      body: { itens: [o.b] },
      headers: { 'if-match': tb.tag },
    });
    expect(refused.status).toBe(412);
    expect((await t.request('GET', `/api/v1/orders/${o.b}`, { token: o.token })).status).toBe(200);
    const current = await o.tagOf(o.b);
    expect(
      (
        await t.request('DELETE', `/api/v1/orders/${o.numero}/items`, {
          token: o.token,
          body: { itens: [o.b] },
          headers: { 'if-match': current.tag },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 404 for an unknown order before looking at If-Match, and edits as before without it', async () => {
    const o = await order();
    const missing = await t.request('PUT', '/api/v1/orders/999999', {
      token: o.token,
      body: { itens: [{ id: o.a, quantidade: 2 }] },
      headers: { 'if-match': '"x"' },
    });
    expect(missing.status).toBe(404);
    expect(
      (await t.request('PUT', `/api/v1/orders/${o.numero}`, { token: o.token, body: { itens: [{ id: o.a, quantidade: 2 }] } })).status,
    ).toBe(200);
  });
});

describe('a race of two PUTs naming the same ETag', () => {
  it('applies one and refuses the other with 412: the check runs under the row lock', async () => {
    const { token } = await t.newAccount();
    const created = await t.request('POST', '/api/v1/clients', { token, body: { nome: 'Rui Costa' } });
    const path = `/api/v1/clients/${created.body.data[0].id}`;
    const tag = (await t.request('GET', path, { token })).headers.get('etag')!;
    const results = await Promise.all(
      ['Rui Costa A', 'Rui Costa B', 'Rui Costa C', 'Rui Costa D'].map((nome) =>
        t.request('PUT', path, { token, body: { nome }, headers: { 'if-match': tag } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412, 412, 412]);
    const winner = results.find((r) => r.status === 200)!.body.data.nome;
    expect((await t.request('GET', path, { token })).body.nome).toBe(winner);
  });
});
