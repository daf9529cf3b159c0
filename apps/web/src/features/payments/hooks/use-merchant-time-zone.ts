import { useStores } from '../../../lib/stores-query';
import { DEFAULT_TIME_ZONE } from '../model/payment-format';

/**
 * The zone merchant-wide dates (charges, refunds, subscription periods) are shown in: the
 * merchant's earliest store's, else America/Toronto (contract §1 Time), as the order screens
 * show their times in the store's zone.
 */
export function useMerchantTimeZone(): string {
  const stores = useStores();
  return stores.data?.[0]?.timeZone.zoneName ?? DEFAULT_TIME_ZONE;
}
