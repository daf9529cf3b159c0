import { describe, expect, it } from 'vitest';
import { copyInput, copyName, inputOf } from './promotion-copy';
import { productRef, samplePromotion } from './testing/sample-promotion';

describe('promotion copies', () => {
  it('suffixes the name with _copy, within 35 characters', () => {
    expect(copyName('Latte for two')).toBe('Latte for two_copy');
    const long = 'A'.repeat(35);
    expect(copyName(long)).toHaveLength(35);
    expect(copyName(long).endsWith('_copy')).toBe(true);
  });

  it('drops the images and the coupon, keeps the terms', () => {
    const promotion = samplePromotion({
      images: ['/api/files/1-a.jpg'],
      couponCode: 'LATTE2',
      isPublicAvailable: false,
      limitedStock: 40,
    });
    const copy = copyInput(promotion);
    expect(copy.images).toEqual([]);
    expect(copy.couponCode).toBeNull();
    expect(copy.isPublicAvailable).toBe(false);
    expect(copy.limitedStock).toBe(40);
    expect(copy).not.toHaveProperty('id');
  });

  it('leaves deleted products out of a copy, but an edit keeps every reference', () => {
    const promotion = samplePromotion({
      isValid: false,
      requiredProductList: [
        productRef({ id: '1', groupIndex: 0, quantity: 2 }),
        productRef({ id: '2', groupIndex: 1, status: 'DELETED' }),
      ],
    });
    expect(copyInput(promotion).requiredProductList).toEqual([{ id: '1', groupIndex: 0, quantity: 2 }]);
    expect(inputOf(promotion).requiredProductList).toEqual([
      { id: '1', groupIndex: 0, quantity: 2 },
      { id: '2', groupIndex: 1, quantity: 1 },
    ]);
  });
});
