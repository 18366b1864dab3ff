import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

import { timestampInZone } from '../../../common/dates';
import { checkPreconditions } from '../../../common/http/etag';
import { RequestContext } from '../../../common/request-context';
import { TransactionRunner } from '../../../database/transaction';
import { GatewaySettingsDto } from '../dto/charge.dto';
import { FinancialGatewaySettings } from '../entities/financial-gateway-settings.entity';
import { FinancialError } from '../financial.errors';
import { FinancialGatewaySettingsRepository } from './financial-gateway-settings.repository';
import { isStrongWebhookToken } from './gateways/asaas-events';
import { GatewayName, GatewaySettings } from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';

/** Where returns are posted: `manual` returns go to the entry's own return endpoint, with the API token. */
export const MANUAL_RETURN_URL = '/api/v1/financial/{id}/charge/return';
/** The account's own Asaas return URL, by its route key. */
export const asaasReturnUrl = (key: string): string => `/api/v1/financial/gateway/asaas/${key}`;

/** A random route key of a return URL (32 url-safe characters), or a webhook token (43). */
const randomKey = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The settings of one gateway of an account as the API shows them: secrets only as
 * "configured"; `padrao` whether charges that name no gateway use it (`effectiveDefault`);
 * `url_retorno` the account's own return URL (null until the settings are first saved).
 */
export function settingsView(gateway: GatewayName, row: FinancialGatewaySettings | null, timezone: string, effectiveDefault: GatewayName) {
  return {
    gateway,
    padrao: gateway === effectiveDefault,
    api_key_configurada: !!row?.api_key,
    base_url: row?.base_url ?? null,
    webhook_token_configurado: !!row?.webhook_token && isStrongWebhookToken(row.webhook_token),
    url_retorno: gateway === 'manual' ? MANUAL_RETURN_URL : row?.chave_retorno ? asaasReturnUrl(row.chave_retorno) : null,
    atualizado_em: row ? timestampInZone(new Date(row.updated_at), timezone) : null,
  };
}

/** Per-account payment gateway settings (API and CLI). */
@Injectable()
export class GatewaySettingsEditor {
  constructor(
    private readonly settings: FinancialGatewaySettingsRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  static gatewayOf(name: string): GatewayName {
    if (!PaymentGateways.isName(name)) {
      throw new FinancialError('not_found', `Payment gateway ${name} not found`, [
        { field: 'gateway', code: 'gateway_not_found', message: `gateway must be one of manual, asaas` },
      ]);
    }
    return name;
  }

  async view(ctx: RequestContext, name: string) {
    const { id: accountId, timezone } = ctx.account;
    const gateway = GatewaySettingsEditor.gatewayOf(name);
    return settingsView(gateway, await this.settings.findFor(accountId, gateway), timezone, await this.defaultGateway(accountId));
  }

  async update(ctx: RequestContext, name: string, dto: GatewaySettingsDto) {
    const { id: accountId, timezone } = ctx.account;
    const gateway = GatewaySettingsEditor.gatewayOf(name);
    if (gateway === 'manual') {
      const extra = (['api_key', 'base_url', 'webhook_token'] as const).filter((k) => dto[k] !== undefined);
      if (extra.length > 0) {
        throw FinancialError.invalid(
          extra.map((field) => ({ field, code: 'not_applicable', message: `${field} does not apply to the manual gateway` })),
        );
      }
    }
    return this.transactions.run(ctx, async ({ tx }) => {
      const m = tx.manager;
      const existing = await this.settings.findFor(accountId, gateway, m);
      if (existing) await this.settings.findByIdForUpdate(accountId, existing.id, m);
      await checkPreconditions(ctx, `the settings of gateway ${gateway}`, async () =>
        settingsView(gateway, await this.settings.findFor(accountId, gateway, m), timezone, await this.defaultGateway(accountId, m)),
      );
      const row =
        (await this.settings.findFor(accountId, gateway, m)) ??
        ({ account_id: accountId, gateway, padrao: false } as FinancialGatewaySettings);
      if (dto.padrao === true) await this.settings.clearDefault(accountId, m);
      if (dto.padrao !== undefined) row.padrao = dto.padrao;
      if (dto.api_key !== undefined) row.api_key = dto.api_key;
      if (dto.base_url !== undefined) row.base_url = dto.base_url;
      if (dto.webhook_token !== undefined) row.webhook_token = dto.webhook_token;
      let generated: string | undefined;
      if (gateway === 'asaas') {
        row.chave_retorno ??= randomKey(24);
        // Left out while the account has no usable token: one is generated, shown in this answer only.
        if (dto.webhook_token === undefined && !(row.webhook_token && isStrongWebhookToken(row.webhook_token)))
          row.webhook_token = generated = randomKey(32);
      }
      row.updated_at = new Date();
      const saved = row.id ? await this.settings.save(row, m) : await this.settings.create(accountId, row, m);
      const view = settingsView(gateway, saved, timezone, await this.defaultGateway(accountId, m));
      return generated === undefined ? view : { ...view, webhook_token_gerado: generated };
    });
  }

  /** The settings a gateway adapter receives (secrets in plain text), or none configured. */
  async resolve(accountId: number, gateway: GatewayName): Promise<GatewaySettings> {
    const row = await this.settings.findFor(accountId, gateway);
    return { accountId, apiKey: row?.api_key ?? null, baseUrl: row?.base_url ?? null, webhookToken: row?.webhook_token ?? null };
  }

  /** The account's default gateway, else `manual`. */
  async defaultGateway(accountId: number, manager?: EntityManager): Promise<GatewayName> {
    const row = await this.settings.findDefault(accountId, manager);
    return row && PaymentGateways.isName(row.gateway) ? row.gateway : 'manual';
  }

  /**
   * The account (and its settings) whose return URL for `gateway` carries `key`, or null: a
   * gateway's return names its account by the route key alone, and its token is then compared
   * with that account's token only.
   */
  async byReturnKey(gateway: GatewayName, key: string): Promise<{ accountId: number; settings: GatewaySettings } | null> {
    const row = await this.settings.findByReturnKey(gateway, key);
    // The index may compare without case: the key must match exactly.
    if (!row || row.chave_retorno !== key) return null;
    return { accountId: row.account_id, settings: { apiKey: row.api_key, baseUrl: row.base_url, webhookToken: row.webhook_token } };
  }
}
