import type { ArchivedOrdersQuery } from '@perkdesk/contracts';
import { toMerchantOrder } from '../orders/order-mapper';
import { listStores } from '../stores/stores.public';
import { archivedFilterOf } from './archived-filter';
import { csvHeading, csvRow, localTimeIn } from './history-csv';
import type { MerchantOrderContext } from './merchant-orders-context';
import { historyPage } from './order-history';
import { scopeOf } from './order-scope';

/** Rows read per query: big enough to keep queries few, small enough to stream steadily. */
const BATCH = 500;

/**
 * GET /api/orders/archived/export: every page of the filtered history as CSV, in the history's
 * sort, produced batch by batch so that memory stays flat however long the history. The scope is
 * checked before the first byte, so another merchant's store is a 404, not a broken download.
 */
export async function exportArchivedOrders(
  ctx: MerchantOrderContext,
  merchantId: string,
  query: ArchivedOrdersQuery,
  batch = BATCH,
): Promise<AsyncIterable<string>> {
  const { scope, zone } = await scopeOf(ctx, merchantId, query.storeId);
  // Orders archived or changed once the export started stay out, so pages cannot shift under it.
  const asked = archivedFilterOf(scope, zone, query);
  const started = new Date();
  const to = asked.range?.to && asked.range.to < started ? asked.range.to : started;
  const filter = { ...asked, range: { from: asked.range?.from ?? null, to } };
  const names = new Map((await listStores(ctx.db, merchantId)).map((store) => [store.id, store.name]));
  const line = { storeName: (id: string) => names.get(id) ?? id, localTime: localTimeIn(zone) };
  const sort = { field: query.sortBy, desc: query.sortDesc };
  return (async function* () {
    yield csvHeading;
    for (let pageNumber = 0; ; pageNumber += 1) {
      const { rows } = await historyPage(ctx.db, filter, sort, { pageNumber, pageSize: batch });
      if (rows.length > 0) yield rows.map((row) => csvRow(toMerchantOrder(row), line)).join('');
      if (rows.length < batch) return;
    }
  })();
}
