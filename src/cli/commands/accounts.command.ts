import { AccountsService } from '../../accounts/accounts.service';
import { CliCommand, positiveInt, UsageError } from '../command';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '-');

export const ACCOUNT_COMMANDS: CliCommand[] = [
  {
    name: 'account:create',
    usage: '"<name>" [time zone]',
    description: 'Creates an account (with default lookup lists) and its first API token, printed alone on the last line.',
    async run(app, [name, timezone], out) {
      if (!name?.trim()) throw new UsageError('the account name is required');
      const { account, token } = await app.get(AccountsService).createAccount(name, timezone);
      out(`account ${account.id} "${account.nome}" created (time zone ${account.timezone})`);
      out(token);
    },
  },
  {
    name: 'account:list',
    usage: '',
    description: 'Lists the accounts.',
    async run(app, _args, out) {
      for (const a of await app.get(AccountsService).listAccounts()) out(`${a.id}\t${a.nome}\t${a.timezone}\t${iso(a.created_at)}`);
    },
  },
  {
    name: 'token:create',
    usage: '<account id> [name]',
    description: 'Creates an API token for the account, printed alone on the last line (shown once).',
    async run(app, [accountId, name], out) {
      const token = await app.get(AccountsService).createToken(positiveInt(accountId, 'account id'), name ?? 'cli');
      out(`token created for account ${accountId}`);
      out(token);
    },
  },
  {
    name: 'token:list',
    usage: '[account id]',
    description: 'Lists tokens (ID, account, name, prefix, created, last used, revoked); never the token itself.',
    async run(app, [accountId], out) {
      const tokens = await app.get(AccountsService).listTokens(accountId ? positiveInt(accountId, 'account id') : undefined);
      for (const t of tokens) {
        out(
          `${t.id}\t${t.account_id}\t${t.name}\t${t.prefix}…\tcreated ${iso(t.created_at)}\tlast used ${iso(t.last_used_at)}\t${t.revoked_at ? `revoked ${iso(t.revoked_at)}` : 'active'}`,
        );
      }
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
