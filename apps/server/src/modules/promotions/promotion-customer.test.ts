import type { PromotionCustomer } from '@perkdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../plugins/auth';
import {
  call,
  createDeal,
  type Json,
  ok,
  type PerkMerchant,
  perkBody,
  perkMerchant,
} from '../../test/promotion-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findStore } from '../stores/stores.repository';
import { createPromotionService } from './promotions.service';

// Rules 6 and 7 in listing: the customer's history decides, and it is read only when it matters.

let t: TestApp;
let m: PerkMerchant;
let perks: Record<string, Json>;
beforeAll(async () => {
  t = await createTestApp();
  m = await perkMerchant(t);
  perks = {
    plain: await createDeal(t, m, { name: 'Plain' }),
    newClients: await createDeal(t, m, { name: 'New clients', isNewClient: true }),
    once: await createDeal(t, m, { name: 'Once', maxRedeem: 1 }),
    twice: await createDeal(t, m, { name: 'Twice', maxRedeem: 2 }),
  };
});
afterAll(() => t.close());

const customerCaller = (userId: string): AuthContext => ({
  userId,
  role: 'USER',
  merchantId: null,
  sessionId: 's',
});

function serviceWith(history: PromotionCustomer) {
  const asked: string[] = [];
  const service = createPromotionService({
    db: t.db,
    clock: t.clock,
    hasPaymentAccount: async () => true,
    customerHistory: async (_db, customerId) => {
      asked.push(customerId);
      return history;
    },
  });
  return { service, asked };
}

const listed = async (service: ReturnType<typeof createPromotionService>, caller: AuthContext | null) => {
  const store = await findStore(t.db, m.merchantId as string, m.store.id);
  if (!store) throw new Error('no store');
  const rows = await service.listedInStore(store, 0, caller, t.clock.now(), true);
  return rows.map((row) => row.name);
};

describe('listing for a customer', () => {
  it('leaves out new-client perks after an earlier order and perks used up', async () => {
    const { service, asked } = serviceWith({
      hasEarlierOrder: true,
      usesByPromotion: new Map([
        [perks.once?.id as string, 1],
        [perks.twice?.id as string, 1],
      ]),
    });
    expect(await listed(service, customerCaller('c1'))).toEqual(['Plain', 'Twice']);
    expect(asked).toEqual(['c1']);
  });

  it('treats a visitor and a merchant as new clients with no uses, without reading any history', async () => {
    const { service, asked } = serviceWith({ hasEarlierOrder: true, usesByPromotion: new Map() });
    expect(await listed(service, null)).toEqual(['Plain', 'New clients', 'Once', 'Twice']);
    expect(
      await listed(service, { userId: 'u', role: 'MERCHANT', merchantId: m.merchantId, sessionId: 's' }),
    ).toEqual(['Plain', 'New clients', 'Once', 'Twice']);
    expect(asked).toEqual([]);
  });

  it('does not read the history when no perk that could be listed limits clients or uses', async () => {
    const other = await perkMerchant(t);
    await createDeal(t, other, { name: 'Open to all' });
    await createDeal(t, other, {
      name: 'Coupon once',
      isPublicAvailable: false,
      couponCode: 'ONCE123',
      maxRedeem: 1,
    });
    await createDeal(t, other, { name: 'Paused', status: 'INACTIVE', isNewClient: true });
    const { service, asked } = serviceWith({ hasEarlierOrder: true, usesByPromotion: new Map() });
    const store = await findStore(t.db, other.merchantId as string, other.store.id);
    if (!store) throw new Error('no store');
    const rows = await service.listedInStore(store, 0, customerCaller('c2'), t.clock.now(), true);
    expect(rows.map((row) => row.name)).toEqual(['Open to all']);
    expect(asked).toEqual([]);
  });
});

describe('writes racing for one coupon code', () => {
  it('lets exactly one of two concurrent writes take the code', async () => {
    const body = perkBody(m, { discountPercent: 5, couponCode: 'RACE2026' });
    const [a, b] = await Promise.all([
      call(t, 'POST', '/api/promotions/deal', m.headers, body),
      call(t, 'POST', '/api/promotions/deal', m.headers, { ...body, couponCode: 'race2026' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const refused = a.status === 400 ? a : b;
    expect(refused.body.violations).toEqual([
      { field: 'couponCode', message: 'Coupon code already exists.' },
    ]);
    const codes = (await ok<Json[]>(t, 'GET', '/api/promotions?keyword=race2026', m.headers)).map(
      (p) => p.couponCode,
    );
    expect(codes).toHaveLength(1);
  });
});
