import type { Day } from '@perkdesk/contracts';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { usePopularTime } from '../api/popular-time';
import { EmptyState } from '../components/empty-state';
import { HourlyChart } from '../components/hourly-chart';
import { SectionCard } from '../components/section-card';
import { WeekdaySwitch } from '../components/weekday-switch';
import type { DashboardScope } from '../model/dashboard-scope';
import { fillHours } from '../model/popular-hours';
import { weekdayName } from '../model/weekday-names';

interface PopularTimeSectionProps {
  scope: DashboardScope | null;
  weekday: Day;
  onWeekday: (day: Day) => void;
}

/** Popular time (spec 2 Dashboards): activity per local hour on the chosen weekday of the range. */
export function PopularTimeSection({ scope, weekday, onWeekday }: PopularTimeSectionProps) {
  const { t, i18n } = useTranslation('dashboards');
  const query = usePopularTime(scope, weekday);
  const hours = fillHours(query.data);
  const day = weekdayName(weekday, i18n.language, 'long');
  const empty = hours.every((hour) => hour.totalUserEngagement === 0);
  return (
    <SectionCard
      title={t('popular.title')}
      subtitle={t('popular.subtitle')}
      controls={<WeekdaySwitch value={weekday} onChange={onWeekday} />}
      state={query}
      skeletonHeight={270}
    >
      {empty ? (
        <EmptyState
          icon={<IconClockHour4 size={22} />}
          title={t('empty.popularTitle', { day })}
          body={t('empty.popularBody')}
        />
      ) : (
        <HourlyChart hours={hours} label={t('popular.chart', { day })} />
      )}
    </SectionCard>
  );
}
