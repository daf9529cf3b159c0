import { Group, RangeSlider, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translation';
import { clampSteps, endsNextDay, SLIDER_MAX, type StepRange } from './schedule-model';
import { STEPS_PER_DAY, stepToTime } from './time-steps';

const HALF_DAY = STEPS_PER_DAY / 2;
const MARKS = [0, HALF_DAY, STEPS_PER_DAY, STEPS_PER_DAY + HALF_DAY];

interface DayRangeSliderProps {
  label: string;
  value: StepRange;
  onChange: (value: StepRange) => void;
  /** Time labels under the track; the schedule shows them once, under its last row. */
  withScale?: boolean;
  disabled?: boolean;
}

/** One day's opening hours on a two-day track, so a range past midnight is a single drag. */
export function DayRangeSlider({
  label,
  value,
  onChange,
  withScale = false,
  disabled = false,
}: DayRangeSliderProps) {
  const { t } = useTranslation('components');
  const nextDay = endsNextDay(value);
  const marks = MARKS.map((step) => ({
    value: step,
    label: withScale
      ? step >= STEPS_PER_DAY
        ? t('schedule.nextDayMark', { time: stepToTime(step) })
        : stepToTime(step)
      : undefined,
  }));
  return (
    <Group gap="md" wrap="nowrap" align="center" pb={withScale ? 'lg' : 4}>
      <Text fw={600} size="sm" w={48} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <RangeSlider
        style={{ flex: 1 }}
        min={0}
        max={SLIDER_MAX}
        step={1}
        minRange={1}
        disabled={disabled}
        maxRange={STEPS_PER_DAY}
        marks={marks}
        value={[value[0], value[1]]}
        onChange={(next) => onChange(clampSteps(next))}
        label={(step) => stepToTime(step)}
        thumbFromLabel={t('schedule.opensAt', { day: label })}
        thumbToLabel={t('schedule.closesAt', { day: label })}
      />
      <Text size="sm" w={120} ta="end" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {stepToTime(value[0])} – {stepToTime(value[1])}
        {nextDay && (
          <Text span size="xs" c="dimmed">
            {' '}
            {t('schedule.plusOneDay')}
          </Text>
        )}
      </Text>
    </Group>
  );
}
