import type { MerchantPointHistoryEntry } from '@perkdesk/contracts';
import type { LoyaltyContext } from './loyalty-context';
import { findMerchantPointHistory } from './merchant-points.repository';

/** The merchant's history, oldest first. */
export async function merchantHistory(
  ctx: LoyaltyContext,
  merchantId: string,
): Promise<MerchantPointHistoryEntry[]> {
  const rows = await findMerchantPointHistory(ctx.db, merchantId);
  return rows.map((row) => ({
    id: row.id,
    historyType: row.historyType,
    points: row.points,
    pointBefore: row.pointBefore,
    pointAfter: row.pointAfter,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
  }));
}
