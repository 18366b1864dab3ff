import { Injectable } from '@nestjs/common';

import { AccountDirectory } from '../../../accounts/account-directory';
import { AccountAdmission } from '../../../database/account-admission';
import { countGatewayReturn } from '../../../metrics/gateway-metrics';
import { FinancialError, FinancialErrorCode } from '../financial.errors';
import { rethrow } from './charge-common';
import { ChargeRecovery } from './charge-recovery.service';
import { ChargeReturns } from './charge-returns.service';
import { FinancialChargesRepository } from './financial-charges.repository';
import { GatewaySettingsEditor } from './gateway-settings-editor.service';
import { GatewayEvent } from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';

/** A gateway's returns (webhooks) at each account's own return URL. */
@Injectable()
export class GatewayReturns {
  constructor(
    private readonly returns: ChargeReturns,
    private readonly recovery: ChargeRecovery,
    private readonly charges: FinancialChargesRepository,
    private readonly settings: GatewaySettingsEditor,
    private readonly gateways: PaymentGateways,
    private readonly accounts: AccountDirectory,
    private readonly admission: AccountAdmission,
  ) {}

  /**
   * `POST /api/v1/financial/gateway/{gateway}/{chave}`: a gateway's webhook, at the return URL of
   * one account (the route key names it; no API token). Its token is compared with that
   * account's token only, before the body is read. A body that names no charge of the account is
   * acknowledged and ignored, so the gateway does not keep retrying it. Without a key (the
   * shared URL of earlier versions) nothing is read: 404 `return_url_moved`, whatever the token.
   */
  async gatewayReturn(name: string, key: string | undefined, headers: Record<string, string | string[] | undefined>, body: unknown) {
    const gatewayName = GatewaySettingsEditor.gatewayOf(name);
    if (gatewayName === 'manual') {
      throw new FinancialError(
        'not_found',
        'Manual charges have no gateway webhook: post their return to /api/v1/financial/{id}/charge/return',
        [{ field: 'gateway', code: 'gateway_not_found', message: 'the manual gateway has no webhook' }],
      );
    }
    if (key === undefined) {
      throw new FinancialError(
        'not_found',
        'Each account has its own return URL: see url_retorno in GET /api/v1/financial/gateways/asaas and configure it at the gateway',
        [
          {
            field: 'gateway',
            code: FinancialErrorCode.ReturnUrlMoved,
            message: 'this shared return URL is retired; returns go to the url_retorno of the account',
          },
        ],
      );
    }
    const owner = await this.settings.byReturnKey(gatewayName, key);
    if (!owner) {
      throw new FinancialError('not_found', 'Return URL not found', [
        { field: 'chave', code: FinancialErrorCode.ReturnUrlNotFound, message: 'no return URL has this key' },
      ]);
    }
    // From here the return acts for the account: it takes one of its database slots, as its requests do.
    return this.admission.run(owner.accountId, async () => {
      const gateway = this.gateways.get(gatewayName);
      let event: GatewayEvent | null;
      try {
        // The account's token only: a token of another account is as wrong as a made-up one.
        event = gateway.parseReturn(headers, body, owner.settings);
      } catch (error) {
        return rethrow(error);
      }
      if (!event) countGatewayReturn(gatewayName, 'ignored');
      if (!event) return { message: 'Acknowledged: the event concerns no charge status; nothing changed', data: null };
      let charge = await this.charges.findByGatewayRef(owner.accountId, gatewayName, event.idExterno);
      if (!charge) charge = await this.recovery.resolveFromReturn(owner.accountId, gatewayName, event);
      if (!charge) countGatewayReturn(gatewayName, 'ignored');
      if (!charge) return { message: 'Acknowledged: no charge of this account has that reference; nothing changed', data: null };
      const ctx = await this.accounts.contextFor(owner.accountId);
      if (!ctx) countGatewayReturn(gatewayName, 'ignored');
      if (!ctx) return { message: "Acknowledged: the charge's account no longer exists; nothing changed", data: null };
      // An ignored event is acknowledged too (200), so that the gateway stops resending it.
      const result = await this.returns.apply(ctx, charge, event, { tokenId: null, nome: `gateway ${gatewayName}` });
      return { message: result.message, data: null };
    });
  }
}
