/**
 * Seeds the bench accounts into DATABASE_URL with the seed code of the version it sits in:
 * `npm run bench` runs it from its own tree, and copies it into the temporary worktree of
 * `--against <ref>` so that the previous version seeds its database with its own code. A version
 * whose seed has `seedAccounts` seeds two accounts at a time; an older one, one after the other
 * with `seed`. Every version gets the same accounts (sizes, events, plans per order, names).
 *
 *   node …/ts-node/dist/bin.js --transpile-only bench/seed-driver.ts '<tiers JSON>' <prefix> <out.json>
 *
 * Writes `{ seconds, accounts: [{ accountId, token, items, name }] }` to <out.json>; `seconds`
 * is the time of the seeding alone (migrations apart).
 */
import 'reflect-metadata';

import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadEnv } from '../src/config/env';
import { createDataSource } from '../src/database/data-source';

/**
 * The seed of the version this file sits in: bench/seed.ts beside it, or src/seed.ts in a version
 * from before the seed moved to bench/ (this file is copied into the tree of `--against <ref>`).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- which file exists is known only when the bench runs
const seedModule: typeof import('./seed') = require(existsSync(join(__dirname, 'seed.ts')) ? './seed' : '../src/seed');

interface Tier {
  count: number;
  items: number;
}

/** The same as `accountsOf` of the current seed, spelt out here so that an older seed gets identical accounts. */
function accountsOf(tiers: Tier[], prefix: string) {
  return [...tiers]
    .sort((a, b) => b.items - a.items)
    .flatMap((tier) =>
      Array.from({ length: tier.count }, (_, n) => ({
        events: Math.max(1, Math.round(tier.items / 125)),
        items: tier.items,
        plansPerOrder: 3,
        name: `${prefix} ${tier.items} #${n + 1}`,
        batch: 0,
      })),
    );
}

type Seeded = { accountId: number; token: string; items: number; name: string };
type SeedAccounts = (
  ds: unknown,
  accounts: ReturnType<typeof accountsOf>,
  concurrency?: number,
  log?: (l: string) => void,
) => Promise<Seeded[]>;

async function main() {
  const [tiersJson, prefix, out] = process.argv.slice(2);
  const accounts = accountsOf(JSON.parse(tiersJson) as Tier[], prefix);
  const ds = await createDataSource(loadEnv());
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const started = performance.now();
    const many = (seedModule as unknown as { seedAccounts?: SeedAccounts }).seedAccounts;
    let seeded: Seeded[];
    if (many) {
      seeded = await many(ds, accounts, 2, (line) => process.stderr.write(`  ${line}\n`));
    } else {
      seeded = [];
      for (const [i, opts] of accounts.entries()) {
        const { accountId, token } = await seedModule.seed(ds, opts, () => undefined);
        seeded.push({ accountId, token, items: opts.items, name: opts.name });
        if (opts.items >= 10_000 || (i + 1) % 50 === 0 || i === accounts.length - 1) {
          process.stderr.write(`  seeded ${i + 1}/${accounts.length} accounts in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
        }
      }
    }
    writeFileSync(out, JSON.stringify({ seconds: (performance.now() - started) / 1000, accounts: seeded }));
  } finally {
    await ds.destroy();
  }
}

main().catch((error) => {
  process.stderr.write(`seed driver failed: ${(error as Error)?.stack ?? error}\n`);
  process.exit(1);
});
