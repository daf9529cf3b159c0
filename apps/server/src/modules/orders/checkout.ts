import type { CheckoutBody, CustomerOrder } from '@perkdesk/contracts';
import { newId } from '../../lib/ids';
import { findUserById } from '../accounts/accounts.public';
import { findCart } from '../cart/cart.public';
import { customerNameOf } from './customer-name';
import { customerView } from './customer-view';
import type { OrderContext } from './order-context';
import { type FrozenPricing, searchTextOf } from './order-mapper';
import { insertOrderIfCartUnchanged, insertOrderReplacingOpen } from './order-writes.repository';
import type { NewOrder } from './orders.repository';
import { priceCart, priceLockedCart } from './price-locked-cart';

/**
 * POST /api/orders/checkout: the cart priced now becomes a CHECKOUT order with its prices frozen
 * in `priced`; the customer's earlier open order in the store is canceled and its payment released.
 * Refusals: the store (404, STORE_NOT_ACCEPTING_ORDERS) and those of `priceCart`.
 *
 * Usually the cart is read without a lock and the order inserted by one statement that checks the
 * cart is unchanged and no order is open (`insertOrderIfCartUnchanged`): no transaction. Otherwise
 * (a concurrent write to the cart, an open order to replace, no cart yet) the cart is locked and
 * priced again in a transaction that replaces the open orders.
 */
export async function checkout(
  ctx: OrderContext,
  customerId: string,
  body: CheckoutBody,
): Promise<CustomerOrder> {
  const { db, reservations } = ctx;
  const points = body.globalPoints ?? null;
  // Side by side on the pool: none of them depends on another.
  const [basis, balance, customer, seen] = await Promise.all([
    ctx.carts.checkoutBasis(body.storeId),
    points === null ? null : ctx.globalPointsBalance(customerId),
    findUserById(db, customerId),
    findCart(db, customerId, body.storeId),
  ]);
  const { store, instant: now } = basis.menu;
  const id = newId(now.getTime());
  const customerName = customer ? customerNameOf(customer) : null;
  const customerPhone = customer?.phone ?? null;
  const orderOf = (pricing: FrozenPricing): NewOrder & { lastUpdatedAt: Date } => ({
    id,
    merchantId: store.merchantId,
    storeId: store.id,
    customerId,
    status: 'CHECKOUT',
    numberOfItems: pricing.numberOfItems,
    priced: pricing as unknown as Record<string, unknown>,
    subAmountProductsCents: pricing.subAmountProductsCents,
    subAmountCents: pricing.subAmountCents,
    discountCents: pricing.discountAmountCents,
    taxCents: pricing.taxAmountCents,
    serviceFeeCents: pricing.serviceFeeCents,
    globalPointsUsed: pricing.globalPointsUsed,
    earnedGlobalPoints: pricing.earnedGlobalPoints,
    totalCents: pricing.totalAmountCents,
    customerName,
    customerPhone,
    searchText: searchTextOf({ id, customerName, customerPhone, pricing }),
    createdAt: now,
    lastUpdatedAt: now,
  });
  const input = { customerId, basis, body, balance };

  if (seen) {
    const pricing = await priceCart(ctx, db, seen, input);
    const order = await insertOrderIfCartUnchanged(db, orderOf(pricing), seen.version);
    if (order) return customerView(ctx, order, store);
  }

  const { order, replaced } = await db.transaction(async (tx) => {
    const pricing = await priceLockedCart(ctx, tx, input);
    const inserted = await insertOrderReplacingOpen(tx, orderOf(pricing));
    for (const old of inserted.replaced) await reservations.release(tx, old);
    return inserted;
  });
  for (const old of replaced) {
    await ctx.orderPayments.releasePayment(old);
    await ctx.publish(old);
  }
  return customerView(ctx, order, store);
}
