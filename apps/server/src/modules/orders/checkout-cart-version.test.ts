import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { openShop, orderRow } from '../../test/order-harness';
import { orderTestKit } from '../../test/order-test-kit';
import { findCart } from '../cart/cart.public';
import { insertOrderIfCartUnchanged } from './order-writes.repository';

// The checkout's insert without a lock (ADR 17): it writes only while the cart is at the version the
// checkout priced and the customer has no open order in the store; otherwise it writes nothing and
// checkout locks the cart instead.

describe('insertOrderIfCartUnchanged', () => {
  const { t, p, customerOf, addLine, checkout } = orderTestKit('sandbox');

  const ordersOf = async (customerId: string) =>
    (await t().db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)))[0]?.n;

  it('inserts on the version read, and writes nothing once the cart or an open order changed', async () => {
    const shop = await openShop(p);
    const customer = await customerOf();
    await addLine(customer, shop.store.id, shop.menu.croissant.id);
    // A row to copy: a checkout's order, set PAID so that it is no longer open.
    const template = await orderRow(t(), (await checkout(customer, shop.store.id)).id);
    await t().db.update(orders).set({ status: 'PAID' }).where(eq(orders.id, template.id));
    const fresh = () => ({ ...template, id: newId(Date.now()), status: 'CHECKOUT' as const, seq: undefined });

    const read = await findCart(t().db, customer.id, shop.store.id);
    if (!read) throw new Error('no cart');
    // The cart changes after the read: nothing is written, the version moves only with the change.
    await addLine(customer, shop.store.id, shop.menu.croissant.id);
    const changed = await findCart(t().db, customer.id, shop.store.id);
    expect(changed?.version).toBeGreaterThan(read.version);
    expect(await insertOrderIfCartUnchanged(t().db, fresh(), read.version)).toBeUndefined();
    expect(await ordersOf(customer.id)).toBe(1);
    expect((await findCart(t().db, customer.id, shop.store.id))?.version).toBe(changed?.version);

    // On the version read: inserted, and the cart's version bumped (a second insert on it fails).
    const current = changed?.version ?? -1;
    const inserted = await insertOrderIfCartUnchanged(t().db, fresh(), current);
    expect(inserted?.status).toBe('CHECKOUT');
    expect((await findCart(t().db, customer.id, shop.store.id))?.version).toBe(current + 1);
    expect(await insertOrderIfCartUnchanged(t().db, fresh(), current)).toBeUndefined();

    // An open order in the store: nothing, even on the current version.
    expect(await insertOrderIfCartUnchanged(t().db, fresh(), current + 1)).toBeUndefined();
    expect(await ordersOf(customer.id)).toBe(2);
  });
});
