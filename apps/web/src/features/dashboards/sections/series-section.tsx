import type { DashboardMetric, ViewMode } from '@perkdesk/contracts';
import { IconChartAreaLine } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useRealtimeSeries } from '../api/realtime-series';
import { useSeries } from '../api/sales-series';
import { EmptyActions } from '../components/empty-actions';
import { EmptyState } from '../components/empty-state';
import { SectionCard } from '../components/section-card';
import { SeriesChart } from '../components/series-chart';
import { ViewModeSwitch } from '../components/view-mode-switch';
import type { DashboardScope } from '../model/dashboard-scope';
import { mediumDay } from '../model/series-labels';

interface SeriesSectionProps {
  scope: DashboardScope | null;
  metric: DashboardMetric;
  viewMode: ViewMode;
  onViewMode: (viewMode: ViewMode) => void;
  /** The realtime switch: the series ending today (30 days, 12 weeks or 12 months) instead of the range. */
  live: boolean;
  title: string;
  chartLabel: string;
}

/**
 * A figure over time (the sales revenue, a detail chart): the range's periods, or with the
 * realtime switch on, the realtime series that always ends today (contract §13).
 */
export function SeriesSection({
  scope,
  metric,
  viewMode,
  onViewMode,
  live,
  title,
  chartLabel,
}: SeriesSectionProps) {
  const { t, i18n } = useTranslation('dashboards');
  const ranged = useSeries(live ? null : scope, metric, viewMode);
  const realtime = useRealtimeSeries(live ? scope : null, metric, viewMode);
  const query = live ? realtime : ranged;
  const rows = query.data ?? [];
  // While another view mode loads, the rows on screen are still the last mode's: label them so.
  const [shownMode, setShownMode] = useState(viewMode);
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setShownMode(viewMode);
  }, [query.data, query.isPlaceholderData, viewMode]);
  const subtitle = live
    ? t(`revenue.live.${viewMode}`)
    : scope
      ? t('revenue.range', {
          start: mediumDay(scope.start, i18n.language),
          end: mediumDay(scope.end, i18n.language),
        })
      : undefined;
  const sales = metric === 'TOTAL_SALES' || metric === 'TOTAL_ORDERS';
  return (
    <SectionCard
      title={title}
      subtitle={subtitle}
      controls={<ViewModeSwitch value={viewMode} onChange={onViewMode} />}
      state={query}
      skeletonHeight={300}
    >
      {rows.every((row) => row.total === 0) ? (
        <EmptyState
          icon={<IconChartAreaLine size={22} />}
          title={sales ? t('empty.salesTitle') : t('empty.seriesTitle')}
          body={sales ? t('empty.salesBody') : t('empty.seriesBody')}
          note={sales ? t('empty.simulator') : undefined}
          actions={sales ? <EmptyActions /> : undefined}
        />
      ) : (
        <SeriesChart rows={rows} metric={metric} viewMode={shownMode} label={chartLabel} />
      )}
    </SectionCard>
  );
}
