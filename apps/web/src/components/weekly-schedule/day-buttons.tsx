import { Button, Group } from '@mantine/core';
import type { Day } from '@perkdesk/contracts';
import { useTranslation } from '../../i18n/translation';

/** The week as the schedule dialog shows it: Sunday first (spec 2 §4). */
export const WEEK_FROM_SUNDAY: readonly Day[] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

interface DayButtonsProps {
  open: ReadonlySet<Day>;
  onToggle: (day: Day) => void;
  disabled?: boolean;
}

export function DayButtons({ open, onToggle, disabled = false }: DayButtonsProps) {
  const { t } = useTranslation('components');
  return (
    <Group gap={6} role="group" aria-label={t('schedule.days')}>
      {WEEK_FROM_SUNDAY.map((day) => (
        <Button
          key={day}
          size="compact-sm"
          miw={52}
          variant={open.has(day) ? 'filled' : 'default'}
          aria-pressed={open.has(day)}
          // Read only keeps the open days visible (a disabled button greys them all alike).
          aria-disabled={disabled || undefined}
          aria-label={t(`schedule.dayNames.${day}`)}
          onClick={disabled ? undefined : () => onToggle(day)}
          style={disabled ? { cursor: 'default' } : undefined}
        >
          {t(`schedule.dayShort.${day}`)}
        </Button>
      ))}
    </Group>
  );
}
