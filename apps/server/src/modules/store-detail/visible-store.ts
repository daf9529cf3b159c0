import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { StoreRow } from '../stores/stores.public';
import { findStoreWithVersion } from './store-detail.repository';
import type { StoreDetailContext } from './store-detail-context';

/** A store the caller may see, read with its merchant's catalogue version. */
export interface VisibleStore {
  store: StoreRow;
  version: number;
  /** The merchant previewing its own store, or anyone else (customers, anonymous callers). */
  audience: 'preview' | 'public';
}

/**
 * Customers see a store only while it is ACTIVE and its merchant's payment account is connected
 * (§4 Visibility); its merchant always may, as a preview. Anything else answers as unknown.
 * Checked on every request, before any cached body is looked at.
 */
export async function visibleStore(
  ctx: StoreDetailContext,
  storeId: string,
  caller: AuthContext | null,
): Promise<VisibleStore> {
  const found = await findStoreWithVersion(ctx.db, storeId);
  if (!found) throw notFound();
  const owner = caller?.role === 'MERCHANT' && caller.merchantId === found.store.merchantId;
  if (owner) return { ...found, audience: 'preview' };
  if (found.store.status !== 'ACTIVE' || !(await ctx.hasPaymentAccount(found.store.merchantId)))
    throw notFound();
  return { ...found, audience: 'public' };
}
