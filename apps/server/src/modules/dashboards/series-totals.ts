import type { DashboardMetric, ViewMode } from '@perkdesk/contracts';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { APP_USERS, BUYERS, distinctOfPieces } from './day-customers.repository';
import { type DayColumn, sumByPeriod } from './day-sums.repository';
import { followChanges, followsBefore } from './follows.repository';
import { addDays, periodsOf } from './local-days';
import { periodPieces } from './periods';

/** The metrics a series sums per period, and their day column. */
const SUMMED: Partial<Record<DashboardMetric, DayColumn>> = {
  TOTAL_ORDERS: 'orders',
  TOTAL_SALES: 'salesCents',
  TOTAL_PERKS_USED: 'perksUsed',
  TOTAL_NEW_CLIENTS: 'newClients',
  TOTAL_POINTS: 'pointsUsed',
  TOTAL_STORE_VISITS: 'visits',
  TOTAL_STORE_VIEWS: 'views',
  TOTAL_CALLS: 'calls',
  TOTAL_ENGAGEMENTS: 'engagements',
  TOTAL_CANCELED_ORDERS: 'canceledOrders',
  TOTAL_REFUNDED_ORDERS: 'refundedOrders',
};

/** Distinct customers per period: a day's own count, else the bits of the days, weeks and months tiling it. */
async function distinct(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
  viewMode: ViewMode,
  kind: number,
): Promise<Map<string, number>> {
  if (viewMode === 'DAILY') {
    return sumByPeriod(ctx.db, scope, range, viewMode, kind === BUYERS ? 'clients' : 'appUsers');
  }
  const totals = await distinctOfPieces(ctx.db, scope, periodPieces(viewMode, range), [kind]);
  return new Map([...totals].map(([period, counts]) => [period, counts[kind] ?? 0]));
}

/** Follows open at the end of each period (cut at the range's end): a level, carried over empty periods. */
async function subscribersByPeriod(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
  viewMode: ViewMode,
) {
  const [open, changes] = await Promise.all([
    followsBefore(ctx.db, scope, range.start),
    followChanges(ctx.db, scope, range),
  ]);
  const periods = periodsOf(viewMode, range.start, range.end);
  const totals = new Map<string, number>();
  let level = open;
  let next = 0;
  periods.forEach((period, index) => {
    const last = index + 1 < periods.length ? addDays(periods[index + 1] as string, -1) : range.end;
    for (; next < changes.length && (changes[next]?.day ?? '') <= last; next++)
      level += changes[next]?.change ?? 0;
    totals.set(period, level);
  });
  return totals;
}

/** A metric's total per period of the range, by the period's first day (cents for TOTAL_SALES). */
export async function seriesTotals(
  ctx: DashboardContext,
  scope: DashboardScope,
  metric: DashboardMetric,
  viewMode: ViewMode,
  range: DayRange,
): Promise<Map<string, number>> {
  const column = SUMMED[metric];
  if (column) return sumByPeriod(ctx.db, scope, range, viewMode, column);
  switch (metric) {
    case 'TOTAL_CLIENTS':
      return distinct(ctx, scope, range, viewMode, BUYERS);
    case 'TOTAL_APP_USERS':
      return distinct(ctx, scope, range, viewMode, APP_USERS);
    case 'TOTAL_RETURNING_CLIENTS': {
      const [buyers, newcomers] = await Promise.all([
        distinct(ctx, scope, range, viewMode, BUYERS),
        sumByPeriod(ctx.db, scope, range, viewMode, 'newClients'),
      ]);
      return new Map([...buyers].map(([period, n]) => [period, n - (newcomers.get(period) ?? 0)]));
    }
    case 'TOTAL_SUBSCRIBERS':
      return subscribersByPeriod(ctx, scope, range, viewMode);
    default:
      return new Map();
  }
}
