import type { DashboardMetric, InsightMetric } from '@perkdesk/contracts';
import { metricKind } from './metric-format';

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis ticks stay short: "$1.2K", "12K"; tooltips and tables carry the full figure. */
export function axisTick(metric: InsightMetric | DashboardMetric, value: number): string {
  const short = COMPACT.format(value);
  return metricKind(metric) === 'money' ? `$${short}` : short;
}
