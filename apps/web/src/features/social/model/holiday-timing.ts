import { addDays, fromDayKey } from './calendar';

// Select a Holiday (spec 2 §3 wizard state): a post on the day, and/or some days before or after.

export interface HolidayTiming {
  onTheDay: boolean;
  beforeTheDay: boolean;
  beforeDays: number;
  afterTheDay: boolean;
  afterDays: number;
}

export const DEFAULT_TIMING: HolidayTiming = {
  onTheDay: true,
  beforeTheDay: false,
  beforeDays: 3,
  afterTheDay: false,
  afterDays: 1,
};

export const MAX_OFFSET_DAYS = 30;
/** The hour of day the wizard schedules holiday posts at. */
export const HOLIDAY_POST_HOUR = 10;

export type TimingKind = 'before' | 'on' | 'after';

export interface HolidayPostDate {
  kind: TimingKind;
  days: number;
  date: Date;
}

/** The dates the timing asks for around the holiday `holidayDay` (YYYY-MM-DD), at 10:00 local. */
export function holidayPostDates(holidayDay: string, timing: HolidayTiming): HolidayPostDate[] {
  const day = fromDayKey(holidayDay);
  day.setHours(HOLIDAY_POST_HOUR, 0, 0, 0);
  const dates: HolidayPostDate[] = [];
  if (timing.beforeTheDay)
    dates.push({ kind: 'before', days: timing.beforeDays, date: addDays(day, -timing.beforeDays) });
  if (timing.onTheDay) dates.push({ kind: 'on', days: 0, date: day });
  if (timing.afterTheDay)
    dates.push({ kind: 'after', days: timing.afterDays, date: addDays(day, timing.afterDays) });
  return dates;
}
