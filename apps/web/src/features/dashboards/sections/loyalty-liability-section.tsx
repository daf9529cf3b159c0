import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney, formatPoints } from '../../../lib/display-format';
import { useInsights } from '../api/insights';
import classes from '../components/dashboards.module.css';
import { FigureRow } from '../components/figure-row';
import { SectionCard } from '../components/section-card';
import type { DashboardScope } from '../model/dashboard-scope';
import { formatCount } from '../model/metric-format';

/**
 * Loyalty liability (beyond the spec): what the loyalty programme owes now, in dollars — punches
 * toward the next reward, rewards earned and not redeemed, and merchant points. Not ranged.
 */
export function LoyaltyLiabilitySection({ scope }: { scope: DashboardScope | null }) {
  const { t } = useTranslation('dashboards');
  const query = useInsights(scope);
  const liability = query.data?.loyaltyLiability;
  const outstanding = (count: number) => (
    <Text size="xs" c="dimmed">
      {t('liability.outstanding', { value: formatCount(count) })}
    </Text>
  );
  return (
    <SectionCard
      title={t('liability.title')}
      subtitle={t('liability.subtitle')}
      state={query}
      skeletonHeight={150}
    >
      {liability && (
        <Stack gap="xs">
          <Text fz={26} fw={650} lh={1.15} data-testid="liability-total">
            <span className={classes.figure}>{formatMoney(liability.totalValue)}</span>
          </Text>
          <Divider />
          <FigureRow
            label={t('liability.punches')}
            value={formatMoney(liability.punches.value)}
            detail={outstanding(liability.punches.outstanding)}
          />
          <FigureRow
            label={t('liability.rewardItems')}
            value={formatMoney(liability.rewardItems.value)}
            detail={outstanding(liability.rewardItems.outstanding)}
          />
          <FigureRow
            label={t('liability.points')}
            value={formatMoney(liability.points.value)}
            detail={
              <Text size="xs" c="dimmed">
                <span className={classes.figure}>{formatPoints(liability.points.outstanding)}</span>
              </Text>
            }
          />
        </Stack>
      )}
    </SectionCard>
  );
}
