import { PROMOTION_MESSAGES, type PromotionInput, type Violation } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { validationFailed } from '../../lib/app-error';
import { listStoreIds } from '../stores/stores.public';
import { shareProducts } from './product-references.repository';
import { couponTaken } from './promotions.repository';

const productRefs = (input: PromotionInput) => [
  ...(input.requiredProductList ?? []).map((entry, index) => ({
    id: entry.id,
    field: `requiredProductList[${index}].id`,
  })),
  ...(input.rewardProductList ?? []).map((entry, index) => ({
    id: entry.id,
    field: `rewardProductList[${index}].id`,
  })),
];

/**
 * Own live stores, own products (validity: none deleted), a coupon no other live perk holds;
 * answers the store ids and whether the perk is valid.
 */
export async function checkPromotionInput(
  ex: Executor,
  merchantId: string,
  input: PromotionInput,
  selfId: string | null,
) {
  const violations: Violation[] = [];
  const storeIds = [...new Set(input.stores)];
  const liveStores = new Set(await listStoreIds(ex, merchantId));
  const unknownStore = storeIds.findIndex((id) => !liveStores.has(id));
  if (unknownStore >= 0)
    violations.push({ field: `stores[${unknownStore}]`, message: PROMOTION_MESSAGES.unknownStore });

  const references = productRefs(input);
  const products = new Map(
    (await shareProducts(ex, merchantId, [...new Set(references.map((r) => r.id))])).map((item) => [
      item.id,
      item,
    ]),
  );
  const unknownProduct = references.find((ref) => !products.has(ref.id));
  if (unknownProduct)
    violations.push({ field: unknownProduct.field, message: PROMOTION_MESSAGES.unknownProduct });

  const coupon = input.couponCode?.toUpperCase();
  if (coupon && (await couponTaken(ex, merchantId, coupon, selfId)))
    violations.push({ field: 'couponCode', message: PROMOTION_MESSAGES.couponTaken });
  if (violations.length > 0) throw validationFailed(violations);

  const isValid = references.every((ref) => products.get(ref.id)?.status !== 'DELETED');
  return { storeIds, isValid };
}
