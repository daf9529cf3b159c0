import type { PointHistoryEntry } from '@perkdesk/contracts';
import { findCustomerPointHistory } from './customer-points.repository';
import type { LoyaltyContext } from './loyalty-context';

/** The customer's point history at one merchant, oldest first (empty when it has none there). */
export async function pointHistory(
  ctx: LoyaltyContext,
  customerId: string,
  merchantId: string,
): Promise<PointHistoryEntry[]> {
  const rows = await findCustomerPointHistory(ctx.db, customerId, merchantId);
  return rows.map((entry) => ({
    id: entry.id,
    orderId: entry.orderId,
    historyType: entry.historyType,
    points: entry.points,
    pointBefore: entry.pointBefore,
    pointAfter: entry.pointAfter,
    createdAt: entry.createdAt.toISOString(),
  }));
}
