import { insideWindows, type WeekWindow } from '@perkdesk/domain';
import { DAY, MINUTE } from './play-clock';

/** Checkout to paid takes at most 4 minutes. */
const OPEN_MARGIN = 10 * MINUTE;

/** Up to `count` instants of the day starting at `dayStart` inside the store's opening hours, sorted. */
export function openInstants(
  store: { operationTime: unknown; timeZone: string },
  dayStart: number,
  count: number,
  random: () => number,
): number[] {
  const windows = store.operationTime as WeekWindow[];
  const found: number[] = [];
  for (let attempt = 0; found.length < count && attempt < count * 40; attempt++) {
    const instant = dayStart + Math.floor(random() * (DAY / MINUTE)) * MINUTE;
    // Still open a little later, so that the payment too falls inside the opening hours.
    const open = (at: number) => insideWindows(windows, new Date(at), store.timeZone);
    if (open(instant) && open(instant + OPEN_MARGIN)) found.push(instant);
  }
  return found.sort((a, b) => a - b);
}
