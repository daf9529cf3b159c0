import type { ViewMode } from '@perkdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DashboardScope, DayRange } from './dashboards-context';

// Sums over dashboard_days, the additive figures of a scope's local days (migration 0017).

/** The additive columns, by the name the use cases give them. */
export const DAY_COLUMNS = {
  orders: 'orders',
  salesCents: 'sales_cents',
  perksUsed: 'perks_used',
  pointsUsed: 'points_used',
  discountCents: 'discount_cents',
  clients: 'clients',
  newClients: 'new_clients',
  appUsers: 'app_users',
  visits: 'visits',
  views: 'views',
  viewsIos: 'views_ios',
  viewsAndroid: 'views_android',
  viewsWeb: 'views_web',
  calls: 'calls',
  engagements: 'engagements',
  canceledOrders: 'canceled_orders',
  canceledCents: 'canceled_cents',
  refundedOrders: 'refunded_orders',
  refundedCents: 'refunded_cents',
} as const;
export type DayColumn = keyof typeof DAY_COLUMNS;
export type DayTotals = Record<DayColumn, number>;

export const inRange = (scope: DashboardScope, range: DayRange): SQL =>
  sql`merchant_id = ${scope.merchantId} and store_id = ${scope.storeId}
    and day between ${range.start}::date and ${range.end}::date`;

/** A period's first day as text: the day, its ISO week's Monday, or its month's 1st. */
export const periodOfDay = (viewMode: ViewMode): SQL =>
  viewMode === 'DAILY'
    ? sql`to_char(day, 'YYYY-MM-DD')`
    : viewMode === 'WEEKLY'
      ? sql`to_char(day - (extract(isodow from day)::integer - 1), 'YYYY-MM-DD')`
      : sql`to_char(date_trunc('month', day), 'YYYY-MM-DD')`;

/** Every additive figure of the range (the day counts of distinct customers are not summable). */
export async function sumDays(db: Executor, scope: DashboardScope, range: DayRange): Promise<DayTotals> {
  const columns = Object.entries(DAY_COLUMNS).map(
    ([name, column]) => sql`coalesce(sum(${sql.raw(column)}), 0)::bigint as ${sql.identifier(name)}`,
  );
  const result = await db.execute(
    sql`select ${sql.join(columns, sql`, `)} from dashboard_days where ${inRange(scope, range)}`,
  );
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(DAY_COLUMNS).map((name) => [name, Number(row[name] ?? 0)]),
  ) as DayTotals;
}

/** One column summed per period of the range, by the period's first day. */
export async function sumByPeriod(
  db: Executor,
  scope: DashboardScope,
  range: DayRange,
  viewMode: ViewMode,
  column: DayColumn,
): Promise<Map<string, number>> {
  const result = await db.execute(sql`select ${periodOfDay(viewMode)} as period,
      sum(${sql.raw(DAY_COLUMNS[column])})::bigint as total
    from dashboard_days where ${inRange(scope, range)} group by 1`);
  const rows = result.rows as { period: string; total: string | number }[];
  return new Map(rows.map((row) => [row.period, Number(row.total)]));
}
