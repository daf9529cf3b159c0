import { SegmentedControl } from '@mantine/core';
import { DAYS, type Day } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { weekdayName } from '../model/weekday-names';

interface WeekdaySwitchProps {
  value: Day;
  onChange: (day: Day) => void;
}

/** The weekday of the popular time, Monday first as the contract lists them. */
export function WeekdaySwitch({ value, onChange }: WeekdaySwitchProps) {
  const { t, i18n } = useTranslation('dashboards');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('popular.weekday')}
      value={value}
      onChange={(next) => onChange(next as Day)}
      data={DAYS.map((day) => ({ value: day, label: weekdayName(day, i18n.language, 'short') }))}
    />
  );
}
