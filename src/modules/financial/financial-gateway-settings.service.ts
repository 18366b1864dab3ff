import { checkPreconditions } from '../../common/http/etag';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { timestampInZone } from '../../common/dates';
import { RequestContext } from '../../common/request-context';
import { TransactionRunner } from '../../database/transaction';
import { GatewaySettingsDto } from './dto/charge.dto';
import { FinancialGatewaySettings } from './entities/financial-extras.entity';
import { FinancialError } from './financial.errors';
import { FinancialGatewaySettingsRepository } from './financial-gateway-settings.repository';
import { sameSecret } from './gateways/asaas-events';
import { GatewayName, GatewaySettings } from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';

/** Where a gateway's returns are posted: `manual` returns go to the entry's own return endpoint, with the API token. */
export const RETURN_URLS: Readonly<Record<GatewayName, string>> = {
  manual: '/api/v1/financial/{id}/charge/return',
  asaas: '/api/v1/financial/gateway/asaas',
};

/**
 * The settings of one gateway of an account as the API shows them: secrets only as
 * "configured"; `padrao` whether charges that name no gateway use it (`effectiveDefault`).
 */
export function settingsView(gateway: GatewayName, row: FinancialGatewaySettings | null, timezone: string, effectiveDefault: GatewayName) {
  return {
    gateway,
    padrao: gateway === effectiveDefault,
    api_key_configurada: !!row?.api_key,
    base_url: row?.base_url ?? null,
    webhook_token_configurado: !!row?.webhook_token,
    url_retorno: RETURN_URLS[gateway],
    atualizado_em: row ? timestampInZone(new Date(row.updated_at), timezone) : null,
  };
}

/** Per-account payment gateway settings (API and CLI). */
@Injectable()
export class FinancialGatewaySettingsService {
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
    const gateway = FinancialGatewaySettingsService.gatewayOf(name);
    return settingsView(gateway, await this.settings.findFor(accountId, gateway), timezone, await this.defaultGateway(accountId));
  }

  async update(ctx: RequestContext, name: string, dto: GatewaySettingsDto) {
    const { id: accountId, timezone } = ctx.account;
    const gateway = FinancialGatewaySettingsService.gatewayOf(name);
    if (gateway === 'manual') {
      const extra = (['api_key', 'base_url', 'webhook_token'] as const).filter((k) => dto[k] !== undefined);
      if (extra.length > 0) {
        throw FinancialError.invalid(extra.map((field) => ({ field, code: 'not_applicable', message: `${field} does not apply to the manual gateway` })));
      }
    }
    return this.transactions.run(ctx, async ({ tx }) => {
      const m = tx.manager;
      const existing = await this.settings.findFor(accountId, gateway, m);
      if (existing) await this.settings.findByIdForUpdate(accountId, existing.id, m);
      await checkPreconditions(ctx, `the settings of gateway ${gateway}`, async () =>
        settingsView(gateway, await this.settings.findFor(accountId, gateway, m), timezone, await this.defaultGateway(accountId, m)),
      );
      const row = (await this.settings.findFor(accountId, gateway, m)) ?? ({ account_id: accountId, gateway, padrao: false } as FinancialGatewaySettings);
      if (dto.padrao === true) await this.settings.clearDefault(accountId, m);
      if (dto.padrao !== undefined) row.padrao = dto.padrao;
      if (dto.api_key !== undefined) row.api_key = dto.api_key;
      if (dto.base_url !== undefined) row.base_url = dto.base_url;
      if (dto.webhook_token !== undefined) row.webhook_token = dto.webhook_token;
      row.updated_at = new Date();
      const saved = row.id ? await this.settings.save(row, m) : await this.settings.create(accountId, row, m);
      return settingsView(gateway, saved, timezone, await this.defaultGateway(accountId, m));
    });
  }

  /** The settings a gateway adapter receives (secrets in plain text), or none configured. */
  async resolve(accountId: number, gateway: GatewayName): Promise<GatewaySettings> {
    const row = await this.settings.findFor(accountId, gateway);
    return { apiKey: row?.api_key ?? null, baseUrl: row?.base_url ?? null, webhookToken: row?.webhook_token ?? null };
  }

  /** The account's default gateway, else `manual`. */
  async defaultGateway(accountId: number, manager?: EntityManager): Promise<GatewayName> {
    const row = await this.settings.findDefault(accountId, manager);
    return row && PaymentGateways.isName(row.gateway) ? row.gateway : 'manual';
  }

  /**
   * The settings of the account whose webhook token for `gateway` is exactly `token` (compared in
   * constant time), or null: for a return that names no charge of the service.
   */
  async withWebhookToken(gateway: GatewayName, token: string): Promise<GatewaySettings | null> {
    const row = (await this.settings.withWebhookToken(gateway, token)).find((r) => !!r.webhook_token && sameSecret(r.webhook_token, token));
    return row ? { apiKey: row.api_key, baseUrl: row.base_url, webhookToken: row.webhook_token } : null;
  }
}
