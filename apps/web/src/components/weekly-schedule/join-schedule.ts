import { DAYS, type Day, type TimeWindow } from '@perkdesk/contracts';
import { type DayRange, nextDay } from './split-schedule';

const MIDNIGHT = '00:00';
const END_OF_DAY = '23:59';

/**
 * The inverse of `splitSchedule`, for a control that shows one range per day. A window running
 * to 23:59 and the next day's window from 00:00 join into one overnight range when together they
 * last at most a day; they mean the same hours either way. Other windows of a day (saved by
 * another client) are shown as their span, the one lossy case.
 */
export function joinSchedule(windows: readonly TimeWindow[]): DayRange[] {
  const byDay = new Map<Day, TimeWindow[]>(DAYS.map((day) => [day, []]));
  for (const window of windows) byDay.get(window.day)?.push(window);
  for (const list of byDay.values()) list.sort((a, b) => a.fromTime.localeCompare(b.fromTime));

  const overnightEnd = new Map<Day, string>();
  for (const day of DAYS) {
    const tail = byDay.get(day)!.find((w) => w.toTime === END_OF_DAY && w.fromTime !== MIDNIGHT);
    const next = byDay.get(nextDay(day))!;
    const head = next.find((w) => w.fromTime === MIDNIGHT && w.toTime !== END_OF_DAY);
    if (!tail || !head || head.toTime > tail.fromTime) continue;
    overnightEnd.set(day, head.toTime);
    next.splice(next.indexOf(head), 1);
  }

  return DAYS.flatMap((day): DayRange[] => {
    const own = byDay.get(day)!;
    if (own.length === 0) return [];
    const fromTime = own[0]!.fromTime;
    const lastEnd = own.reduce((end, w) => (w.toTime > end ? w.toTime : end), own[0]!.toTime);
    const toTime = overnightEnd.get(day) ?? (lastEnd === END_OF_DAY ? MIDNIGHT : lastEnd);
    return [{ day, fromTime, toTime }];
  });
}
