import type { BestsellerPage, BestsellerQuery } from '@perkdesk/contracts';
import { fromCents } from '@perkdesk/domain';
import { bestsellerPage } from './bestsellers.repository';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';

/** Best sellers over the normal lines of the range's sales orders. */
export async function bestsellers(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
  query: BestsellerQuery,
): Promise<BestsellerPage> {
  const { rows, total } = await bestsellerPage(ctx.db, scope, range, query);
  return {
    content: rows.map((row) => ({
      productId: row.productId,
      productName: row.productName,
      grossAmount: fromCents(row.grossCents),
      totalQuantity: row.quantity,
    })),
    totalElements: total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}
