import { Injectable } from '@nestjs/common';

import { countedGateway } from '../../../../metrics/gateway-metrics';
import { AsaasGateway } from './asaas.gateway';
import { ManualGateway } from './manual.gateway';
import { GATEWAY_NAMES, gatewayCallOutcome, GatewayName, PaymentGateway } from './payment-gateway';

/** Every payment gateway by name: the financial module picks one per charge. */
@Injectable()
export class PaymentGateways {
  private readonly byName: ReadonlyMap<GatewayName, PaymentGateway>;

  constructor(manual: ManualGateway, asaas: AsaasGateway) {
    this.byName = new Map<GatewayName, PaymentGateway>([
      // Calls to each gateway are counted by outcome (the /metrics of the process).
      [manual.name, countedGateway(manual, gatewayCallOutcome)],
      [asaas.name, countedGateway(asaas, gatewayCallOutcome)],
    ]);
  }

  /** Whether a name (e.g. a path parameter) is a gateway of the service. */
  static isName(name: unknown): name is GatewayName {
    return typeof name === 'string' && (GATEWAY_NAMES as readonly string[]).includes(name);
  }

  get(name: GatewayName): PaymentGateway {
    const gateway = this.byName.get(name);
    if (!gateway) throw new Error(`unknown payment gateway "${String(name)}"`);
    return gateway;
  }

  /** The gateway of that name, or null for a name that is none (to answer 404/400 at the edge). */
  find(name: string): PaymentGateway | null {
    return PaymentGateways.isName(name) ? this.get(name) : null;
  }
}
