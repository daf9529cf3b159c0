// Pure schedule rules shared by every schedule control (stores, catalogue availability) and the
// server. The domain package sits below contracts, so the weekday list and window shape are
// declared here; they are structurally the contracts' `Day` and `TimeWindow`.

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `{day, fromTime, toTime}` in store-local HH:mm, fromTime ≤ toTime (contract §1 TimeWindow). */
export interface WeekWindow {
  day: Weekday;
  fromTime: string;
  toTime: string;
}

/** One day's opening as chosen on the slider: `toTime` may be earlier than `fromTime` (overnight). */
export interface DayRange {
  day: Weekday;
  fromTime: string;
  toTime: string;
}

const MIDNIGHT = '00:00';
const END_OF_DAY = '23:59';

export function nextDay(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + 1) % WEEKDAYS.length]!;
}

/**
 * The windows of one range (spec 2 §4): equal 00:00 ends means all day; a range ending at
 * midnight ends the same day; a range past midnight, or with equal non-midnight ends (24 hours),
 * splits into the end of its day (to 23:59) and the start of the next.
 */
export function splitRange({ day, fromTime, toTime }: DayRange): WeekWindow[] {
  if (toTime === MIDNIGHT) return [{ day, fromTime, toTime: END_OF_DAY }];
  if (fromTime < toTime) return [{ day, fromTime, toTime }];
  return [
    { day, fromTime, toTime: END_OF_DAY },
    { day: nextDay(day), fromTime: MIDNIGHT, toTime },
  ];
}

const order = (window: WeekWindow) => `${WEEKDAYS.indexOf(window.day)}|${window.fromTime}|${window.toTime}`;

/** The contract's windows for a week of ranges, in weekday and time order, without repeats. */
export function splitSchedule(ranges: readonly DayRange[]): WeekWindow[] {
  const windows = new Map(ranges.flatMap(splitRange).map((window) => [order(window), window]));
  return [...windows.keys()].sort().map((key) => windows.get(key)!);
}

/**
 * The inverse of `splitSchedule`, for a control that shows one range per day. A window running
 * to 23:59 and the next day's window from 00:00 join into one overnight range when together they
 * last at most a day; they mean the same hours either way. Other windows of a day (saved by
 * another client) are shown as their span, the one lossy case.
 */
export function joinSchedule(windows: readonly WeekWindow[]): DayRange[] {
  const byDay = new Map<Weekday, WeekWindow[]>(WEEKDAYS.map((day) => [day, []]));
  for (const window of windows) byDay.get(window.day)?.push(window);
  for (const list of byDay.values()) list.sort((a, b) => a.fromTime.localeCompare(b.fromTime));

  const overnightEnd = new Map<Weekday, string>();
  for (const day of WEEKDAYS) {
    const tail = byDay.get(day)!.find((w) => w.toTime === END_OF_DAY && w.fromTime !== MIDNIGHT);
    const next = byDay.get(nextDay(day))!;
    const head = next.find((w) => w.fromTime === MIDNIGHT && w.toTime !== END_OF_DAY);
    if (!tail || !head || head.toTime > tail.fromTime) continue;
    overnightEnd.set(day, head.toTime);
    next.splice(next.indexOf(head), 1);
  }

  return WEEKDAYS.flatMap((day): DayRange[] => {
    const own = byDay.get(day)!;
    if (own.length === 0) return [];
    const fromTime = own[0]!.fromTime;
    const lastEnd = own.reduce((end, w) => (w.toTime > end ? w.toTime : end), own[0]!.toTime);
    const toTime = overnightEnd.get(day) ?? (lastEnd === END_OF_DAY ? MIDNIGHT : lastEnd);
    return [{ day, fromTime, toTime }];
  });
}
