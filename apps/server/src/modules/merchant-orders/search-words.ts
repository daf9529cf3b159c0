import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export interface SearchWords {
  /** The merchant's words holding the text. */
  ids: number[];
  /** The orders holding them, counted once per word. */
  hits: number;
}

/** `text` as a LIKE pattern matches it literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The merchant's words of order_search_words that hold `text` (lower-cased, on one line; ADR 10). */
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
