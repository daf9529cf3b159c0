import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupFilters, rangeConditions } from './history-conditions';
import { orderBy, sortColumns } from './history-order-by';
import type { HistoryFilter, HistoryOptions, HistorySort, PageIds } from './history-query';
import { hitsPage } from './history-search';
import { searchWords } from './search-words';
import { trigramSearchPage } from './trigram-search-page';

/** A search matching more orders than this is counted as this many (its pages stop there). */
export const SEARCH_COUNT_CAP = 1000;

/**
 * Up to this many hits (orders × words) a search reads them all under any sort; sorted by
 * lastUpdatedAt it reads at most the cap per word, whatever their number.
 */
export const SEARCH_READ_ALL_HITS = 80_000;

/**
 * A search's page and total (up to the cap): from the hits of its words when they are few enough
 * to read, or under the default sort (read per word in index order); otherwise (a text most
 * orders hold, under another sort) from orders on the trigram index.
 */
export async function searchPage(
  db: Executor,
  filter: HistoryFilter & { search: string },
  sort: HistorySort,
  offset: number,
  size: number,
  options: HistoryOptions,
): Promise<PageIds> {
  const cap = options.searchCap ?? SEARCH_COUNT_CAP;
  const readAll = options.searchReadAllHits ?? SEARCH_READ_ALL_HITS;
  const words = await searchWords(db, filter.merchantId, filter.search);
  if (words.hits === 0) return { ids: [], total: 0 };
  if (words.hits <= readAll || sort.field === 'lastUpdatedAt') {
    const where = [...groupFilters(filter, false), ...rangeConditions(filter.range)];
    return hitsPage(db, words, {
      where: sql.join(where, sql` and `),
      columns: sortColumns(sort),
      orderBy: orderBy(sort),
      byTime: sort.field === 'lastUpdatedAt',
      offset,
      size,
      cap,
    });
  }
  return trigramSearchPage(db, filter, sort, offset, size, cap);
}
