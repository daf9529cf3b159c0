import { CART_MESSAGES } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { findStoreWithVersion } from '../store-detail/store-detail.public';
import type { CartContext } from './cart-context';
import type { VersionedStore } from './menu-cache';

/**
 * The store of a cart or checkout, with its catalogue version: unknown or deleted is 404
 * "Merchant Store does not exist."; one customers cannot see (not ACTIVE, or the merchant's
 * payments not connected) is 400 STORE_NOT_ACCEPTING_ORDERS (contract §4 Visibility, §8).
 * Reads through the main handle: call it before opening a transaction.
 */
export async function orderableStore(ctx: CartContext, storeId: string): Promise<VersionedStore> {
  const found = await findStoreWithVersion(ctx.db, storeId);
  if (!found || found.store.status === 'DELETED') throw new AppError('NOT_FOUND', CART_MESSAGES.storeUnknown);
  if (found.store.status !== 'ACTIVE' || !(await ctx.paymentsConnected(found)))
    throw new AppError('STORE_NOT_ACCEPTING_ORDERS');
  return found;
}
