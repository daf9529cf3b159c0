/** A TimeWindow (contract §1 Time): store-local, `fromTime ≤ HH:mm ≤ toTime` on `day`. */
export interface TimeWindow {
  day: string;
  fromTime: string;
  toTime: string;
}

const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const formats = new Map<string, Intl.DateTimeFormat>();

/** The weekday and HH:mm of an instant on the store's clock. */
export function storeClock(now: Date, zone: string): { day: string; time: string } {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  const index = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { day: DAYS[index] ?? 'MONDAY', time: `${parts.hour}:${parts.minute}` };
}

/** Open at this instant: an empty schedule means always open (contract §4). */
export function isOpenAt(windows: TimeWindow[], now: Date, zone: string): boolean {
  if (windows.length === 0) return true;
  const { day, time } = storeClock(now, zone);
  return windows.some((w) => w.day === day && w.fromTime <= time && time <= w.toTime);
}

export type TodayHours = { always: true } | { always: false; windows: TimeWindow[] };

/** Today's opening windows on the store's clock, in time order ([] means closed all day). */
export function todaysHours(windows: TimeWindow[], now: Date, zone: string): TodayHours {
  if (windows.length === 0) return { always: true };
  const { day } = storeClock(now, zone);
  return {
    always: false,
    windows: windows.filter((w) => w.day === day).sort((a, b) => a.fromTime.localeCompare(b.fromTime)),
  };
}

/** When a closed store opens next: later today, or the first window of a following day. */
export function nextOpening(
  windows: TimeWindow[],
  now: Date,
  zone: string,
): { day: string; time: string; today: boolean; tomorrow: boolean } | null {
  if (windows.length === 0) return null;
  const { day, time } = storeClock(now, zone);
  const start = DAYS.indexOf(day);
  for (let offset = 0; offset < 8; offset += 1) {
    const candidate = DAYS[(start + offset) % 7] as string;
    const opens = windows
      .filter((w) => w.day === candidate && (offset > 0 || w.fromTime > time))
      .map((w) => w.fromTime)
      .sort()[0];
    if (opens) return { day: candidate, time: opens, today: offset === 0, tomorrow: offset === 1 };
  }
  return null;
}
