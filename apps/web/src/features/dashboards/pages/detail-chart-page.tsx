import { Anchor, Group, Stack, useDirection } from '@mantine/core';
import { DASHBOARD_METRICS, type DashboardMetric, MERCHANT_INIT_METRICS } from '@perkdesk/contracts';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useInsights } from '../api/insights';
import { MetricCard } from '../components/metric-card';
import { PageHeader } from '../components/page-header';
import { DASHBOARD_PARAMS, useDashboardFilters } from '../hooks/use-dashboard-filters';
import { comparedPeriod } from '../model/series-labels';
import { DashboardFrame } from '../sections/dashboard-frame';
import { SeriesSection } from '../sections/series-section';

const isMetric = (value: string | undefined): value is Exclude<DashboardMetric, 'NONE'> =>
  (DASHBOARD_METRICS as readonly string[]).includes(value ?? '') && value !== 'NONE';

/** The dashboard a metric's card lives on, where "back" leads. */
const dashboardOf = (metric: DashboardMetric) =>
  (MERCHANT_INIT_METRICS as readonly string[]).includes(metric)
    ? paths.dashboards.merchant
    : paths.dashboards.sales;

/**
 * /app/dashboards/detail-chart/{metric} (spec 2 §2): one figure of any card over the range, by
 * day, week or month, with the realtime switch; the card's total and change above it.
 */
export function DetailChartPage() {
  const { t, i18n } = useTranslation('dashboards');
  const { metric } = useParams();
  const { search } = useLocation();
  const filters = useDashboardFilters();
  const insights = useInsights(isMetric(metric) ? filters.scope : null);
  const comparison = insights.data?.comparisons.find((row) => row.metric === metric);
  if (!isMetric(metric))
    return (
      <Stack gap="md">
        <PageHeader
          title={t('detail.unknownTitle')}
          subtitle={t('detail.unknown', { metric: metric ?? '' })}
        />
        <BackLink to={`${paths.dashboards.merchant}${search}`} />
      </Stack>
    );
  const name = t(`metrics.${metric}`);
  return (
    <DashboardFrame title={name} subtitle={t(`hints.${metric}`)} filters={filters}>
      <BackLink to={`${dashboardOf(metric)}${search}`} />
      <Group grow align="stretch" maw={360}>
        <MetricCard
          metric={metric}
          value={insights.data ? (comparison?.current ?? null) : undefined}
          comparison={comparison}
          period={comparedPeriod(insights.data, i18n.language)}
        />
      </Group>
      <SeriesSection
        scope={filters.scope}
        metric={metric}
        viewMode={filters.viewMode}
        onViewMode={(viewMode) => filters.update({ [DASHBOARD_PARAMS.viewMode]: viewMode })}
        live={filters.live}
        title={t('detail.chart', { metric: name })}
        chartLabel={t('detail.chart', { metric: name })}
      />
    </DashboardFrame>
  );
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('dashboards');
  const { dir } = useDirection();
  const Arrow = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <Arrow size={14} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}
