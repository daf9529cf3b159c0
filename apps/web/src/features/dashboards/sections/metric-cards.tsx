import {
  DASHBOARD_METRICS,
  type DashboardInsights,
  type DashboardMetric,
  type InsightMetric,
  type MetricTotal,
} from '@perkdesk/contracts';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { MetricCard } from '../components/metric-card';
import { MetricGrid } from '../components/metric-grid';
import { comparedPeriod } from '../model/series-labels';

interface MetricCardsProps {
  metrics: readonly InsightMetric[];
  /** The init route's figures; a metric it lacks is read from the insights (average order value). */
  totals: readonly MetricTotal[] | undefined;
  insights: DashboardInsights | undefined;
  /** The query string the detail charts keep (range, store, view mode, realtime). */
  search: string;
}

const isChartable = (metric: InsightMetric): metric is InsightMetric & DashboardMetric =>
  (DASHBOARD_METRICS as readonly string[]).includes(metric);

/** The cards of a dashboard: each figure, its change from the previous range, a link to its chart. */
export function MetricCards({ metrics, totals, insights, search }: MetricCardsProps) {
  const { i18n } = useTranslation('dashboards');
  const period = comparedPeriod(insights, i18n.language);
  const fromInit = new Map(totals?.map((total) => [total.metric as InsightMetric, total.total]));
  const compared = new Map(insights?.comparisons.map((comparison) => [comparison.metric, comparison]));
  return (
    <MetricGrid>
      {metrics.map((metric) => {
        const comparison = compared.get(metric);
        // Undefined while loading: the init figure, or the insights' one for what init lacks.
        const value = fromInit.has(metric)
          ? fromInit.get(metric)
          : insights && totals
            ? (comparison?.current ?? null)
            : undefined;
        return (
          <MetricCard
            key={metric}
            metric={metric}
            value={value}
            comparison={comparison}
            period={period}
            to={isChartable(metric) ? `${paths.dashboards.detailChart(metric)}${search}` : undefined}
          />
        );
      })}
    </MetricGrid>
  );
}
