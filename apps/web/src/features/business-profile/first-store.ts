import type { MerchantProfile } from '@perkdesk/contracts';

type Stores = Pick<MerchantProfile, 'stores'>;

/**
 * The id of the store a save created: the server creates the first one when a save completes
 * the address, hours and serve options (contract §3 Initial store), so the saved profile's
 * `stores` goes from empty to one.
 */
export function createdFirstStore(before: Stores, after: Stores): string | null {
  return before.stores.length === 0 && after.stores.length > 0 ? (after.stores[0] ?? null) : null;
}

export type FirstStoreBlocker = 'name' | 'taxes';

/**
 * Why a save that holds everything the first store needs still made none: the store takes the
 * profile's name, and its taxes (chosen, or the address's default set, which only known places have).
 */
export function firstStoreBlocker(
  profile: Pick<MerchantProfile, 'stores' | 'name' | 'taxConfigIds'>,
  defaultTaxCount: number,
): FirstStoreBlocker | null {
  if (profile.stores.length > 0) return null;
  if (!profile.name) return 'name';
  if (profile.taxConfigIds.length === 0 && defaultTaxCount === 0) return 'taxes';
  return null;
}
