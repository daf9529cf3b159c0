import { Stack, Text } from '@mantine/core';
import type { InsightMetric } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { useInsights } from '../api/insights';
import { ChangeLine } from '../components/change-line';
import { FigureRow } from '../components/figure-row';
import { SectionCard } from '../components/section-card';
import type { DashboardScope } from '../model/dashboard-scope';
import { comparedPeriod } from '../model/series-labels';

const ROWS: readonly { amount: InsightMetric; orders: InsightMetric; key: 'refunded' | 'canceled' }[] = [
  { amount: 'REFUNDED_AMOUNT', orders: 'TOTAL_REFUNDED_ORDERS', key: 'refunded' },
  { amount: 'CANCELED_AMOUNT', orders: 'TOTAL_CANCELED_ORDERS', key: 'canceled' },
];

/** Refunds and cancellations (beyond the spec): amounts and orders, each against the previous range. */
export function RefundsSection({ scope }: { scope: DashboardScope | null }) {
  const { t, i18n } = useTranslation('dashboards');
  const query = useInsights(scope);
  const period = comparedPeriod(query.data, i18n.language);
  const find = (metric: InsightMetric) => query.data?.comparisons.find((row) => row.metric === metric);
  return (
    <SectionCard
      title={t('refunds.title')}
      subtitle={t('refunds.subtitle')}
      state={query}
      skeletonHeight={120}
    >
      <Stack gap="sm">
        {ROWS.map((row) => {
          const amount = find(row.amount);
          return (
            <FigureRow
              key={row.key}
              label={t(`refunds.${row.key}`)}
              value={formatMoney(amount?.current ?? 0)}
              detail={
                <>
                  <Text size="xs" c="dimmed">
                    {t('refunds.orders', { count: find(row.orders)?.current ?? 0 })}
                  </Text>
                  <ChangeLine comparison={amount} period={period} />
                </>
              }
            />
          );
        })}
      </Stack>
    </SectionCard>
  );
}
