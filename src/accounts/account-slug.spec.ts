import { rewriteApiUrl } from '../common/auth/account-slug-route';
import { slugFromName, slugProblem, splitSlug } from './account-slug';

describe('account slugs', () => {
  it('suggests a slug from the account name, without accents or punctuation', () => {
    expect(slugFromName('Buffet Alegria São José')).toBe('buffet-alegria-sao-jose');
    expect(slugFromName('  Ação & Cia. Ltda!  ')).toBe('acao-cia-ltda');
    expect(slugFromName('***')).toBe('conta');
    expect(slugFromName('Docs')).toBe('conta');
    expect(slugFromName('x'.repeat(80))).toHaveLength(50);
  });

  it('refuses slugs that break the form or start one of the service own paths', () => {
    expect(slugProblem('lisbonbuffet')).toBeNull();
    expect(slugProblem('buffet_2')).toBeNull();
    for (const bad of ['', 'Buffet', '-x', 'a b', 'a/b', 'á', 'x'.repeat(61), 'api', 'docs', 'health', 'p'])
      expect([bad, slugProblem(bad)]).not.toEqual([bad, null]);
  });

  it('splits /<slug>/api/v1/... into the slug and our path, and leaves every other path alone', () => {
    expect(splitSlug('/lisbonbuffet/api/v1/events?start=2027-01-01')).toEqual({
      slug: 'lisbonbuffet',
      rest: '/api/v1/events?start=2027-01-01',
    });
    expect(splitSlug('/LisbonBuffet/api/v1')).toEqual({ slug: 'lisbonbuffet', rest: '/api/v1' });
    expect(splitSlug('/x/api/v1/')).toEqual({ slug: 'x', rest: '/api/v1/' });
    for (const url of [
      '/api/v1/events',
      '/health',
      '/docs',
      '/x/api/v10/events',
      '/x/y/api/v1/events',
      '/api/api/v1/events',
      '/x/api/v1events',
    ])
      expect([url, splitSlug(url)]).toEqual([url, null]);
  });
});

describe('the API address rewrite', () => {
  const rewrite = rewriteApiUrl(splitSlug);
  it("routes ME's addresses to ours: the slug taken off, one trailing slash dropped, anything else as it is", () => {
    expect(rewrite({ url: '/conta/api/v1/budgets/' })).toBe('/api/v1/budgets');
    expect(rewrite({ url: '/api/v1/budgets/?page=2' })).toBe('/api/v1/budgets?page=2');
    expect(rewrite({ url: '/api/v1/' })).toBe('/api/v1');
    expect(rewrite({ url: '/api/v1/events/7' })).toBe('/api/v1/events/7');
    expect(rewrite({ url: '/api/v1/events//' })).toBe('/api/v1/events//');
    expect(rewrite({ url: '/docs/' })).toBe('/docs/');
    expect(rewrite({ url: '/health' })).toBe('/health');
    expect(rewrite({ url: '/conta//api/v1/financial?page=1' })).toBe('/api/v1/financial?page=1');
    expect(rewrite({ url: '//api/v1/financial' })).toBe('/api/v1/financial');
    expect(rewrite({ url: '/conta//x/api/v1/financial' })).toBe('/conta//x/api/v1/financial');
  });
});
