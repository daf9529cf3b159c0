import { describe, expect, it } from 'vitest';
import { productRef, samplePromotion } from '../testing/sample-promotion';
import { initialValues } from './use-wizard-state';

const LATTE = productRef();
const GONE = productRef({ id: '10000000000000000109', name: 'Scone', status: 'DELETED' });
const saved = samplePromotion({
  name: 'Latte for two',
  images: ['http://localhost/api/files/a.jpg'],
  isPublicAvailable: false,
  couponCode: 'LATTE2',
  requiredProductList: [LATTE, GONE],
  rewardProductList: [LATTE],
});

describe('initialValues', () => {
  it('starts a new perk empty, with the only store chosen and two groups for a combo', () => {
    const values = initialValues({ kind: 'combo', action: 'new', id: null }, undefined, ['1']);
    expect(values.stores).toEqual(['1']);
    expect(values.requiredGroups).toHaveLength(2);
    expect(initialValues({ kind: 'combo', action: 'new', id: null }, undefined, ['1', '2']).stores).toEqual(
      [],
    );
  });

  it('edits the saved perk as it is, deleted products included', () => {
    const values = initialValues({ kind: 'buy-one-get-one', action: 'edit', id: saved.id }, saved, []);
    expect(values).toMatchObject({ name: 'Latte for two', couponCode: 'LATTE2', hidden: true });
    expect(values.requiredGroups[0]?.productIds).toEqual([LATTE.id, GONE.id]);
    expect(values.savedProducts.find((product) => product.id === GONE.id)?.deleted).toBe(true);
  });

  it('copies a perk without its images and coupon, named _copy, its deleted products dropped', () => {
    const values = initialValues({ kind: 'buy-one-get-one', action: 'new', id: saved.id }, saved, []);
    expect(values).toMatchObject({ name: 'Latte for two_copy', images: [], couponCode: '' });
    expect(values.requiredGroups[0]?.productIds).toEqual([LATTE.id]);
  });
});
