import { Group, Input, Stack, Switch, Text } from '@mantine/core';
import type { Day, TimeWindow } from '@perkdesk/contracts';
import { joinSchedule, splitSchedule } from '@perkdesk/domain';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { DayButtons, WEEK_FROM_SUNDAY } from './day-buttons';
import { DayRangeSlider } from './day-range-slider';
import { rangeToSteps, type StepRange, stepsToRange } from './schedule-model';
import { DEFAULT_RANGE } from './time-steps';

interface WeeklyScheduleProps {
  value: readonly TimeWindow[];
  onChange: (windows: TimeWindow[]) => void;
  label?: string;
  description?: string;
  error?: string;
  /** Read only: shown, not changeable (a dialog in show mode). */
  disabled?: boolean;
}

type Week = Map<Day, StepRange>;

const sameRange = (a: StepRange, b: StepRange) => a[0] === b[0] && a[1] === b[1];

/**
 * The day part of the schedule dialog (spec 2 §4): day buttons, a quarter-hour range per open
 * day, and a sync toggle giving every open day one range. The value is the contract's windows,
 * split at midnight; the control reads them back as one range per day.
 */
export function WeeklySchedule({
  value,
  onChange,
  label,
  description,
  error,
  disabled = false,
}: WeeklyScheduleProps) {
  const { t } = useTranslation('components');
  const week = useWeek(value);
  const ranges = [...week.current.values()];
  const [synced, setSynced] = useState(
    () => ranges.length > 1 && ranges.every((r) => sameRange(r, ranges[0]!)),
  );
  const shared = ranges[0] ?? DEFAULT_RANGE;

  const emit = (next: Week) => onChange(week.set(next));

  const toggleDay = (day: Day) => {
    const next = new Map(week.current);
    if (next.has(day)) next.delete(day);
    else next.set(day, synced ? shared : DEFAULT_RANGE);
    emit(next);
  };
  const setAll = (steps: StepRange) => emit(new Map([...week.current.keys()].map((day) => [day, steps])));
  const setSync = (on: boolean) => {
    setSynced(on);
    if (on) setAll(shared);
  };
  const openDays = WEEK_FROM_SUNDAY.filter((day) => week.current.has(day));

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="sm" mt={label ? 6 : 0}>
        <Group justify="space-between" gap="sm">
          <DayButtons open={new Set(week.current.keys())} onToggle={toggleDay} disabled={disabled} />
          <Switch
            label={t('schedule.sync')}
            checked={synced}
            disabled={disabled}
            onChange={(e) => setSync(e.currentTarget.checked)}
          />
        </Group>
        {openDays.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('schedule.noDays')}
          </Text>
        )}
        {synced && openDays.length > 0 && (
          <DayRangeSlider
            label={t('schedule.allDays')}
            value={shared}
            onChange={setAll}
            withScale
            disabled={disabled}
          />
        )}
        {!synced &&
          openDays.map((day, index) => (
            <DayRangeSlider
              key={day}
              withScale={index === openDays.length - 1}
              label={t(`schedule.dayShort.${day}`)}
              value={week.current.get(day)!}
              disabled={disabled}
              onChange={(steps) => emit(new Map(week.current).set(day, steps))}
            />
          ))}
      </Stack>
    </Input.Wrapper>
  );
}

/**
 * The ranges as the user set them. Reading them back from the windows on every change would
 * fold a day opening at 00:00 into the evening before (same hours, but its button would go
 * off), so they are re-read only when the value comes from outside, such as a form reset.
 */
function useWeek(value: readonly TimeWindow[]) {
  const state = useRef<{ emitted: string | null; week: Week }>({ emitted: null, week: new Map() });
  // Compared by content: a form library may hand back a copy of what was emitted.
  const key = JSON.stringify(value);
  if (state.current.emitted !== key) {
    state.current = { emitted: key, week: new Map(joinSchedule(value).map((r) => [r.day, rangeToSteps(r)])) };
  }
  return {
    current: state.current.week,
    set(next: Week): TimeWindow[] {
      const windows = splitSchedule([...next].map(([day, steps]) => stepsToRange(day, steps)));
      state.current = { emitted: JSON.stringify(windows), week: next };
      return windows;
    },
  };
}
