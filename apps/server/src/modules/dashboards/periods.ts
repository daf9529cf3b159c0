import type { ViewMode } from '@perkdesk/contracts';
import type { DayRange } from './dashboards-context';
import { addDays, addMonths, firstOfMonth, isoWeekday, periodsOf } from './local-days';

/** A day (level 0), an ISO week by its Monday (1) or a month by its 1st (2), counted under `key`. */
export interface Piece {
  key: string;
  level: 0 | 1 | 2;
  day: string;
}

const lastOfMonth = (day: string) => addDays(addMonths(firstOfMonth(day), 1), -1);
const min = (a: string, b: string) => (a < b ? a : b);

/** The days start..end as whole months, then whole ISO weeks inside the other months, then days. */
export function cover(key: string, start: string, end: string): Piece[] {
  const pieces: Piece[] = [];
  for (let from = start; from <= end; ) {
    const to = min(lastOfMonth(from), end);
    if (from === firstOfMonth(from) && to === lastOfMonth(from)) pieces.push({ key, level: 2, day: from });
    else {
      for (let day = from; day <= to; ) {
        const whole = isoWeekday(day) === 1 && addDays(day, 6) <= to;
        pieces.push({ key, level: whole ? 1 : 0, day });
        day = addDays(day, whole ? 7 : 1);
      }
    }
    from = addDays(to, 1);
  }
  return pieces;
}

const LEVEL = { DAILY: 0, WEEKLY: 1, MONTHLY: 2 } as const;

/** The last day of the period starting on `period`. */
function periodLast(viewMode: ViewMode, period: string): string {
  if (viewMode === 'WEEKLY') return addDays(period, 6);
  if (viewMode === 'MONTHLY') return lastOfMonth(period);
  return period;
}

/** Each period of the range keyed by its first day: whole, one piece; cut by the range, covered. */
export function periodPieces(viewMode: ViewMode, range: DayRange): Piece[] {
  return periodsOf(viewMode, range.start, range.end).flatMap((period) => {
    const last = periodLast(viewMode, period);
    const from = period < range.start ? range.start : period;
    const to = min(last, range.end);
    if (from === period && to === last) return [{ key: period, level: LEVEL[viewMode], day: period }];
    return cover(period, from, to);
  });
}
