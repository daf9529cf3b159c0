import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupFilters, orderConditions } from './history-conditions';
import { ceilDay, ceilMonth, dayOf, instant, monthStart, startOfUtcDay } from './history-dates';
import type { HistoryFilter } from './history-query';

// Counts as segments of time per group (g, lo, hi, n, tier), from order_history_months/days kept
// by triggers, and the partial days at the range's ends counted on the index (ADR 8).

/** A count table's rows between two bucket dates (either open), summed per group and bucket. */
export function bucketRows(
  filter: HistoryFilter,
  group: SQL | null,
  tier: 'day' | 'month',
  from: Date | null,
  to: Date | null,
  extra: SQL[] = [],
): SQL {
  const table = sql.raw(tier === 'day' ? 'order_history_days' : 'order_history_months');
  const bucket = sql.raw(tier);
  const span = sql.raw(tier === 'day' ? "interval '1 day'" : "interval '1 month'");
  const where = [...groupFilters(filter), ...extra];
  if (from) where.push(sql`${bucket} >= ${dayOf(from)}::date`);
  if (to) where.push(sql`${bucket} < ${dayOf(to)}::date`);
  return sql`select g, (b::timestamp at time zone 'UTC') as lo, ((b + ${span})::timestamp at time zone 'UTC') as hi,
      n, ${tier}::text as tier
    from (select ${group ?? sql`''`} as g, ${bucket} as b, sum(orders)::bigint as n
      from ${table} where ${sql.join(where, sql` and `)} group by 1, 2) c`;
}

/** The rows of a partial day at an edge of the date range, counted per group on the index. */
function edgeRows(filter: HistoryFilter, group: SQL | null, from: Date, to: Date): SQL {
  return sql`select ${group ?? sql`''`} as g, ${instant(from)} as lo, ${instant(to)} as hi, count(*)::bigint as n,
      'edge'::text as tier
    from orders where ${orderConditions(filter, { from, to })} group by 1`;
}

/**
 * The range as segments per group: whole UTC months, the whole days before and after them, and
 * the partial days at either end (at most a day each).
 */
export function segmentsSql(filter: HistoryFilter, group: SQL | null): SQL {
  const { from, to } = filter.range ?? { from: null, to: null };
  const dayFrom = from ? ceilDay(from) : null;
  const dayTo = to ? startOfUtcDay(to) : null;
  if (from && to && dayFrom && dayTo && dayFrom >= dayTo) return edgeRows(filter, group, from, to);
  const parts: SQL[] = [];
  const monthFrom = dayFrom ? ceilMonth(dayFrom) : null;
  const monthTo = dayTo ? monthStart(dayTo) : null;
  if (monthFrom && monthTo && monthFrom >= monthTo) {
    parts.push(bucketRows(filter, group, 'day', dayFrom, dayTo));
  } else {
    parts.push(bucketRows(filter, group, 'month', monthFrom, monthTo));
    if (dayFrom && monthFrom && dayFrom < monthFrom)
      parts.push(bucketRows(filter, group, 'day', dayFrom, monthFrom));
    if (dayTo && monthTo && monthTo < dayTo) parts.push(bucketRows(filter, group, 'day', monthTo, dayTo));
  }
  if (to && dayTo && dayTo < to) parts.push(edgeRows(filter, group, dayTo, to));
  if (from && dayFrom && from < dayFrom) parts.push(edgeRows(filter, group, from, dayFrom));
  return sql.join(parts, sql` union all `);
}

/** The exact total, from the counts and the edges. */
export async function exactTotal(db: Executor, filter: HistoryFilter): Promise<number> {
  const result = await db.execute<{ total: string | number | null }>(
    sql`select sum(n) as total from (${segmentsSql(filter, null)}) s`,
  );
  return Number(result.rows[0]?.total ?? 0);
}
