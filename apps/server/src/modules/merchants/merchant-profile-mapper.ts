import type { Address, MerchantProfile, TimeWindow } from '@perkdesk/contracts';
import type { MerchantRow } from './merchants.repository';

/** The profile as answered; the social provider key is never part of it. */
export function toMerchantProfile(
  row: MerchantRow,
  facts: { storeIds: string[]; paymentConnected: boolean },
): MerchantProfile {
  return {
    merchantId: row.id,
    name: row.name,
    description: row.description,
    phone: row.phone,
    email: row.email,
    website: row.website,
    businessType: row.businessType,
    businessLines: row.businessLines,
    address: (row.address as Address | null) ?? null,
    logoUrl: row.logoUrl,
    imagesUrl: row.imagesUrl,
    stores: facts.storeIds,
    paymentCustomerId: row.paymentCustomerId,
    paymentConnected: facts.paymentConnected,
    // Social accounts cannot be connected, so this is always false.
    socialConnected: false,
    operationTime: (row.operationTime as TimeWindow[] | null) ?? null,
    serveOptions: row.serveOptions as MerchantProfile['serveOptions'],
    taxConfigIds: row.taxConfigIds,
    lastUpdatedAt: row.updatedAt.toISOString(),
  };
}
