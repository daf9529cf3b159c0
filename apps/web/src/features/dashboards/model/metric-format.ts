import type { DashboardMetric, InsightMetric } from '@perkdesk/contracts';
import { formatMoney, formatPoints } from '../../../lib/display-format';

/** How a figure reads: dollars, global points, minutes, or a plain count. */
export type MetricKind = 'money' | 'points' | 'minutes' | 'count';

const MONEY = new Set<InsightMetric>([
  'TOTAL_SALES',
  'AVERAGE_ORDER_VALUE',
  'PERKS_COST',
  'CANCELED_AMOUNT',
  'REFUNDED_AMOUNT',
]);
const MINUTES = new Set<InsightMetric>(['MEDIAN_ACCEPT_MINUTES', 'MEDIAN_READY_MINUTES']);

export function metricKind(metric: InsightMetric | DashboardMetric): MetricKind {
  if (metric === 'NONE') return 'count';
  if (MONEY.has(metric)) return 'money';
  if (MINUTES.has(metric)) return 'minutes';
  return metric === 'TOTAL_POINTS' ? 'points' : 'count';
}

// Counts with the same grouping as the app's money and points (lib/display-format).
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** A figure as the cards show it; `minutes` words a duration ("12 min"), since that needs the language. */
export function formatMetric(
  metric: InsightMetric | DashboardMetric,
  value: number,
  minutes: (value: string) => string,
): string {
  switch (metricKind(metric)) {
    case 'money':
      return formatMoney(value);
    case 'points':
      return formatPoints(value);
    case 'minutes':
      return minutes(formatCount(value));
    default:
      return formatCount(value);
  }
}

/** Whether a rise is good news (sales), bad news (refunds, slower kitchen) or neither (perk cost). */
export type Tone = 'good' | 'bad' | 'neutral';

const RISE_IS_BAD = new Set<InsightMetric>([
  'TOTAL_CANCELED_ORDERS',
  'TOTAL_REFUNDED_ORDERS',
  'CANCELED_AMOUNT',
  'REFUNDED_AMOUNT',
  'MEDIAN_ACCEPT_MINUTES',
  'MEDIAN_READY_MINUTES',
]);
const RISE_IS_NEUTRAL = new Set<InsightMetric>(['PERKS_COST', 'TOTAL_POINTS']);

export function riseTone(metric: InsightMetric): Tone {
  if (RISE_IS_BAD.has(metric)) return 'bad';
  return RISE_IS_NEUTRAL.has(metric) ? 'neutral' : 'good';
}

/** The colour of a change: a rise in `good` metrics is green, a fall red, and the reverse for `bad` ones. */
export function changeTone(metric: InsightMetric, changePercent: number | null): Tone {
  if (changePercent === null || changePercent === 0) return 'neutral';
  const tone = riseTone(metric);
  if (tone === 'neutral') return 'neutral';
  const rose = changePercent > 0;
  return rose === (tone === 'good') ? 'good' : 'bad';
}

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "12.5%" without a sign: the arrow and the words say which way. */
export function formatPercent(value: number): string {
  return `${PERCENT.format(Math.abs(value))}%`;
}
