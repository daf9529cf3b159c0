import type { Platform } from '@perkdesk/contracts';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { usePlatforms } from '../api/platforms';
import { EmptyActions } from '../components/empty-actions';
import { EmptyState } from '../components/empty-state';
import { SectionCard } from '../components/section-card';
import { ShareDonut } from '../components/share-donut';
import type { DashboardScope } from '../model/dashboard-scope';

/** The order spec 2 names them in, each with a colour that holds in light and dark. */
const PLATFORM_COLORS: readonly [Platform, string][] = [
  ['ANDROID', 'teal.6'],
  ['IOS', 'indigo.5'],
  ['WEB', 'grape.5'],
];

/** Store views per platform (spec 2 Dashboards: Android, iOS, Web totals). */
export function PlatformsSection({ scope }: { scope: DashboardScope | null }) {
  const { t } = useTranslation('dashboards');
  const query = usePlatforms(scope);
  const totals = new Map(query.data?.map((row) => [row.platform, row.total]));
  const slices = PLATFORM_COLORS.map(([platform, color]) => ({
    name: t(`platforms.${platform}`),
    value: totals.get(platform) ?? 0,
    color,
  }));
  const empty = slices.every((slice) => slice.value === 0);
  return (
    <SectionCard
      title={t('platforms.title')}
      subtitle={t('platforms.subtitle')}
      state={query}
      skeletonHeight={190}
    >
      {empty ? (
        <EmptyState
          icon={<IconDeviceMobile size={22} />}
          title={t('empty.platformsTitle')}
          body={t('empty.platformsBody')}
          actions={<EmptyActions />}
        />
      ) : (
        <ShareDonut
          slices={slices}
          label={t('platforms.chart')}
          columns={[t('platforms.platform'), t('platforms.views'), t('platforms.share')]}
        />
      )}
    </SectionCard>
  );
}
