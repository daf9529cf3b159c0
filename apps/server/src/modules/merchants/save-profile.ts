import { notFound } from '../../lib/app-error';
import { createInitialStoreIfDue } from './initial-store';
import type { MerchantProfileContext } from './merchant-profile-context';
import { lockMerchant, type MerchantPatch, type MerchantRow, updateMerchant } from './merchants.repository';

/** One locked read-merge-write, after which the initial store is created when due. */
export async function saveProfile(
  ctx: MerchantProfileContext,
  merchantId: string,
  merge: (row: MerchantRow) => MerchantPatch,
): Promise<MerchantRow> {
  const { updated, storeCreated } = await ctx.db.transaction(async (tx) => {
    const row = await lockMerchant(tx, merchantId);
    if (!row) throw notFound();
    const now = ctx.clock.now();
    const updated = await updateMerchant(tx, merchantId, { ...merge(row), updatedAt: now });
    return { updated, storeCreated: await createInitialStoreIfDue(tx, updated, { taxes: ctx.taxes, now }) };
  });
  // After the commit: other instances hear the store's own NOTIFY; this one must not wait for it.
  if (storeCreated) ctx.storesChanged?.(merchantId);
  return updated;
}
