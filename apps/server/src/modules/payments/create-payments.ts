import type { Config } from '../../config';
import type { PaymentPort } from './payment-port';
import { createSandboxPayments } from './sandbox-payments';

/** The payment provider for this configuration: the sandbox until the Stripe adapter exists. */
export function createPayments(config: Config): PaymentPort {
  return createSandboxPayments({ appOrigin: config.appOrigin });
}
