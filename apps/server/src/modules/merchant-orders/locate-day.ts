import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bucketRows, segmentsSql } from './history-counts';
import type { HistoryFilter } from './history-query';

export interface Located {
  group: string;
  lo: Date;
  hi: Date;
  tier: 'month' | 'day' | 'edge';
  before: number;
  total: number;
}

/**
 * The segment the row at `offset` falls in, in the sort's order, with the number of rows before
 * it, and the total of all segments; null when there are none.
 */
async function locateIn(db: Executor, segments: SQL, desc: boolean, offset: number): Promise<Located | null> {
  const direction = desc ? sql`desc` : sql`asc`;
  const result = await db.execute<{
    g: string;
    lo: Date | string;
    hi: Date | string;
    tier: Located['tier'];
    before: string | number;
    total: string | number;
  }>(sql`with s as (${segments}),
      r as (select g, lo, hi, tier, n, sum(n) over (order by g ${direction}, lo ${direction} rows unbounded preceding) as upto,
        sum(n) over () as total from s where n > 0)
    select g, lo, hi, tier, upto - n as before, total from r
    order by (upto <= ${offset}), g ${direction}, lo ${direction} limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    group: row.g,
    lo: new Date(row.lo),
    hi: new Date(row.hi),
    tier: row.tier,
    before: Number(row.before),
    total: Number(row.total),
  };
}

/**
 * The day the row at `offset` falls in (or the partial day at an edge), with the rows before it:
 * first among the months, days and edges of the range, then among the days of the month found.
 */
export async function locateDay(
  db: Executor,
  filter: HistoryFilter,
  group: SQL | null,
  desc: boolean,
  offset: number,
): Promise<Located | null> {
  const located = await locateIn(db, segmentsSql(filter, group), desc, offset);
  if (!located || located.tier !== 'month' || offset >= located.total) return located;
  const inGroup = group ? [sql`${group} = ${located.group}`] : [];
  const days = bucketRows(filter, group, 'day', located.lo, located.hi, inGroup);
  const day = await locateIn(db, days, desc, offset - located.before);
  if (!day) throw new Error('order_history_months and order_history_days disagree');
  return { ...day, before: located.before + day.before, total: located.total };
}
