import type { Address } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { zoneOfLocation } from '../geo/zone-of-location';
import { countStores, insertStore } from '../stores/stores.public';
import type { TaxService } from '../taxes/taxes.service';
import type { MerchantRow } from './merchants.repository';

/**
 * The initial store (contract §3): a profile save that leaves the merchant with no store but
 * with an address with a location, opening hours (set, even if empty: always open) and at least
 * one serve option creates one ACTIVE store from the profile, taxed with the profile's
 * `taxConfigIds` or else the address's default set, in the location's time zone.
 *
 * A store needs a name and at least one tax, so nothing is created while the profile has no
 * name or the address has no default taxes (outside Canada) and none were chosen; a later save
 * that supplies them creates it. Runs inside the save's transaction, with the merchant row locked.
 * Whether it created the store.
 */
export async function createInitialStoreIfDue(
  tx: Executor,
  merchant: MerchantRow,
  deps: { taxes: TaxService; now: Date },
): Promise<boolean> {
  const address = merchant.address as Address | null;
  const location = address?.location;
  if (!address || !location || merchant.operationTime === null || merchant.serveOptions.length === 0)
    return false;
  if (!merchant.name || (await countStores(tx, merchant.id)) > 0) return false;
  const [lng, lat] = location.coordinates;
  const taxConfigIds =
    merchant.taxConfigIds.length > 0 ? merchant.taxConfigIds : await deps.taxes.defaultIds(address, tx);
  if (taxConfigIds.length === 0) return false;
  await insertStore(tx, {
    id: newId(),
    merchantId: merchant.id,
    name: merchant.name,
    description: merchant.description,
    phone: merchant.phone,
    email: merchant.email,
    address,
    latitude: lat,
    longitude: lng,
    timeZone: zoneOfLocation(lat, lng),
    operationTime: merchant.operationTime,
    serveOptions: merchant.serveOptions,
    taxConfigIds,
    status: 'ACTIVE',
    createdAt: deps.now,
    updatedAt: deps.now,
  });
  return true;
}
