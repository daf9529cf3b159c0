import { notFound } from '../../lib/app-error';
import { findOwnPromotions, findOwnStore } from './social.repository';
import type { SocialContext } from './social-context';

/**
 * What a post promotes, checked to be the merchant's (else 404): the store its tracked link opens
 * (given, or the first perk's first store) and the first coupon among the perks.
 */
export async function promotedTarget(
  ctx: SocialContext,
  merchantId: string,
  storeId: string | undefined,
  promotionIds: string[],
): Promise<{ storeId: string | null; coupon: string | null }> {
  const ids = [...new Set(promotionIds)];
  const perks = ids.length > 0 ? await findOwnPromotions(ctx.db, merchantId, ids) : [];
  if (perks.length !== ids.length) throw notFound();
  const ordered = ids.map((id) => perks.find((perk) => perk.id === id) as (typeof perks)[number]);
  const target = storeId ?? ordered[0]?.storeIds[0] ?? null;
  if (target !== null && !(await findOwnStore(ctx.db, merchantId, target))) throw notFound();
  const coupon = ordered.find((perk) => perk.couponCode)?.couponCode ?? null;
  return { storeId: target, coupon };
}
