import type { QueryRunner } from 'typeorm';

import { AccountSlugTokenFormato1764000750000 } from './1764000750000-account-slug-token-formato';

/** The slugs the migration gives existing accounts (a stand-in runner records its statements). */
async function slugsGiven(accounts: { id: number; nome: string }[]): Promise<Map<number, string>> {
  const given = new Map<number, string>();
  const q = {
    addColumn: async () => undefined,
    createIndex: async () => undefined,
    query: async (sql: string, params?: unknown[]) => {
      if (sql.startsWith('SELECT')) return accounts;
      given.set(params![1] as number, params![0] as string);
      return undefined;
    },
  } as unknown as QueryRunner;
  await new AccountSlugTokenFormato1764000750000().up(q);
  return given;
}

describe('migration: account slugs', () => {
  it("gives each existing account its name's slug, and never one another account already got", async () => {
    const given = await slugsGiven([
      { id: 1, nome: 'Buffet 3' },
      { id: 2, nome: 'Buffet' },
      { id: 3, nome: 'Buffet' },
      { id: 4, nome: 'Buffet São José' },
      { id: 5, nome: 'Buffet-3' },
      { id: 6, nome: '***' },
    ]);
    expect(given.get(1)).toBe('buffet-3');
    expect(given.get(2)).toBe('buffet');
    expect(given.get(4)).toBe('buffet-sao-jose');
    expect(given.get(6)).toBe('conta');
    expect(new Set(given.values()).size).toBe(6);
  });
});
