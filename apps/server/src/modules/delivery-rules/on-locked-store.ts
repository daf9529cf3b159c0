import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { lockStore } from '../stores/stores.public';
import { writable } from '../stores/writable';
import type { DeliveryRuleContext } from './delivery-rule-context';

/**
 * Runs a write on a live store of the merchant, with the store row locked: two writes to one
 * store's rules never both pass the uniqueness and zero-minimum checks on a stale list.
 */
export function onLockedStore<T>(
  ctx: DeliveryRuleContext,
  merchantId: string,
  storeId: string,
  write: (tx: Executor) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const store = await lockStore(tx, merchantId, storeId);
    if (!store) throw notFound();
    writable(store);
    return write(tx);
  });
}
