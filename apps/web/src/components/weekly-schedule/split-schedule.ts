import { DAYS, type Day, type TimeWindow } from '@perkdesk/contracts';

// Pure schedule rules shared by every schedule control (stores now, catalogue availability in
// issue 4). They belong in packages/domain once the catalogue work moves them there.

/** One day's opening as chosen on the slider: `toTime` may be earlier than `fromTime` (overnight). */
export interface DayRange {
  day: Day;
  fromTime: string;
  toTime: string;
}

const MIDNIGHT = '00:00';
const END_OF_DAY = '23:59';

export function nextDay(day: Day): Day {
  return DAYS[(DAYS.indexOf(day) + 1) % DAYS.length]!;
}

/**
 * The windows of one range (spec 2 §4): equal 00:00 ends means all day; a range ending at
 * midnight ends the same day; a range past midnight, or with equal non-midnight ends (24 hours),
 * splits into the end of its day (to 23:59) and the start of the next.
 */
export function splitRange({ day, fromTime, toTime }: DayRange): TimeWindow[] {
  if (toTime === MIDNIGHT) return [{ day, fromTime, toTime: END_OF_DAY }];
  if (fromTime < toTime) return [{ day, fromTime, toTime }];
  return [
    { day, fromTime, toTime: END_OF_DAY },
    { day: nextDay(day), fromTime: MIDNIGHT, toTime },
  ];
}

const order = (window: TimeWindow) => `${DAYS.indexOf(window.day)}|${window.fromTime}|${window.toTime}`;

/** The contract's windows for a week of ranges, in weekday and time order, without repeats. */
export function splitSchedule(ranges: readonly DayRange[]): TimeWindow[] {
  const windows = new Map(ranges.flatMap(splitRange).map((window) => [order(window), window]));
  return [...windows.keys()].sort().map((key) => windows.get(key)!);
}
