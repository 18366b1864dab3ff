import { Module } from '@nestjs/common';

import { AsaasGateway } from './asaas.gateway';
import { ManualGateway } from './manual.gateway';
import { PaymentGateways } from './payment-gateways';

/** The payment gateway adapters behind `PaymentGateways`; the financial module imports it. */
@Module({
  providers: [ManualGateway, AsaasGateway, PaymentGateways],
  exports: [PaymentGateways],
})
export class PaymentGatewaysModule {}
