import type { GlobalPointHistoryPage, PageQuery } from '@perkdesk/contracts';
import { findGlobalHistoryPage } from './global-points.repository';
import type { LoyaltyContext } from './loyalty-context';

/** A page of the global history, newest first. */
export async function globalHistory(
  ctx: LoyaltyContext,
  customerId: string,
  page: PageQuery,
): Promise<GlobalPointHistoryPage> {
  const { rows, total } = await findGlobalHistoryPage(ctx.db, customerId, page);
  return {
    content: rows.map((row) => ({
      id: row.id,
      historyType: row.historyType,
      globalPoints: row.points,
      pointBefore: row.pointBefore,
      pointAfter: row.pointAfter,
      orderId: row.orderId,
      level: row.level,
      createdAt: row.createdAt.toISOString(),
    })),
    totalElements: total,
    ...page,
  };
}
