import type { Promotion } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import type { CartPerks } from './cart-deals';
import { customerHistory, type HistoryScope } from './customer-history';

/**
 * A merchant's promotions in the domain's shape (cents), any status: the engine picks those that
 * apply. `version` is the merchant's catalogue version the caller just read with the store
 * (promotion writes raise it), so a source may answer from a cache kept per version.
 */
export type PromotionSource = (
  db: Executor,
  merchantId: string,
  version: number,
) => Promise<readonly Promotion[]>;

/** The merchant's promotions (the source may cache them per catalogue version) and the customer's history there. */
export async function loadCartPerks(
  db: Executor,
  source: PromotionSource,
  input: HistoryScope & { version: number },
): Promise<Omit<CartPerks, 'couponCode'>> {
  const promotions = await source(db, input.merchantId, input.version);
  return { promotions, customer: await customerHistory(db, promotions, input) };
}
