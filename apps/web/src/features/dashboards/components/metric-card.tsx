import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { InsightComparison, InsightMetric } from '@perkdesk/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { formatMetric } from '../model/metric-format';
import { ChangeLine, type ComparedPeriod } from './change-line';
import classes from './dashboards.module.css';

interface MetricCardProps {
  metric: InsightMetric;
  /** The figure; undefined while it loads, null when there is none (kitchen speed without orders). */
  value: number | null | undefined;
  comparison?: InsightComparison;
  period?: ComparedPeriod;
  /** The detail chart of this figure, when it has one. */
  to?: string;
}

/** One figure of the range, with its change from the previous range; a link to its chart. */
export function MetricCard({ metric, value, comparison, period, to }: MetricCardProps) {
  const { t } = useTranslation('dashboards');
  const minutes = (shown: string) => t('units.minutes', { value: shown });
  const body = (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={500} lineClamp={1}>
        {t(`metrics.${metric}`)}
      </Text>
      {value === undefined ? (
        <Skeleton h={30} w="60%" data-testid="dashboard-skeleton" />
      ) : (
        <Text fz={26} fw={650} lh={1.15} data-testid="metric-value">
          <span className={classes.figure}>
            {value === null ? '—' : formatMetric(metric, value, minutes)}
          </span>
        </Text>
      )}
      <ChangeLine comparison={comparison} period={period} />
    </Stack>
  );
  return to ? (
    <Paper
      component={Link}
      to={to}
      withBorder
      radius="md"
      p="md"
      className={classes.cardLink}
      data-testid="metric-card"
    >
      {body}
    </Paper>
  ) : (
    <Paper withBorder radius="md" p="md" data-testid="metric-card">
      {body}
    </Paper>
  );
}
