import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { signedIn } from '../../test/account-fixtures';
import { createProduct } from '../../test/catalogue-fixtures';
import { createStore } from '../../test/setup-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { merchantPromotions } from './merchant-promotions';
import { invalidatePromotionsUsing, promotionsUsingProduct } from './product-references.repository';
import { insertPromotion, updatePromotion } from './promotions.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function merchantWithBogo() {
  const merchant = await signedIn(t);
  const store = await createStore(t, merchant.headers);
  const latte = await createProduct(t, merchant.headers, [store.id], { name: 'Latte', price: 4.5 });
  const merchantId = merchant.merchantId as string;
  const id = newId();
  await insertPromotion(t.db, {
    id,
    merchantId,
    type: 'DEAL',
    dealType: 'DEAL_BUY_ONE_GET_ONE',
    name: 'Latte BOGO',
    storeIds: [store.id],
    requiredProducts: [{ id: latte.id, groupIndex: null, quantity: 1 }],
    rewardProducts: [{ id: latte.id, quantity: 1 }],
  });
  return { merchant, merchantId, store, latte, id };
}

describe('merchantPromotions', () => {
  it('answers the domain promotion with product names, cents and defaults', async () => {
    const { merchantId, latte, id, store } = await merchantWithBogo();
    const [promotion, ...rest] = await merchantPromotions(t.db, merchantId);
    expect(rest).toEqual([]);
    expect(promotion).toMatchObject({
      id,
      type: 'DEAL',
      status: 'ACTIVE',
      isValid: true,
      storeIds: [store.id],
      isPublicAvailable: true,
      isAddonCharged: true,
      requiredProductList: [{ id: latte.id, groupIndex: null, quantity: 1, name: 'Latte' }],
      rewardProductList: [{ id: latte.id, quantity: 1, name: 'Latte' }],
      limitedStock: null,
    });
    expect(promotion?.createdAt).toBeInstanceOf(Date);
  });

  it('answers from the cache until a promotion write raises the catalogue version', async () => {
    const { merchantId, id } = await merchantWithBogo();
    const first = await merchantPromotions(t.db, merchantId);
    expect(await merchantPromotions(t.db, merchantId)).toBe(first);
    await updatePromotion(t.db, merchantId, id, { name: 'Two lattes' });
    const after = await merchantPromotions(t.db, merchantId);
    expect(after).not.toBe(first);
    expect(after[0]?.name).toBe('Two lattes');
    await updatePromotion(t.db, merchantId, id, { status: 'DELETED' });
    expect(await merchantPromotions(t.db, merchantId)).toEqual([]);
  });

  it('finds and invalidates the promotions referencing a product, and only the merchant’s', async () => {
    const { merchantId, latte, id } = await merchantWithBogo();
    const other = await merchantWithBogo();
    expect(await promotionsUsingProduct(t.db, merchantId, latte.id)).toEqual([
      { id, name: 'Latte BOGO', type: 'DEAL', status: 'ACTIVE' },
    ]);
    expect(await promotionsUsingProduct(t.db, merchantId, other.latte.id)).toEqual([]);
    await invalidatePromotionsUsing(t.db, merchantId, latte.id);
    const [promotion] = await merchantPromotions(t.db, merchantId);
    expect(promotion).toMatchObject({ status: 'INACTIVE', isValid: false });
    expect((await merchantPromotions(t.db, other.merchantId))[0]).toMatchObject({
      status: 'ACTIVE',
      isValid: true,
    });
  });
});
