import { customerOrderSchema } from '@perkdesk/contracts';
import { greatCircleDistanceKm } from '@perkdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  type Account,
  expectOrderTotalsAddUp,
  expectRefusal,
  openShop,
  orderRow,
  PROVIDERS,
} from '../../test/order-harness';
import { orderTestKit } from '../../test/order-test-kit';
import { createRule, TORONTO, torontoAddress } from '../../test/setup-fixtures';

// Delivery at confirm: the rule and price the server picks, the phone, the address saved once.

describe.each(PROVIDERS)('orders with the %s provider', (providerName) => {
  const { t, post, get, customerOf, addLine, checkout, intentOf, checkedOut, p } = orderTestKit(providerName);

  describe('delivery at confirm', () => {
    /** A checked-out croissant order (N = 3.25) at a store with rules at 3 km (3.99) and 5 km (6.00). */
    const deliveryOrder = async () => {
      const state = await checkedOut();
      const headers = state.shop.merchant.headers;
      await createRule(t(), headers, state.shop.store.id, { name: 'Near', distance: 3, price: 3.99 });
      await createRule(t(), headers, state.shop.store.id, { name: 'Far', distance: 5, price: 6 });
      return state;
    };
    const deliver = (customer: Account, orderId: string, info: Record<string, unknown>) =>
      post(
        `/api/orders/${orderId}/confirm`,
        { serveType: 'DELIVERY', deliveryInfoDTO: info },
        customer.headers,
      );

    it('picks the rule by the stated distance when the address has no location: at and beyond each boundary', async () => {
      const { customer, order } = await deliveryOrder();
      const at = async (deliveryDistance: number) => {
        const response = await deliver(customer, order.id, {
          deliveryAddress: torontoAddress(null),
          deliveryDistance,
        });
        expect(response.statusCode, response.body).toBe(200);
        return customerOrderSchema.parse(response.json());
      };
      expect(await at(3)).toMatchObject({ deliveryDistance: 3, deliveryPrice: 3.99, totalAmount: 8.68 });
      expect(await at(3.01)).toMatchObject({ deliveryDistance: 3.01, deliveryPrice: 6 });
      const five = await at(5);
      expect(five).toMatchObject({
        deliveryPrice: 6,
        deliveryAppliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.78 }],
        isDeliveryPriceTaxExempt: false,
        totalAmount: 10.95,
      });
      expectOrderTotalsAddUp(five);
      expect(await intentOf(order.id)).toMatchObject({ amountCents: 1095, applicationFeeCents: 50 });

      const beyond = await deliver(customer, order.id, {
        deliveryAddress: torontoAddress(null),
        deliveryDistance: 5.01,
      });
      await expectRefusal(beyond, 400, 'DELIVERY_RULE_NOT_FOUND', 'No matching delivery rule found.');
      // The order is as it was after the last good confirm.
      expect(await orderRow(t(), order.id)).toMatchObject({
        status: 'CONFIRMED',
        deliveryPriceCents: 600,
        totalCents: 1095,
      });
    });

    it('computes the great-circle distance from the address location; the client’s price is ignored', async () => {
      const { customer, order } = await deliveryOrder();
      const point = { lat: TORONTO.lat + 0.02, lng: TORONTO.lng };
      const response = await deliver(customer, order.id, {
        deliveryAddress: torontoAddress({ coordinates: [point.lng, point.lat] }),
        deliveryDistance: 4.5,
        deliveryPrice: 0.01,
      });
      expect(response.statusCode, response.body).toBe(200);
      const distance = greatCircleDistanceKm(TORONTO, point);
      expect(distance).toBeLessThan(3);
      expect(response.json()).toMatchObject({
        deliveryDistance: distance,
        deliveryPrice: 3.99,
        serveType: 'DELIVERY',
        isPickup: null,
      });
      expect(response.json().deliveryAddress.location).toEqual({
        type: 'Point',
        coordinates: [point.lng, point.lat],
        x: point.lng,
        y: point.lat,
      });
      // Beyond every rule.
      const far = await deliver(customer, order.id, {
        deliveryAddress: torontoAddress({ coordinates: [TORONTO.lng, TORONTO.lat + 0.1] }),
      });
      await expectRefusal(far, 400, 'DELIVERY_RULE_NOT_FOUND');
    });

    it('needs a phone: the delivery phone, else the profile’s; PHONE_REQUIRED leaves the order as it was', async () => {
      const shop = await openShop(p);
      await createRule(t(), shop.merchant.headers, shop.store.id, { distance: 3, price: 3.99 });
      const customer = await customerOf(null);
      await addLine(customer, shop.store.id, shop.menu.croissant.id);
      const order = await checkout(customer, shop.store.id);
      const info = { deliveryAddress: torontoAddress(null), deliveryDistance: 1 };
      await expectRefusal(
        await deliver(customer, order.id, info),
        400,
        'PHONE_REQUIRED',
        'A phone number is required for delivery.',
      );
      expect((await orderRow(t(), order.id)).status).toBe('CHECKOUT');
      const ok = await deliver(customer, order.id, { ...info, phone: '+14165550777' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await orderRow(t(), order.id)).toMatchObject({ customerPhone: '+14165550777' });
      expect((await orderRow(t(), order.id)).searchText).toContain('+14165550777');
      // The profile's phone when none is given.
      await t().db.update(users).set({ phone: '+14165550888' }).where(eq(users.id, customer.id));
      expect((await deliver(customer, order.id, info)).statusCode).toBe(200);
      expect(await orderRow(t(), order.id)).toMatchObject({ customerPhone: '+14165550888' });
    });

    it('isRememberAddress saves the address to the profile once', async () => {
      const { customer, order } = await deliveryOrder();
      const info = { deliveryAddress: torontoAddress(null), deliveryDistance: 1, isRememberAddress: true };
      expect((await deliver(customer, order.id, info)).statusCode).toBe(200);
      expect((await deliver(customer, order.id, info)).statusCode).toBe(200);
      const profile = (await get('/api/user/profile', customer.headers)).json();
      expect(profile.deliveryAddresses).toHaveLength(1);
      expect(profile.deliveryAddresses[0]).toMatchObject({
        streetName: 'Queen Street West',
        postalCode: 'M5H 2N2',
      });
    });
  });
});
