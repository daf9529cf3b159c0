import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// A history search on order_search_words and order_search_hits (migration 0016;
// docs/adr/0010-order-history-search-words.md): the words holding the text are found on their
// trigrams, with how many orders hold them; then their orders are read from the hits' index
// alone, filtered, sorted and counted there, up to the search's cap.

/**
 * Up to this many hits (orders × words) a search reads them all under any sort; sorted by
 * lastUpdatedAt it reads at most the cap per word, whatever their number.
 */
export const SEARCH_READ_ALL_HITS = 80_000;

export interface SearchWords {
  /** The merchant's words holding the text. */
  ids: number[];
  /** The orders holding them, counted once per word. */
  hits: number;
}

/** `text` as a LIKE pattern matches it literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The merchant's words that hold `text` (lower-cased, on one line). */
export async function searchWords(db: Executor, merchantId: string, text: string): Promise<SearchWords> {
  const result = await db.execute<{ ids: string | number[] | null; hits: string | number | null }>(
    sql`select array_agg(id) as ids, sum(hits) as hits from order_search_words
      where word like ${`%${escapeLike(text)}%`} and merchant_id = ${merchantId} and hits > 0`,
  );
  const row = result.rows[0];
  const ids = row?.ids ?? [];
  // node-postgres parses a bigint[] into strings, PGlite into numbers, or either as '{1,2}'.
  const list = typeof ids === 'string' ? ids.replace(/[{}]/g, '').split(',').filter(Boolean) : ids;
  return { ids: list.map(Number), hits: Number(row?.hits ?? 0) };
}

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
 * The page and the total (up to `cap`) of a search's orders, from the hits of its words. An order
 * holding several of the words is one match. Per word, the cap is enough: the `cap` first of every
 * word include the `cap` first of all, and fewer than `cap` distinct matches in all means no word
 * was cut, so the count is exact.
 *
 * Removing those duplicates from every hit costs a sort of them all (3× the read itself), so the
 * first try keeps the hits' `2 × cap` first (a top-N sort) and removes them there: an order's
 * hits are equal in every sorted column, so they lie together. That is exact when it yields
 * `cap` distinct orders or when there were no more hits; otherwise the read is made again with
 * every duplicate removed.
 */
export async function hitsPage(db: Executor, words: SearchWords, query: HitsQuery) {
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
