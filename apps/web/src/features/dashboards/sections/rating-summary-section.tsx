import { Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { useRatingSummary } from '../api/rating-summary';
import classes from '../components/dashboards.module.css';
import { RatingBars } from '../components/rating-bars';
import { SectionCard } from '../components/section-card';
import type { DashboardScope } from '../model/dashboard-scope';
import { fillRatings, shownAverage } from '../model/rating-chart';

const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The rating chart (spec 2 §5): rates 1 to 5 always present, and an average of 0 shown as 3. */
export function RatingSummarySection({ scope }: { scope: DashboardScope | null }) {
  const { t } = useTranslation('dashboards');
  const query = useRatingSummary(scope);
  const total = query.data?.totalUserRatings ?? 0;
  const average = shownAverage(query.data?.averageRating);
  const shown = ONE_DECIMAL.format(average);
  return (
    <SectionCard title={t('ratings.title')} state={query} skeletonHeight={260}>
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Text
            fz={34}
            fw={700}
            lh={1}
            data-testid="average-rating"
            aria-label={t('ratings.averageValue', { value: shown })}
          >
            <span className={classes.figure}>{shown}</span>
          </Text>
          <Stack gap={2}>
            <Rating value={average} fractions={10} readOnly size="sm" aria-hidden />
            <Text size="xs" c="dimmed">
              {t('ratings.total', { count: total })}
            </Text>
          </Stack>
        </Group>
        <RatingBars rows={fillRatings(query.data)} label={t('ratings.chart')} />
        {total === 0 && (
          <Text size="xs" c="dimmed">
            {t('empty.averageNote')}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
