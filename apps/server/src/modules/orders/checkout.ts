import type { CheckoutBody, CustomerOrder } from '@perkdesk/contracts';
import { newId } from '../../lib/ids';
import { findUserById } from '../accounts/accounts.public';
import { customerNameOf } from './customer-name';
import { customerView } from './customer-view';
import type { OrderContext } from './order-context';
import { searchTextOf } from './order-mapper';
import { insertOrderReplacingOpen } from './order-writes.repository';
import { priceLockedCart } from './price-locked-cart';

/**
 * POST /api/orders/checkout: the cart priced now becomes a CHECKOUT order with its prices frozen
 * in `priced`; the customer's earlier open order in the store is canceled and its payment released.
 * Refusals: the store (404, STORE_NOT_ACCEPTING_ORDERS) and those of `priceLockedCart`.
 */
export async function checkout(
  ctx: OrderContext,
  customerId: string,
  body: CheckoutBody,
): Promise<CustomerOrder> {
  const { db, reservations } = ctx;
  const points = body.globalPoints ?? null;
  // Side by side on the pool: none of them depends on another.
  const [basis, balance, customer] = await Promise.all([
    ctx.carts.checkoutBasis(body.storeId),
    points === null ? null : ctx.globalPointsBalance(customerId),
    findUserById(db, customerId),
  ]);
  const { store, instant: now } = basis.menu;
  const id = newId(now.getTime());
  const customerName = customer ? customerNameOf(customer) : null;
  const customerPhone = customer?.phone ?? null;

  const { order, replaced } = await db.transaction(async (tx) => {
    const pricing = await priceLockedCart(ctx, tx, { customerId, basis, body, balance });
    const inserted = await insertOrderReplacingOpen(tx, {
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
    for (const old of inserted.replaced) await reservations.release(tx, old);
    return inserted;
  });
  for (const old of replaced) {
    await ctx.orderPayments.releasePayment(old);
    await ctx.publish(old);
  }
  return customerView(ctx, order, store);
}
