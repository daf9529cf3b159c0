import { Grid, Stack } from '@mantine/core';
import { type InsightMetric, SALES_INIT_METRICS } from '@perkdesk/contracts';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { useInsights } from '../api/insights';
import { useSalesInit } from '../api/sales-init';
import { DASHBOARD_PARAMS, useDashboardFilters } from '../hooks/use-dashboard-filters';
import { BestsellersSection } from '../sections/bestsellers-section';
import { ClientsSection } from '../sections/clients-section';
import { DashboardFrame } from '../sections/dashboard-frame';
import { MetricCards } from '../sections/metric-cards';
import { PerkCostSection } from '../sections/perk-cost-section';
import { RefundsSection } from '../sections/refunds-section';
import { SeriesSection } from '../sections/series-section';

/** The sales figures and, beyond the spec, the average order value as an eighth card. */
const SALES_CARDS: readonly InsightMetric[] = [...SALES_INIT_METRICS, 'AVERAGE_ORDER_VALUE'];

/**
 * /app/dashboards/sales-dashboard (spec 2 Dashboards): the sales figures with their change, the
 * sales revenue by day, week or month (live with the realtime switch), clients new and returning,
 * best sellers, and beyond the spec perk cost, refunds and cancellations.
 */
export function SalesDashboardPage() {
  const { t } = useTranslation('dashboards');
  const filters = useDashboardFilters();
  const { scope } = filters;
  const init = useSalesInit(scope);
  const insights = useInsights(scope);
  const { search } = useLocation();
  return (
    <DashboardFrame title={t('sales.title')} subtitle={t('sales.subtitle')} filters={filters}>
      <MetricCards metrics={SALES_CARDS} totals={init.data} insights={insights.data} search={search} />
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SeriesSection
            scope={scope}
            metric="TOTAL_SALES"
            viewMode={filters.viewMode}
            onViewMode={(viewMode) => filters.update({ [DASHBOARD_PARAMS.viewMode]: viewMode })}
            live={filters.live}
            title={t('revenue.title')}
            chartLabel={t('revenue.chart')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ClientsSection totals={init.data} state={init} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <BestsellersSection
            scope={scope}
            sort={filters.bestSort}
            page={filters.bestPage}
            onSort={(sort) =>
              filters.update({ [DASHBOARD_PARAMS.bestSort]: sort, [DASHBOARD_PARAMS.bestPage]: null })
            }
            onPage={(page) => filters.update({ [DASHBOARD_PARAMS.bestPage]: page })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm">
            <PerkCostSection scope={scope} />
            <RefundsSection scope={scope} />
          </Stack>
        </Grid.Col>
      </Grid>
    </DashboardFrame>
  );
}
