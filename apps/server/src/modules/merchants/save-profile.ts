import { notFound } from '../../lib/app-error';
import { createInitialStoreIfDue } from './initial-store';
import type { MerchantProfileContext } from './merchant-profile-context';
import { lockMerchant, type MerchantPatch, type MerchantRow, updateMerchant } from './merchants.repository';

/** One locked read-merge-write, after which the initial store is created when due. */
export function saveProfile(
  ctx: MerchantProfileContext,
  merchantId: string,
  merge: (row: MerchantRow) => MerchantPatch,
): Promise<MerchantRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockMerchant(tx, merchantId);
    if (!row) throw notFound();
    const now = ctx.clock.now();
    const updated = await updateMerchant(tx, merchantId, { ...merge(row), updatedAt: now });
    await createInitialStoreIfDue(tx, updated, { taxes: ctx.taxes, now });
    return updated;
  });
}
