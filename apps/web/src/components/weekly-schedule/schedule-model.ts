import type { Day } from '@perkdesk/contracts';
import type { DayRange } from '@perkdesk/domain';
import { LATEST_START, STEPS_PER_DAY, stepToTime, timeToStep } from './time-steps';

/** A range on the slider: start step (≤ 23:45) and end step, up to a day later. */
export type StepRange = readonly [number, number];

/** The slider spans two days, so an overnight range is one continuous drag. */
export const SLIDER_MAX = 2 * STEPS_PER_DAY;

export function rangeToSteps({ fromTime, toTime }: Pick<DayRange, 'fromTime' | 'toTime'>): StepRange {
  const start = timeToStep(fromTime);
  if (toTime === '00:00') return [start, STEPS_PER_DAY];
  const end = timeToStep(toTime);
  return [start, end <= start ? end + STEPS_PER_DAY : end];
}

export function stepsToRange(day: Day, [start, end]: StepRange): DayRange {
  return { day, fromTime: stepToTime(start), toTime: stepToTime(end) };
}

/** Keeps a dragged range legal: start at most 23:45, end after it and at most a day later. */
export function clampSteps([start, end]: StepRange): StepRange {
  const from = Math.min(Math.max(start, 0), LATEST_START);
  const to = Math.min(Math.max(end, from + 1), from + STEPS_PER_DAY);
  return [from, to];
}

/** Whether a range ends on the next day, for its "+1" label. */
export function endsNextDay([, end]: StepRange): boolean {
  return end > STEPS_PER_DAY;
}
