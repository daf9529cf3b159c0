import type { BestsellerQuery, DashboardMetric, Day, PageQuery, ViewMode } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { bestsellers } from './bestsellers';
import { scopeOf } from './dashboard-scope';
import type { DashboardContext, DayRange } from './dashboards-context';
import { insights } from './insights';
import { merchantInit } from './merchant-init';
import { orderRating } from './order-rating';
import { platformSplit } from './platform-split';
import { popularTime } from './popular-time';
import { ratingList } from './rating-list';
import { ratingSummary } from './rating-summary';
import { realtimeSeries } from './realtime-series';
import { salesInit } from './sales-init';
import { salesSeries } from './sales-series';

/** The path's merchant and optional store: checked against the caller by scopeOf. */
export interface ScopeParams {
  merchantId: string;
  storeId?: string | undefined;
}
type Ranged = ScopeParams & DayRange;

/**
 * The merchant and sales dashboards (contract §13): every figure read from the rollups the
 * database keeps in the writing transaction (migration 0017), so each read includes every commit
 * before it.
 */
export function createDashboardService(deps: { db: Db; clock: Clock }) {
  const ctx: DashboardContext = deps;
  const at = (merchantId: string, params: ScopeParams) => scopeOf(ctx, merchantId, params);
  const range = (params: DayRange): DayRange => ({ start: params.start, end: params.end });
  return {
    merchantInit: async (merchantId: string, params: Ranged) =>
      merchantInit(ctx, await at(merchantId, params), range(params)),
    platforms: async (merchantId: string, params: Ranged) =>
      platformSplit(ctx, await at(merchantId, params), range(params)),
    ratingSummary: async (merchantId: string, params: Ranged) =>
      ratingSummary(ctx, await at(merchantId, params), range(params)),
    ratingList: async (merchantId: string, params: Ranged, page: PageQuery) =>
      ratingList(ctx, await at(merchantId, params), range(params), page),
    orderRating: (merchantId: string, orderId: string) => orderRating(ctx, merchantId, orderId),
    popularTime: async (merchantId: string, params: Ranged & { weekDay: Day }) =>
      popularTime(ctx, await at(merchantId, params), range(params), params.weekDay),
    insights: async (merchantId: string, params: Ranged) =>
      insights(ctx, await at(merchantId, params), range(params)),
    salesInit: async (merchantId: string, params: Ranged) =>
      salesInit(ctx, await at(merchantId, params), range(params)),
    series: async (merchantId: string, params: Ranged & { metric: DashboardMetric; viewMode: ViewMode }) =>
      salesSeries(ctx, await at(merchantId, params), params.metric, params.viewMode, range(params)),
    realtime: async (
      merchantId: string,
      params: ScopeParams & { metric: DashboardMetric; viewMode: ViewMode },
    ) => realtimeSeries(ctx, await at(merchantId, params), params.metric, params.viewMode),
    bestsellers: async (merchantId: string, params: Ranged, query: BestsellerQuery) =>
      bestsellers(ctx, await at(merchantId, params), range(params), query),
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
