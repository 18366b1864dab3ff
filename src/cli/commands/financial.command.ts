import { AppError } from '../../common/errors';
import { createValidationPipe } from '../../common/validation';
import { ChargeReturns } from '../../modules/financial/charges/charge-returns.service';
import { GatewaySettingsEditor } from '../../modules/financial/charges/gateway-settings-editor.service';
import { ChargeReturnDto, GatewaySettingsDto } from '../../modules/financial/dto/charge.dto';
import { EntryTotalsRebuilder } from '../../modules/financial/entries/entry-totals-rebuilder.service';
import { accountContext, CliCommand, options, positiveInt, UsageError } from '../command';
import { Progress } from '../progress';
import { readSecrets, SecretOption, secretUsage } from '../secret-input';

/** `--name=value` options and the positional arguments. */
const failure = (error: unknown): never => {
  if (error instanceof AppError)
    throw new UsageError(`${error.message}${error.errors.length ? `: ${error.errors.map((e) => e.message).join('; ')}` : ''}`);
  throw error;
};

/** The gateway's secrets: read from standard input or the environment, never from the command line. */
const API_KEY: SecretOption = { flag: 'api-key', env: 'GATEWAY_API_KEY', what: 'API key' };
const WEBHOOK_TOKEN: SecretOption = { flag: 'webhook-token', env: 'GATEWAY_WEBHOOK_TOKEN', what: 'webhook token' };

/** Payment gateway settings and the returns of manual charges. */
export const FINANCIAL_COMMANDS: CliCommand[] = [
  {
    name: 'financial:gateway',
    usage:
      `<account id> <manual|asaas> [--default] [--base-url=https://api.asaas.com/v3|https://api-sandbox.asaas.com/v3 (empty: the service's)] ` +
      `${secretUsage(API_KEY)} ${secretUsage(WEBHOOK_TOKEN)}`,
    description:
      'Configures a payment gateway of the account. Secrets are never taken on the command line (ps and the shell history keep what is there) ' +
      'nor printed: --api-key-stdin and --webhook-token-stdin read one line each from standard input (the key first), ' +
      '--api-key-env and --webhook-token-env read GATEWAY_API_KEY and GATEWAY_WEBHOOK_TOKEN. ' +
      'The webhook token has 32 characters or more; left out, one is generated and shown once.',
    async run(app, args, out, io) {
      const { positional, flags } = options(args);
      const [accountId, gateway] = positional;
      if (!gateway) throw new UsageError('the gateway is required (manual or asaas)');
      // First: a secret given on the command line is refused before anything is done.
      const secrets = await readSecrets(flags, [API_KEY, WEBHOOK_TOKEN], io?.env, io?.stdin, io?.stderr);
      const ctx = await accountContext(app, accountId);
      const body: Record<string, unknown> = {};
      if (flags.has('default')) body.padrao = true;
      if (secrets.has(API_KEY.flag)) body.api_key = secrets.get(API_KEY.flag);
      if (flags.has('base-url')) {
        const v = flags.get('base-url');
        body.base_url = v === true || v === '' ? null : v;
      }
      if (secrets.has(WEBHOOK_TOKEN.flag)) body.webhook_token = secrets.get(WEBHOOK_TOKEN.flag);
      // The same rules as the body of PUT /api/v1/financial/gateways/{gateway} (Asaas addresses only, the token's length).
      const dto = (await createValidationPipe()
        .transform(body, { type: 'body', metatype: GatewaySettingsDto, data: '' })
        .catch(failure)) as GatewaySettingsDto;
      const view: { webhook_token_gerado?: string } & Awaited<ReturnType<GatewaySettingsEditor['view']>> = await app
        .get(GatewaySettingsEditor)
        .update(ctx, gateway, dto)
        .catch(failure);
      out(
        `${view.gateway}: default ${view.padrao ? 'yes' : 'no'}, api key ${view.api_key_configurada ? 'configured' : 'not configured'}, ` +
          `base url ${view.base_url ?? '(service default)'}, webhook token ${view.webhook_token_configurado ? 'configured' : 'not configured'}; returns go to ${view.url_retorno}`,
      );
      // Shown once: the token the service generated, to configure at the gateway.
      if (view.webhook_token_gerado) out(`generated webhook token (shown once): ${view.webhook_token_gerado}`);
    },
  },
  {
    name: 'financial:charge-return',
    usage: '<account id> <entry id> <paga|cancelada|vencida|estornada> [--valor-pago=N] [--data-pagamento=YYYY-MM-DD] [--id-evento=REF]',
    description:
      'Records the return of a manual charge (a payment received outside the service), as POST /api/v1/financial/{id}/charge/return does.',
    async run(app, args, out) {
      const { positional, flags } = options(args);
      const [accountId, entryId, status] = positional;
      const ctx = await accountContext(app, accountId);
      const entry = positiveInt(entryId, 'entry id');
      if (!status) throw new UsageError('the status is required');
      const body: Record<string, unknown> = { status };
      const valor = flags.get('valor-pago');
      if (typeof valor === 'string') body.valor_pago = Number(valor);
      const data = flags.get('data-pagamento');
      if (typeof data === 'string') body.data_pagamento = data;
      const evento = flags.get('id-evento');
      if (typeof evento === 'string') body.id_evento = evento;
      // The same validation as the body of POST /api/v1/financial/{id}/charge/return.
      const dto = (await createValidationPipe()
        .transform(body, { type: 'body', metatype: ChargeReturnDto, data: '' })
        .catch(failure)) as ChargeReturnDto;
      const result = await app.get(ChargeReturns).manualReturn(ctx, entry, dto, { tokenId: null, nome: 'cli' }).catch(failure);
      out(result.message);
    },
  },
  {
    name: 'financial:rebuild-totals',
    usage: '<account id>',
    description:
      "Rebuilds the account's overview totals from its entries, in one transaction: a repair after entries were changed outside the service (by hand in SQL, or by an older version still running during an upgrade). Run it while the account takes no financial writes.",
    async run(app, args, out, io) {
      const { positional } = options(args);
      const ctx = await accountContext(app, positional[0]);
      // One transaction: progress is its start and its end (entries counted, rate) on standard error.
      const progress = new Progress('financial:rebuild-totals', 'entries', null, io && ((line) => io.stderr(`${line}\n`)));
      progress.note(`rebuilding the overview totals of account ${ctx.account.id}`);
      const counted = await app.get(EntryTotalsRebuilder).rebuild(ctx).catch(failure);
      progress.finish(counted);
      out(`overview totals of account ${ctx.account.id} rebuilt from ${counted} entries`);
    },
  },
];
