import { Stack } from '@mantine/core';
import type { InsightMetric } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { useInsights } from '../api/insights';
import { ChangeLine } from '../components/change-line';
import { FigureRow } from '../components/figure-row';
import { SectionCard } from '../components/section-card';
import type { DashboardScope } from '../model/dashboard-scope';
import { formatMetric } from '../model/metric-format';
import { comparedPeriod } from '../model/series-labels';

const STEPS: readonly InsightMetric[] = ['MEDIAN_ACCEPT_MINUTES', 'MEDIAN_READY_MINUTES'];

/** Kitchen speed (beyond the spec): median minutes paid → accepted and accepted → ready. */
export function KitchenSpeedSection({ scope }: { scope: DashboardScope | null }) {
  const { t, i18n } = useTranslation('dashboards');
  const query = useInsights(scope);
  const period = comparedPeriod(query.data, i18n.language);
  const minutes = (value: string) => t('units.minutes', { value });
  return (
    <SectionCard
      title={t('kitchen.title')}
      subtitle={t('kitchen.subtitle')}
      state={query}
      skeletonHeight={110}
    >
      <Stack gap="sm">
        {STEPS.map((metric) => {
          const comparison = query.data?.comparisons.find((row) => row.metric === metric);
          const current = comparison?.current ?? null;
          return (
            <FigureRow
              key={metric}
              label={t(`metrics.${metric}`)}
              value={current === null ? t('kitchen.none') : formatMetric(metric, current, minutes)}
              detail={<ChangeLine comparison={comparison} period={period} />}
            />
          );
        })}
      </Stack>
    </SectionCard>
  );
}
