import { Group, Rating, Stack, Text } from '@mantine/core';
import type { Store } from '@perkdesk/contracts';
import { IconStar } from '@tabler/icons-react';
import { PageLinks } from '../../../components/list-top-bar/page-links';
import { useTranslation } from '../../../i18n/translation';
import { RATING_PAGE_SIZE, useRatingList } from '../api/rating-list';
import { EmptyState } from '../components/empty-state';
import { SectionCard } from '../components/section-card';
import type { DashboardScope } from '../model/dashboard-scope';

interface RatingListSectionProps {
  scope: DashboardScope | null;
  page: number;
  onPage: (page: number) => void;
  stores: readonly Store[];
}

/** The rating list (spec 2 §9): newest first, five a page, starting at page 1. */
export function RatingListSection({ scope, page, onPage, stores }: RatingListSectionProps) {
  const { t, i18n } = useTranslation('dashboards');
  const query = useRatingList(scope, page);
  const ratings = query.data?.content ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.totalElements ?? 0) / RATING_PAGE_SIZE));
  const storeNames = new Map(stores.map((store) => [store.id, store.name]));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <SectionCard title={t('ratings.listTitle')} state={query} skeletonHeight={260}>
      {ratings.length === 0 ? (
        <EmptyState
          icon={<IconStar size={22} />}
          title={t('empty.ratingsTitle')}
          body={t('empty.ratingsBody')}
        />
      ) : (
        <Stack gap="sm">
          <Stack
            gap={0}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('ratings.listTitle')}
          >
            {ratings.map((rating) => (
              <Stack
                key={rating.orderId}
                component="li"
                gap={2}
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <Rating value={rating.rating} readOnly size="xs" aria-hidden />
                    <Text size="sm" fw={600} lineClamp={1}>
                      {rating.customerName ?? t('ratings.anonymous')}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {date.format(new Date(rating.ratedAt))}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('ratings.rated', { rating: rating.rating })}
                  {' · '}
                  {t('ratings.order', { number: rating.orderId.slice(-4) })}
                  {stores.length > 1 && storeNames.has(rating.storeId)
                    ? ` · ${storeNames.get(rating.storeId)}`
                    : ''}
                </Text>
                <Text
                  size="sm"
                  c={rating.comment ? undefined : 'dimmed'}
                  fs={rating.comment ? undefined : 'italic'}
                >
                  {rating.comment ?? t('ratings.noComment')}
                </Text>
              </Stack>
            ))}
          </Stack>
          {pages > 1 && (
            <Group justify="center">
              <PageLinks
                total={pages}
                value={Math.min(page, pages)}
                onChange={onPage}
                aria-label={t('ratings.pages')}
              />
            </Group>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
