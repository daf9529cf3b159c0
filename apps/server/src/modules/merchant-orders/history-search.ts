import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PageIds } from './history-query';
import type { SearchWords } from './search-words';

export interface HitsQuery {
  /** The filters, on the hits' columns (named as in orders). */
  where: SQL;
  /** The sort's columns (key, lastUpdatedAt, id) and ORDER BY. */
  columns: SQL[];
  orderBy: SQL;
  /** Sorted by lastUpdatedAt, the hits' index order: each word's hits are read up to `cap`. */
  byTime: boolean;
  offset: number;
  size: number;
  cap: number;
}

/**
 * The page and the total (up to `cap`) of a search's orders, read from order_search_hits alone
 * (ADR 10). An order holding several of the words is one match. Per word, the cap is enough: the
 * `cap` first of every word include the `cap` first of all, and fewer than `cap` distinct matches
 * in all means no word was cut, so the count is exact.
 *
 * Removing those duplicates from every hit costs a sort of them all (3× the read itself), so the
 * first try keeps the hits' `2 × cap` first (a top-N sort) and removes them there: an order's
 * hits are equal in every sorted column, so they lie together. That is exact when it yields
 * `cap` distinct orders or when there were no more hits; otherwise the read is made again with
 * every duplicate removed.
 */
export async function hitsPage(db: Executor, words: SearchWords, query: HitsQuery): Promise<PageIds> {
  const wordIds = sql`${`{${words.ids.join(',')}}`}::bigint[]`;
  const columns = sql.join(query.columns, sql`, `);
  // Word by word (a nested loop over the index, never a parallel plan: starting workers costs more
  // than these reads); in the index's order, each word's `cap` first suffice.
  const firstOfWord = query.byTime ? sql`order by ${query.orderBy} limit ${query.cap}` : sql``;
  const hits = sql`select ${columns} from unnest(${wordIds}) w(word_id) cross join lateral (
      select ${columns} from order_search_hits h where h.word_id = w.word_id and ${query.where} ${firstOfWord}) h`;
  const read = async (kept: number | null) => {
    const result = await db.execute<{ total: string | number; read: string | number; id: string | null }>(
      sql`with r as materialized (${hits} order by ${query.orderBy} ${kept === null ? sql`` : sql`limit ${kept}`}),
        m as materialized (select distinct ${columns} from r order by ${query.orderBy} limit ${query.cap}),
        t as (select count(*) as total, (select count(*) from r) as read from m)
      select t.total, t.read, p.id from t left join lateral (
        select id from m order by ${query.orderBy} offset ${query.offset} limit ${query.size}) p on true`,
    );
    const first = result.rows[0];
    return {
      ids: result.rows.flatMap((row) => (row.id === null ? [] : [row.id])),
      total: Number(first?.total ?? 0),
      read: Number(first?.read ?? 0),
    };
  };
  // One word has no duplicates: its `cap` first hits are the answer.
  const kept = words.ids.length === 1 ? query.cap : 2 * query.cap;
  const tried = await read(kept);
  if (tried.total === query.cap || tried.read < kept || words.ids.length === 1)
    return { ids: tried.ids, total: tried.total };
  const all = await read(null);
  return { ids: all.ids, total: all.total };
}
