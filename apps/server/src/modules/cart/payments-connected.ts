import type { PaymentAccountCheck } from '../../lib/payment-account-check';
import type { VersionedStore } from './menu-cache';

/**
 * Whether a merchant's payments were connected at a catalogue version, asked once per version: a
 * payment account write raises the version (migration 0009), so the answer holds as long as it does.
 */
export function paymentsConnectedByVersion(hasPaymentAccount: PaymentAccountCheck) {
  const connectedAt = new Map<string, { version: number; connected: boolean }>();
  return async ({ store, version }: VersionedStore): Promise<boolean> => {
    const known = connectedAt.get(store.merchantId);
    if (known?.version === version) return known.connected;
    const connected = await hasPaymentAccount(store.merchantId);
    connectedAt.set(store.merchantId, { version, connected });
    return connected;
  };
}
