import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { useInsights } from '../api/insights';
import { ChangeLine } from '../components/change-line';
import classes from '../components/dashboards.module.css';
import { SectionCard } from '../components/section-card';
import type { DashboardScope } from '../model/dashboard-scope';
import { comparedPeriod } from '../model/series-labels';

/** Perk cost (beyond the spec): what the perks used in the period gave away, and how often they were used. */
export function PerkCostSection({ scope }: { scope: DashboardScope | null }) {
  const { t, i18n } = useTranslation('dashboards');
  const query = useInsights(scope);
  const find = (metric: string) => query.data?.comparisons.find((row) => row.metric === metric);
  const cost = find('PERKS_COST');
  const uses = find('TOTAL_PERKS_USED')?.current ?? 0;
  return (
    <SectionCard
      title={t('perkCost.title')}
      subtitle={t('perkCost.subtitle')}
      state={query}
      skeletonHeight={90}
    >
      <Stack gap={4}>
        <Text fz={26} fw={650} lh={1.15} data-testid="perk-cost">
          <span className={classes.figure}>{formatMoney(cost?.current ?? 0)}</span>
        </Text>
        <ChangeLine comparison={cost} period={comparedPeriod(query.data, i18n.language)} />
        <Text size="xs" c="dimmed">
          {t('perkCost.uses', { count: uses })}
        </Text>
      </Stack>
    </SectionCard>
  );
}
