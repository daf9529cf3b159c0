import type { StoreLink } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import type { StoreContext } from './store-context';
import { findStoreBySlug } from './stores.repository';

/**
 * The store a link name points to, for anyone: only a store customers can see answers (ACTIVE, and
 * its merchant's payment account connected, as §4 Visibility has it); anything else is unknown.
 */
export async function resolveStoreLink(ctx: StoreContext, slug: string): Promise<StoreLink> {
  const store = await findStoreBySlug(ctx.db, slug.trim().toLowerCase());
  if (!store || store.status !== 'ACTIVE') throw notFound();
  if (ctx.hasPaymentAccount && !(await ctx.hasPaymentAccount(store.merchantId))) throw notFound();
  return { storeId: store.id };
}
