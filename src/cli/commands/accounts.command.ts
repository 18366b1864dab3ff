import { AccountsService } from '../../accounts/accounts.service';
import { isTokenFormato, TOKEN_FORMATOS } from '../../accounts/token-formato';
import { AppError } from '../../common/errors';
import { CliCommand, options, positiveInt, UsageError } from '../command';
import { formatTable } from '../table';

/** A refusal of the service (a slug taken, an unknown account) as the CLI's usage error. */
const refused = (error: unknown): never => {
  if (error instanceof AppError) throw new UsageError(error.message);
  throw error;
};

/** Refuses flags a command does not take. */
function onlyFlags(flags: Map<string, string | true>, known: string[]): void {
  for (const name of flags.keys()) if (!known.includes(name)) throw new UsageError(`unknown option --${name}`);
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '-');

export const ACCOUNT_COMMANDS: CliCommand[] = [
  {
    name: 'account:create',
    usage: '"<name>" [time zone] [--slug=<conta>]',
    description:
      'Creates an account (with default lookup lists) and its first API token, printed alone on the last line. ' +
      "Its slug (the <conta> of ME Eventos' addresses: routes also answer under /<slug>/api/v1/...) is --slug, else made from the name.",
    async run(app, args, out) {
      const { positional, flags } = options(args);
      onlyFlags(flags, ['slug']);
      const [name, timezone] = positional;
      if (!name?.trim()) throw new UsageError('the account name is required');
      const slug = flags.get('slug');
      if (slug === true) throw new UsageError('--slug needs a value: --slug=<conta>');
      const { account, token } = await app
        .get(AccountsService)
        .createAccount(name, timezone, slug === undefined ? {} : { slug })
        .catch(refused);
      out(`account ${account.id} "${account.nome}" created (time zone ${account.timezone}, slug ${account.slug})`);
      out(token);
    },
  },
  {
    name: 'account:list',
    usage: '',
    description: 'Lists the accounts.',
    async run(app, _args, out) {
      const accounts = await app.get(AccountsService).listAccounts();
      const rows = accounts.map((a) => [a.id, a.nome, a.timezone, a.slug ?? '-', iso(a.created_at)]);
      formatTable(rows, { header: ['id', 'name', 'time zone', 'slug', 'created'] }).forEach(out);
    },
  },
  {
    name: 'account:slug',
    usage: '<account id> <slug>',
    description:
      "Sets the account's slug: the <conta> of its ME Eventos addresses, so that an integration moved from ME Eventos changes only its host " +
      '(/<slug>/api/v1/...). 1 to 60 lower-case letters, digits, - or _.',
    async run(app, [accountId, slug], out) {
      if (!slug) throw new UsageError('the slug is required');
      const account = await app.get(AccountsService).setSlug(positiveInt(accountId, 'account id'), slug).catch(refused);
      out(`account ${account.id} answers under /${account.slug}/api/v1/`);
    },
  },
  {
    name: 'token:create',
    usage: `<account id> [name] [--formato=${TOKEN_FORMATOS.join('|')}]`,
    description:
      'Creates an API token for the account, printed alone on the last line (shown once). --formato=me-eventos answers the values ' +
      'ME Eventos writes in a form of its own as ME does (pago "sim"/"nao"); default nativo.',
    async run(app, args, out) {
      const { positional, flags } = options(args);
      onlyFlags(flags, ['formato']);
      const [accountId, name] = positional;
      const formato = flags.get('formato') ?? 'nativo';
      if (!isTokenFormato(formato)) throw new UsageError(`--formato is one of ${TOKEN_FORMATOS.join(', ')}`);
      const token = await app.get(AccountsService).createToken(positiveInt(accountId, 'account id'), name ?? 'cli', formato);
      out(`token created for account ${accountId} (formato ${formato})`);
      out(token);
    },
  },
  {
    name: 'token:list',
    usage: '[account id]',
    description: 'Lists tokens (ID, account, name, prefix, formato, created, last used, active or revoked); never the token itself.',
    async run(app, [accountId], out) {
      const tokens = await app.get(AccountsService).listTokens(accountId ? positiveInt(accountId, 'account id') : undefined);
      const rows = tokens.map((t) => [
        t.id,
        t.account_id,
        t.name,
        `${t.prefix}…`,
        t.formato,
        iso(t.created_at),
        iso(t.last_used_at),
        t.revoked_at ? `revoked ${iso(t.revoked_at)}` : 'active',
      ]);
      formatTable(rows, { header: ['id', 'account', 'name', 'prefix', 'formato', 'created', 'last used', 'status'] }).forEach(out);
    },
  },
  {
    name: 'token:revoke',
    usage: '<token id>',
    description: 'Revokes a token at once.',
    async run(app, [tokenId], out) {
      const id = positiveInt(tokenId, 'token id');
      if (!(await app.get(AccountsService).revokeToken(id))) throw new UsageError(`no active token ${id}`);
      out(`token ${id} revoked`);
    },
  },
];
