import type { Db } from '../../db/client';
import type { LoyaltyBalances } from '../cart/loyalty-balances';
import { findCustomerPointsAt } from './customer-points.repository';
import { findGlobalPointsBalance } from './global-points.repository';
import { findPunchesByPromotion } from './punch-cards.repository';

/** The cart's read-only view of the balances (the redeem route's check). */
export function createLoyaltyBalances(db: Db): LoyaltyBalances {
  return {
    async punches(customerId, promotionIds) {
      if (promotionIds.length === 0) return new Map();
      return findPunchesByPromotion(db, customerId, promotionIds);
    },
    merchantPoints: (customerId, merchantId) => findCustomerPointsAt(db, customerId, merchantId),
  };
}

/** The checkout's global points balance (orders' GlobalPointsBalance). */
export const globalPointsBalanceOf =
  (db: Db) =>
  (customerId: string): Promise<number> =>
    findGlobalPointsBalance(db, customerId);
