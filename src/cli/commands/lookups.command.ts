import { isLookupKind, LOOKUP_KINDS, LookupKind } from '../../modules/lookups/lookup-kinds';
import { LookupsService } from '../../modules/lookups/lookups.service';
import { CliCommand, positiveInt, UsageError } from '../command';
import { formatTable } from '../table';

function kindArg(value: string | undefined): LookupKind {
  if (!value || !isLookupKind(value)) throw new UsageError(`kind must be one of ${LOOKUP_KINDS.join(', ')}`);
  return value;
}

const KINDS = LOOKUP_KINDS.join('|');

/** The lookup lists (how-met, event types, sellers, locations) are managed here, not through the API. */
export const LOOKUP_COMMANDS: CliCommand[] = [
  {
    name: 'lookup:list',
    usage: `<account id> <${KINDS}>`,
    description: 'Lists the entries of a lookup list of the account (ID, name, active).',
    async run(app, [accountId, kind], out) {
      const rows = await app.get(LookupsService).all(positiveInt(accountId, 'account id'), kindArg(kind));
      const table = rows.map((r) => [r.id, r.nome, r.ativo ? 'active' : 'inactive']);
      formatTable(table, { header: ['id', 'name', 'status'] }).forEach(out);
    },
  },
  {
    name: 'lookup:add',
    usage: `<account id> <${KINDS}> "<nome>"`,
    description: 'Adds an entry to a lookup list of the account; prints its ID alone on the last line.',
    async run(app, [accountId, kind, nome], out) {
      if (!nome?.trim()) throw new UsageError('the name is required');
      const row = await app.get(LookupsService).add(positiveInt(accountId, 'account id'), kindArg(kind), nome);
      out(`${kind} "${row.nome}" added`);
      out(String(row.id));
    },
  },
  {
    name: 'lookup:rename',
    usage: `<account id> <${KINDS}> <id> "<nome>"`,
    description: 'Renames an entry of a lookup list.',
    async run(app, [accountId, kind, id, nome], out) {
      if (!nome?.trim()) throw new UsageError('the name is required');
      const ok = await app.get(LookupsService).rename(positiveInt(accountId, 'account id'), kindArg(kind), positiveInt(id, 'id'), nome);
      if (!ok) throw new UsageError(`no ${kind} ${id} in account ${accountId}`);
      out(`${kind} ${id} renamed to "${nome.trim()}"`);
    },
  },
  {
    name: 'lookup:deactivate',
    usage: `<account id> <${KINDS}> <id>`,
    description: 'Marks an entry inactive (kept, so that records that reference it still resolve).',
    async run(app, [accountId, kind, id], out) {
      const ok = await app.get(LookupsService).setActive(positiveInt(accountId, 'account id'), kindArg(kind), positiveInt(id, 'id'), false);
      if (!ok) throw new UsageError(`no ${kind} ${id} in account ${accountId}`);
      out(`${kind} ${id} deactivated`);
    },
  },
  {
    name: 'lookup:activate',
    usage: `<account id> <${KINDS}> <id>`,
    description: 'Marks an entry active again.',
    async run(app, [accountId, kind, id], out) {
      const ok = await app.get(LookupsService).setActive(positiveInt(accountId, 'account id'), kindArg(kind), positiveInt(id, 'id'), true);
      if (!ok) throw new UsageError(`no ${kind} ${id} in account ${accountId}`);
      out(`${kind} ${id} activated`);
    },
  },
  {
    name: 'seller:commission',
    usage: '<account id> <seller id> <percent>',
    description: 'Sets the commission percentage of a seller (0 to 100, up to 2 decimals), as PUT /api/v1/seller/{id} does.',
    async run(app, [accountId, id, percent], out) {
      if (!/^\d{1,3}([.,]\d{1,2})?$/.test(percent ?? '') || Number(percent!.replace(',', '.')) > 100)
        throw new UsageError('the percent must be a number from 0 to 100 with up to 2 decimals (5, 7.5, 12,25)');
      const value = Number(percent!.replace(',', '.'));
      const ok = await app.get(LookupsService).setCommission(positiveInt(accountId, 'account id'), positiveInt(id, 'seller id'), value);
      if (!ok) throw new UsageError(`no seller ${id} in account ${accountId}`);
      out(`seller ${id}: commission ${value} %`);
    },
  },
];
