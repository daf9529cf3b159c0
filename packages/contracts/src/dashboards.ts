import { z } from 'zod';
import { DATE_MESSAGE, dateSchema, emptyAsNull, pageQuerySchema, pageSchema, pathIdSchema } from './common';
import { platformSchema } from './events';
import { DAYS } from './time';

// Dashboards (contract §13, merchant GET routes; spec 2 Dashboards). Dates are YYYY-MM-DD in the
// zone of the store in scope, else of the merchant's earliest store; both ends are included.
// Amounts are dollars with whole cents. Definitions: docs/dashboard-metrics.md.

export const DASHBOARD_METRICS = [
  'TOTAL_ORDERS',
  'TOTAL_SALES',
  'TOTAL_PERKS_USED',
  'TOTAL_CLIENTS',
  'TOTAL_RETURNING_CLIENTS',
  'TOTAL_NEW_CLIENTS',
  'TOTAL_POINTS',
  'TOTAL_STORE_VISITS',
  'TOTAL_STORE_VIEWS',
  'TOTAL_CALLS',
  'TOTAL_ENGAGEMENTS',
  'TOTAL_APP_USERS',
  'TOTAL_SUBSCRIBERS',
  'TOTAL_CANCELED_ORDERS',
  'TOTAL_REFUNDED_ORDERS',
  'NONE',
] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

/** What `GET /api/merchant-dashboard/init/…` answers, in this order, and nothing more. */
export const MERCHANT_INIT_METRICS = [
  'TOTAL_STORE_VISITS',
  'TOTAL_STORE_VIEWS',
  'TOTAL_CALLS',
  'TOTAL_SUBSCRIBERS',
  'TOTAL_ENGAGEMENTS',
  'TOTAL_APP_USERS',
  'TOTAL_CANCELED_ORDERS',
  'TOTAL_REFUNDED_ORDERS',
] as const satisfies readonly DashboardMetric[];

/** What `GET /api/sales-dashboard/init/…` answers, in this order, and nothing more. */
export const SALES_INIT_METRICS = [
  'TOTAL_ORDERS',
  'TOTAL_SALES',
  'TOTAL_PERKS_USED',
  'TOTAL_CLIENTS',
  'TOTAL_RETURNING_CLIENTS',
  'TOTAL_NEW_CLIENTS',
  'TOTAL_POINTS',
] as const satisfies readonly DashboardMetric[];

export const VIEW_MODES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** The longest range: 366 days, both ends included. */
export const MAX_RANGE_DAYS = 366;

// The contract names these refusals without their texts; these are ours.
export const DASHBOARD_MESSAGES = {
  date: DATE_MESSAGE,
  order: 'The end date must not be before the start date.',
  length: `A range may cover at most ${MAX_RANGE_DAYS} days.`,
  metric: `metric must be one of ${DASHBOARD_METRICS.join(', ')}.`,
  viewMode: 'viewMode must be DAILY, WEEKLY or MONTHLY.',
  weekDay: 'weekDay must be MONDAY to SUNDAY.',
  sort: 'sort must be grossAmount or totalQuantity.',
  sortDesc: 'sortDesc must be true or false.',
} as const;

/** Days from `start` to `end`, both included (0 or less when `end` is before `start`). */
export const rangeDays = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

const inOrder = (range: { start: string; end: string }) => range.start <= range.end;
const notTooLong = (range: { start: string; end: string }) =>
  rangeDays(range.start, range.end) <= MAX_RANGE_DAYS;
const orderIssue = { message: DASHBOARD_MESSAGES.order, path: ['end'] };
const lengthIssue = { message: DASHBOARD_MESSAGES.length, path: ['end'] };

const metricSchema = z.enum(DASHBOARD_METRICS, { error: DASHBOARD_MESSAGES.metric });
const viewModeSchema = z.enum(VIEW_MODES, { error: DASHBOARD_MESSAGES.viewMode });
const scope = { merchantId: pathIdSchema, storeId: pathIdSchema.optional() };
const range = { start: dateSchema, end: dateSchema };

/** `{s}/{e}/{merchantId}[/{storeId}]`: `e` not before `s`, at most 366 days. */
export const dashboardRangeParamsSchema = z
  .object({ ...range, ...scope })
  .refine(inOrder, orderIssue)
  .refine(notTooLong, lengthIssue);
export type DashboardRangeParams = z.output<typeof dashboardRangeParamsSchema>;

/** `popular-time/{s}/{e}/{weekDay}/{merchantId}[/{storeId}]`. */
export const popularTimeParamsSchema = z
  .object({ ...range, weekDay: z.enum(DAYS, { error: DASHBOARD_MESSAGES.weekDay }), ...scope })
  .refine(inOrder, orderIssue)
  .refine(notTooLong, lengthIssue);
export type PopularTimeParams = z.output<typeof popularTimeParamsSchema>;

/** `sales-dashboard/{metric}/{viewMode}/{s}/{e}/{merchantId}[/{storeId}]`. */
export const seriesParamsSchema = z
  .object({ metric: metricSchema, viewMode: viewModeSchema, ...range, ...scope })
  .refine(inOrder, orderIssue)
  .refine(notTooLong, lengthIssue);
export type SeriesParams = z.output<typeof seriesParamsSchema>;

/** `sales-dashboard/realtime/{metric}/{viewMode}/{merchantId}[/{storeId}]`: the range ends today. */
export const realtimeParamsSchema = z.object({ metric: metricSchema, viewMode: viewModeSchema, ...scope });
export type RealtimeParams = z.output<typeof realtimeParamsSchema>;

/** `merchant-dashboard/user-rating/order/{orderId}`. */
export const ratingOfOrderParamsSchema = z.object({ orderId: pathIdSchema });

export const BESTSELLER_SORTS = ['grossAmount', 'totalQuantity'] as const;
export type BestsellerSort = (typeof BESTSELLER_SORTS)[number];

/** `?sort=grossAmount|totalQuantity&sortDesc=true&pageNumber=0&pageSize=…` (sort default grossAmount). */
export const bestsellerQuerySchema = pageQuerySchema.extend({
  sort: emptyAsNull(z.enum(BESTSELLER_SORTS, { error: DASHBOARD_MESSAGES.sort }))
    .optional()
    .transform((sort): BestsellerSort => sort ?? 'grossAmount'),
  sortDesc: emptyAsNull(z.stringbool({ error: DASHBOARD_MESSAGES.sortDesc }))
    .optional()
    .transform((desc) => desc ?? true),
});
export type BestsellerQuery = z.output<typeof bestsellerQuerySchema>;

/** `[{metric, total}]`: counts, or dollars for TOTAL_SALES. */
export const metricTotalSchema = z.object({ metric: z.enum(DASHBOARD_METRICS), total: z.number() });
export type MetricTotal = z.infer<typeof metricTotalSchema>;

/** `[{platform, total}]`: store views by platform, IOS, ANDROID and WEB always present. */
export const platformTotalSchema = z.object({ platform: platformSchema, total: z.number().int() });
export type PlatformTotal = z.infer<typeof platformTotalSchema>;

/** Rates 1–5 always present; percentages half-up to 2 decimals, the average half-up to 1 (0 when none). */
export const ratingSummarySchema = z.object({
  averageRating: z.number(),
  totalUserRatings: z.number().int(),
  ratings: z.array(
    z.object({
      rate: z.number().int(),
      totalRatingsPerRate: z.number().int(),
      percentRatingsPerRate: z.number(),
    }),
  ),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A rating in the list (newest first); the customer's name as it was on the order. */
export const ratingItemSchema = z.object({
  orderId: z.string(),
  storeId: z.string(),
  customerName: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  ratedAt: z.string(),
});
export const ratingPageSchema = pageSchema(ratingItemSchema);
export type RatingPage = z.infer<typeof ratingPageSchema>;

/** `user-rating/order/{orderId}`; 404 when the order is not rated. */
export const orderRatingSchema = z.object({
  orderId: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  ratedAt: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

/** Exactly 24 rows; hour h covers local [h−1:00, h:00) on the chosen weekday. */
export const popularHourSchema = z.object({ hour: z.number().int(), totalUserEngagement: z.number().int() });
export type PopularHour = z.infer<typeof popularHourSchema>;

/**
 * One row per period, ascending, empty periods included. `day` is the day, the ISO week's Monday or
 * the month's 1st; WEEKLY rows carry the ISO `week` and its ISO `year`; DAILY and MONTHLY rows the
 * calendar `month` and `year` of `day` (`week` null).
 */
export const seriesRowSchema = z.object({
  metric: z.enum(DASHBOARD_METRICS),
  platform: z.null(),
  day: z.string(),
  week: z.number().int().nullable(),
  month: z.number().int().nullable(),
  year: z.number().int(),
  total: z.number(),
});
export type SeriesRow = z.infer<typeof seriesRowSchema>;

/** Best sellers over normal lines of sales orders; `grossAmount` is Σ quantity × unit price. */
export const bestsellerSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  grossAmount: z.number(),
  totalQuantity: z.number().int(),
});
export const bestsellerPageSchema = pageSchema(bestsellerSchema);
export type BestsellerPage = z.infer<typeof bestsellerPageSchema>;

/** Beyond the contract: the figures `GET /api/merchant-dashboard/insights/…` compares. */
export const INSIGHT_METRICS = [
  ...DASHBOARD_METRICS.filter((metric) => metric !== 'NONE'),
  'AVERAGE_ORDER_VALUE',
  'PERKS_COST',
  'CANCELED_AMOUNT',
  'REFUNDED_AMOUNT',
  'MEDIAN_ACCEPT_MINUTES',
  'MEDIAN_READY_MINUTES',
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/** A figure of the range and of the previous range of the same length; `changePercent` null when previous is 0 or none. */
export const insightComparisonSchema = z.object({
  metric: z.enum(INSIGHT_METRICS),
  current: z.number().nullable(),
  previous: z.number().nullable(),
  changePercent: z.number().nullable(),
});
export type InsightComparison = z.infer<typeof insightComparisonSchema>;

const liabilityPart = z.object({ outstanding: z.number().int(), value: z.number() });

/**
 * What the merchant's loyalty owes now (not ranged), in dollars: punches toward the next reward,
 * whole rewards earned and not yet redeemed, and customers' merchant points.
 */
export const loyaltyLiabilitySchema = z.object({
  punches: liabilityPart,
  rewardItems: liabilityPart,
  points: liabilityPart,
  totalValue: z.number(),
});
export type LoyaltyLiability = z.infer<typeof loyaltyLiabilitySchema>;

export const dashboardInsightsSchema = z.object({
  start: z.string(),
  end: z.string(),
  previousStart: z.string(),
  previousEnd: z.string(),
  comparisons: z.array(insightComparisonSchema),
  loyaltyLiability: loyaltyLiabilitySchema,
});
export type DashboardInsights = z.infer<typeof dashboardInsightsSchema>;

export const DEMO_HISTORY_STATUSES = ['NONE', 'PLAYING', 'STOPPED', 'DONE'] as const;

/**
 * `GET /api/demo-history` (beyond the contract): the demo merchant's past orders being played
 * after the first start, so the dashboards say why their figures are still filling in. NONE for
 * any other merchant; STOPPED when the server stopped midway (the days played stay).
 */
export const demoHistorySchema = z.object({
  status: z.enum(DEMO_HISTORY_STATUSES),
  days: z.number().int(),
  daysPlayed: z.number().int(),
});
export type DemoHistory = z.infer<typeof demoHistorySchema>;
