import { Grid } from '@mantine/core';
import { MERCHANT_INIT_METRICS } from '@perkdesk/contracts';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { useInsights } from '../api/insights';
import { useMerchantInit } from '../api/merchant-init';
import { DASHBOARD_PARAMS, useDashboardFilters } from '../hooks/use-dashboard-filters';
import { DashboardFrame } from '../sections/dashboard-frame';
import { KitchenSpeedSection } from '../sections/kitchen-speed-section';
import { LoyaltyLiabilitySection } from '../sections/loyalty-liability-section';
import { MetricCards } from '../sections/metric-cards';
import { PlatformsSection } from '../sections/platforms-section';
import { PopularTimeSection } from '../sections/popular-time-section';
import { RatingListSection } from '../sections/rating-list-section';
import { RatingSummarySection } from '../sections/rating-summary-section';

/**
 * /app/dashboards/merchant-dashboard, the landing page after login (spec 2 Dashboards): traffic
 * and after-sale figures with their change, popular time, platforms, ratings, and beyond the spec
 * kitchen speed and loyalty liability.
 */
export function MerchantDashboardPage() {
  const { t } = useTranslation('dashboards');
  const filters = useDashboardFilters();
  const { scope } = filters;
  const init = useMerchantInit(scope);
  const insights = useInsights(scope);
  const { search } = useLocation();
  return (
    <DashboardFrame title={t('merchant.title')} subtitle={t('merchant.subtitle')} filters={filters}>
      <MetricCards
        metrics={MERCHANT_INIT_METRICS}
        totals={init.data}
        insights={insights.data}
        search={search}
      />
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <PopularTimeSection
            scope={scope}
            weekday={filters.weekday}
            onWeekday={(day) => filters.update({ [DASHBOARD_PARAMS.weekday]: day })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <PlatformsSection scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <RatingSummarySection scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RatingListSection
            scope={scope}
            page={filters.ratingPage}
            onPage={(page) => filters.update({ [DASHBOARD_PARAMS.ratingPage]: page })}
            stores={filters.stores}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <KitchenSpeedSection scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <LoyaltyLiabilitySection scope={scope} />
        </Grid.Col>
      </Grid>
    </DashboardFrame>
  );
}
