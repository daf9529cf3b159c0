import type { PageQuery, PointsConfig } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { getPunchCard } from './get-punch-card';
import { globalHistory } from './global-history';
import { findGlobalPoints } from './global-points.repository';
import { globalSummary } from './global-summary';
import { listPunchCards } from './list-punch-cards';
import { listUserPoints } from './list-user-points';
import type { LoyaltyContext } from './loyalty-context';
import { merchantBalance } from './merchant-balance';
import { merchantHistory } from './merchant-history';
import { pointHistory } from './point-history';
import { punchCardHistory } from './punch-card-history';
import { redeemMerchantPoints } from './redeem-merchant-points';

export { createLoyaltyBalances, globalPointsBalanceOf } from './loyalty-balances';

/**
 * The loyalty routes' reads and the merchant's redemption (contract §10). Customers see only
 * their own cards and balances.
 */
export function createLoyaltyService(deps: { db: Db; clock: Clock; points: PointsConfig }) {
  const ctx: LoyaltyContext = deps;
  return {
    punchCards: (customerId: string, storeId?: string) => listPunchCards(ctx, customerId, storeId),
    punchCard: (customerId: string, id: string) => getPunchCard(ctx, customerId, id),
    punchHistory: (customerId: string, id: string) => punchCardHistory(ctx, customerId, id),
    userPoints: (customerId: string) => listUserPoints(ctx, customerId),
    pointHistory: (customerId: string, merchantId: string) => pointHistory(ctx, customerId, merchantId),
    globalPoints: async (customerId: string): Promise<number> =>
      (await findGlobalPoints(ctx.db, customerId))?.points ?? 0,
    globalHistory: (customerId: string, page: PageQuery) => globalHistory(ctx, customerId, page),
    globalSummary: (customerId: string) => globalSummary(ctx, customerId),
    config: (): PointsConfig => ctx.points,
    merchantPoints: (merchantId: string) => merchantBalance(ctx, merchantId),
    redeem: (merchantId: string, points: number) => redeemMerchantPoints(ctx, merchantId, points),
    merchantHistory: (merchantId: string) => merchantHistory(ctx, merchantId),
  };
}
export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
