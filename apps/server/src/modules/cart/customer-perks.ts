import type { CartContext } from './cart-context';
import { loadCartPerks } from './load-cart-perks';
import type { VersionedStore } from './menu-cache';

/** The merchant's promotions and the customer's history at a store; read on the pool, never under a lock. */
export const perksFor = (
  ctx: CartContext,
  customerId: string,
  { store, version }: VersionedStore,
  only?: ReadonlySet<string>,
) =>
  loadCartPerks(ctx.db, ctx.promotions, {
    customerId,
    merchantId: store.merchantId,
    storeId: store.id,
    version,
    only,
  });
