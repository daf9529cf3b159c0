import type { MerchantProfile } from '@perkdesk/contracts';
import { listStoreIds } from '../stores/stores.public';
import type { MerchantProfileContext } from './merchant-profile-context';
import { toMerchantProfile } from './merchant-profile-mapper';
import type { MerchantRow } from './merchants.repository';

/** The profile as answered, with the merchant's store ids and whether its payments are connected. */
export async function profileAnswer(ctx: MerchantProfileContext, row: MerchantRow): Promise<MerchantProfile> {
  return toMerchantProfile(row, {
    storeIds: await listStoreIds(ctx.db, row.id),
    paymentConnected: await ctx.hasPaymentAccount(row.id),
  });
}
