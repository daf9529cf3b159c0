import { AppError, notFound } from '../../lib/app-error';
import type { StoreContext } from './store-context';
import { lockStore, updateStore } from './stores.repository';
import { writable } from './writable';

/**
 * A soft delete: the store keeps answering GET by id with status DELETED. Refused while the store
 * has paid orders in progress (contract §4), checked with the store locked. Its link name is freed.
 */
export async function deleteStore(
  ctx: StoreContext,
  merchantId: string,
  id: string,
): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => {
    const store = await lockStore(tx, merchantId, id);
    if (!store) throw notFound();
    writable(store);
    if (await ctx.hasOrdersInProgress?.(tx, id)) throw new AppError('STORE_HAS_ACTIVE_ORDERS');
    await updateStore(tx, merchantId, id, { status: 'DELETED', slug: null, updatedAt: ctx.clock.now() });
  });
  return { id };
}
