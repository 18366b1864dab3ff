import { AppError } from '../errors';
import { contextFor } from '../request-context';
import { checkPreconditions, checkPreconditionsEach, etagOf, noneMatchFails, parseIfMatch } from './etag';
import { idempotencyKeyOf } from './idempotency.interceptor';

const ctx = (ifMatch?: string) => ({
  ...contextFor({ id: 1, nome: 'Conta', timezone: 'America/Sao_Paulo' }, 'req'),
  ...(ifMatch === undefined ? {} : { ifMatch }),
});

describe('etagOf', () => {
  it('is a strong quoted tag that follows the view, key order included', () => {
    expect(etagOf({ id: 1, nome: 'Ana' })).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(etagOf({ id: 1, nome: 'Ana' })).toBe(etagOf({ id: 1, nome: 'Ana' }));
    expect(etagOf({ id: 1, nome: 'Ana' })).not.toBe(etagOf({ id: 1, nome: 'Ana ' }));
    expect(etagOf({ id: 1, nome: null })).not.toBe(etagOf({ id: 1 }));
  });

  it('leaves the unversioned fields out at any depth, and only them', () => {
    const bare = { id: 1, itens: [{ id: 7, quantidade: 2 }] };
    const shown = { id: 1, itens: [{ id: 7, quantidade: 2, disponivel: 40 }] };
    expect(etagOf(shown, ['disponivel'])).toBe(etagOf(bare));
    expect(etagOf({ ...shown, itens: [{ id: 7, quantidade: 2, disponivel: 12 }] }, ['disponivel'])).toBe(etagOf(bare));
    expect(etagOf({ ...shown, itens: [{ id: 7, quantidade: 3, disponivel: 40 }] }, ['disponivel'])).not.toBe(etagOf(bare));
    expect(etagOf(shown)).not.toBe(etagOf(bare));
  });
});

describe('parseIfMatch', () => {
  it('reads *, one tag, a list, weak tags as sent, and nothing without the header', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch(' * ')).toBe('*');
    expect(parseIfMatch('"abc"')).toEqual(['"abc"']);
    expect(parseIfMatch('"a", W/"b" ,"c"')).toEqual(['"a"', 'W/"b"', '"c"']);
    expect(parseIfMatch('abc')).toEqual([]);
  });
});

describe('checkPreconditions', () => {
  const view = { id: 7, nome: 'Festa' };
  it('passes without If-Match or with *, without building the view', async () => {
    let built = 0;
    const build = () => {
      built++;
      return view;
    };
    await checkPreconditions(ctx(), 'event 7', build);
    await checkPreconditions(ctx('*'), 'event 7', build);
    expect(built).toBe(0);
  });

  it('passes when a tag listed is the current one; else 412 precondition_failed naming the resource', async () => {
    await expect(checkPreconditions(ctx(`"x", ${etagOf(view)}`), 'event 7', () => view)).resolves.toBeUndefined();
    const refused = await checkPreconditions(ctx('"x"'), 'event 7', () => view).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).kind).toBe('precondition_failed');
    expect((refused as AppError).errors).toEqual([
      {
        field: 'If-Match',
        code: 'precondition_failed',
        message: 'event 7 is no longer at the version named in If-Match; GET it again for its current ETag',
      },
    ]);
    await expect(checkPreconditions(ctx(`W/${etagOf(view)}`), 'event 7', () => view)).rejects.toBeInstanceOf(AppError);
  });

  it('checks each resource of a change to several, listing every stale one', async () => {
    const a = { id: 1 };
    const b = { id: 2 };
    await expect(
      checkPreconditionsEach(ctx(`${etagOf(a)}, ${etagOf(b)}`), async () => [
        ['item 1', a],
        ['item 2', b],
      ]),
    ).resolves.toBeUndefined();
    const refused = (await checkPreconditionsEach(ctx(etagOf(a)), async () => [
      ['item 1', a],
      ['item 2', b],
      ['item 3', { id: 3 }],
    ]).catch((e: unknown) => e)) as AppError;
    expect(refused.errors.map((e) => e.message.split(' is ')[0])).toEqual(['item 2', 'item 3']);
  });

  it('refuses tags and If-None-Match: * on a container that holds none, and applies * or no header', async () => {
    const none = async () => [] as [string, unknown][];
    const stale = (await checkPreconditionsEach(ctx('"x"'), none, 'order 4-1').catch((e: unknown) => e)) as AppError;
    expect(stale).toBeInstanceOf(AppError);
    expect(stale.kind).toBe('precondition_failed');
    expect(stale.errors).toEqual([
      {
        field: 'If-Match',
        code: 'precondition_failed',
        message: 'order 4-1 has no items: no version named in If-Match is current; send If-Match: * or none',
      },
    ]);
    const exists = (await checkPreconditionsEach({ ...ctx(undefined), ifNoneMatch: '*' }, none, 'order 4-1').catch(
      (e: unknown) => e,
    )) as AppError;
    expect(exists.errors).toEqual([{ field: 'If-None-Match', code: 'precondition_failed', message: 'order 4-1 exists' }]);
    await expect(checkPreconditionsEach(ctx('*'), none, 'order 4-1')).resolves.toBeUndefined();
    await expect(checkPreconditionsEach(ctx(undefined), none, 'order 4-1')).resolves.toBeUndefined();
    await expect(checkPreconditionsEach({ ...ctx(undefined), ifNoneMatch: '"x"' }, none, 'order 4-1')).resolves.toBeUndefined();
  });
});

describe('If-None-Match', () => {
  const view = { id: 7, nome: 'Festa' };
  const tag = etagOf(view);
  const withNoneMatch = (ifNoneMatch: string, ifMatch?: string) => ({ ...ctx(ifMatch), ifNoneMatch });

  it('matches * and the current tag, weak or strong, and nothing else', () => {
    expect(noneMatchFails(undefined, tag)).toBe(false);
    expect(noneMatchFails('*', tag)).toBe(true);
    expect(noneMatchFails(`"x", ${tag}`, tag)).toBe(true);
    expect(noneMatchFails(`W/${tag}`, tag)).toBe(true);
    expect(noneMatchFails('"x"', tag)).toBe(false);
  });

  it('is 412 on a change when it is * (the resource exists) or names the current tag, else passes', async () => {
    const star = (await checkPreconditions(withNoneMatch('*'), 'event 7', () => view).catch((e: unknown) => e)) as AppError;
    expect(star.kind).toBe('precondition_failed');
    expect(star.errors).toEqual([{ field: 'If-None-Match', code: 'precondition_failed', message: 'event 7 exists' }]);
    const current = (await checkPreconditions(withNoneMatch(tag), 'event 7', () => view).catch((e: unknown) => e)) as AppError;
    expect(current.errors[0]).toMatchObject({ field: 'If-None-Match', code: 'precondition_failed' });
    await expect(checkPreconditions(withNoneMatch('"old"'), 'event 7', () => view)).resolves.toBeUndefined();
  });

  it('is evaluated after If-Match: a stale If-Match is the 412 named', async () => {
    const refused = (await checkPreconditions(withNoneMatch('*', '"old"'), 'event 7', () => view).catch((e: unknown) => e)) as AppError;
    expect(refused.errors[0]!.field).toBe('If-Match');
  });

  it('lists each item that matches, for a change to several', async () => {
    const a = { id: 1 };
    const b = { id: 2 };
    const refused = (await checkPreconditionsEach(withNoneMatch(etagOf(b)), async () => [
      ['item 1', a],
      ['item 2', b],
    ]).catch((e: unknown) => e)) as AppError;
    expect(refused.errors.map((e) => e.message.split(' is ')[0])).toEqual(['item 2']);
  });
});

describe('idempotencyKeyOf', () => {
  it('accepts 1 to 255 printable ASCII characters and nothing without the header', () => {
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
    expect(idempotencyKeyOf('a')).toBe('a');
    expect(idempotencyKeyOf(' ~!"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}')).toBe(' ~!"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}');
    expect(idempotencyKeyOf('k'.repeat(255))).toHaveLength(255);
  });

  it.each([[''], ['k'.repeat(256)], ['ação'], ['tab\there'], ['line\nbreak'], [['a', 'b']]])(
    'is 400 invalid_idempotency_key for %j',
    (header) => {
      const error = (() => {
        try {
          idempotencyKeyOf(header);
        } catch (e) {
          return e as AppError;
        }
        return undefined;
      })();
      expect(error?.kind).toBe('bad_request');
      expect(error?.errors[0]).toMatchObject({ field: 'Idempotency-Key', code: 'invalid_idempotency_key' });
    },
  );
});
