import { WEEKDAYS, type WeekWindow } from './schedule-split';

// Catalogue rules (spec 2 §4, contract §5): group status and schedule, add-on group limits,
// duplicates and availability. Pure: the server and the web read the same answers.

export type CatalogueStatus = 'ACTIVE' | 'INACTIVE' | 'DELETED';

/** What a group needs to know of one member. */
export interface GroupMember {
  status: CatalogueStatus;
  hideUntil: Date | string | null;
  availableTime: readonly WeekWindow[] | null;
}

const live = <T extends { status: CatalogueStatus }>(members: readonly T[]) =>
  members.filter((member) => member.status !== 'DELETED');

/** A group is ACTIVE when any non-deleted member is ACTIVE, otherwise INACTIVE (empty groups too). */
export function groupStatus(members: readonly { status: CatalogueStatus }[]): 'ACTIVE' | 'INACTIVE' {
  return live(members).some((member) => member.status === 'ACTIVE') ? 'ACTIVE' : 'INACTIVE';
}

export interface GroupSchedule {
  hideUntil: string | null;
  availableTime: WeekWindow[];
  isSyncedInGroup: boolean;
}

const instantKey = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The windows in weekday and time order, so that equal schedules compare equal. */
const windowsKey = (windows: readonly WeekWindow[] | null) =>
  JSON.stringify(
    [...(windows ?? [])]
      .map((w) => `${WEEKDAYS.indexOf(w.day)}|${w.fromTime}|${w.toTime}`)
      .sort((a, b) => a.localeCompare(b)),
  );

/**
 * A group's schedule on read: synced (showing the shared values) only when it has non-deleted
 * members and they all share `hideUntil` and `availableTime`; otherwise null, [] and false.
 */
export function groupSchedule(members: readonly GroupMember[]): GroupSchedule {
  const current = live(members);
  const first = current[0];
  const notSynced: GroupSchedule = { hideUntil: null, availableTime: [], isSyncedInGroup: false };
  if (!first) return notSynced;
  const hide = instantKey(first.hideUntil);
  const windows = windowsKey(first.availableTime);
  const same = current.every(
    (member) => instantKey(member.hideUntil) === hide && windowsKey(member.availableTime) === windows,
  );
  if (!same) return notSynced;
  return { hideUntil: hide, availableTime: [...(first.availableTime ?? [])], isSyncedInGroup: true };
}

export const FORCED_MAX_MESSAGE = 'Maximum must be at least the minimum.';

/**
 * An add-on group's limits: `forcedMin` ≥ 0 (mandatory from 1), `forcedMax` 0 for unlimited or
 * at least max(forcedMin, 1). Returns the message for a bad pair, or null.
 */
export function checkForcedLimits(forcedMin: number, forcedMax: number): string | null {
  if (forcedMax === 0) return null;
  return forcedMax >= Math.max(forcedMin, 1) ? null : FORCED_MAX_MESSAGE;
}

/** The suffix a duplicated product or add-on gets. */
export const COPY_SUFFIX = '_copy';

/** A duplicate's fields: `<name>_copy`, no id and no images; everything else is kept. */
export function duplicateOf<T extends { name: string }>(
  item: T & { id?: unknown; images?: unknown },
): Omit<T, 'id' | 'images'> & { name: string; images: string[] } {
  const { id: _id, images: _images, ...rest } = item;
  return { ...rest, name: `${item.name}${COPY_SUFFIX}`, images: [] };
}

type WeekTime = { day: WeekWindow['day']; time: string };

// Building a formatter costs far more than using one, and a store's menu asks the same zone and
// instant once per item: formatters are kept per zone, and the last answer per zone is reused.
const formatters = new Map<string, Intl.DateTimeFormat>();
const lastAnswers = new Map<string, { at: number; answer: WeekTime }>();

const formatterOf = (zoneName: string) => {
  let formatter = formatters.get(zoneName);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zoneName,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zoneName, formatter);
  }
  return formatter;
};

/** The weekday and HH:mm of an instant in an IANA time zone. */
export function localWeekTime(instant: Date, zoneName: string): WeekTime {
  const at = instant.getTime();
  const last = lastAnswers.get(zoneName);
  if (last?.at === at) return { ...last.answer };
  const parts = formatterOf(zoneName).formatToParts(instant);
  const value = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = value('weekday').toUpperCase() as WeekWindow['day'];
  const answer = { day, time: `${value('hour')}:${value('minute')}` };
  lastAnswers.set(zoneName, { at, answer });
  return { ...answer };
}

/** Whether an instant falls inside the windows in that zone: empty or null means always. */
export function insideWindows(
  windows: readonly WeekWindow[] | null,
  instant: Date,
  zoneName: string,
): boolean {
  if (!windows || windows.length === 0) return true;
  const { day, time } = localWeekTime(instant, zoneName);
  return windows.some((w) => w.day === day && w.fromTime <= time && time <= w.toTime);
}

export interface Sellable {
  status: CatalogueStatus;
  storeIds: readonly string[];
  hideUntil: Date | string | null;
  availableTime: readonly WeekWindow[] | null;
}

/**
 * A product (or add-on) is available in a store at an instant when it is ACTIVE, the store is one
 * of its stores, `hideUntil` is unset or past, and the instant, in the store's zone, falls inside
 * `availableTime`. An add-on must also belong to a non-deleted group: pass `liveGroupCount` for it.
 */
export function isAvailable(
  item: Sellable & { liveGroupCount?: number },
  store: { id: string; timeZone: string },
  instant: Date,
): boolean {
  if (item.status !== 'ACTIVE') return false;
  if (!item.storeIds.includes(store.id)) return false;
  if (item.liveGroupCount !== undefined && item.liveGroupCount < 1) return false;
  if (item.hideUntil !== null && new Date(item.hideUntil).getTime() > instant.getTime()) return false;
  return insideWindows(item.availableTime, instant, store.timeZone);
}

// When a menu changes by itself: the instants at which availability flips with no write at all.

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const modulo = (value: number, by: number) => ((value % by) + by) % by;

/**
 * The minutes of the week (Monday 00:00 is 0) at which an item's windows open or close. A window
 * is inside from `fromTime` to the end of the `toTime` minute; windows that touch or overlap are
 * merged first (Monday's 22:00–23:59 and Tuesday's 00:00–02:00 make one evening), so the only
 * edges are the ones where the answer of `insideWindows` really changes.
 */
function windowEdges(windows: readonly WeekWindow[]): number[] {
  const intervals = windows
    .map((w) => {
      const start = WEEKDAYS.indexOf(w.day) * DAY_MINUTES + minutesOf(w.fromTime);
      return [start, start - minutesOf(w.fromTime) + minutesOf(w.toTime) + 1] as [number, number];
    })
    .filter(([start, end]) => start >= 0 && end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of intervals) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const first = merged[0];
  const last = merged.at(-1);
  if (!first || !last) return [];
  if (first[0] === 0 && last[1] >= WEEK_MINUTES) {
    // Sunday night runs into Monday morning: one interval across the week's end.
    if (merged.length === 1) return [];
    return merged.flatMap(([start, end], index) =>
      index === 0 ? [end] : index === merged.length - 1 ? [start] : [start, end],
    );
  }
  return merged.flatMap(([start, end]) => [start, end % WEEK_MINUTES]);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC of a zone at an instant. */
function offsetMinutes(zoneName: string, at: number): number {
  let formatter = offsetFormatters.get(zoneName);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zoneName, timeZoneName: 'longOffset' });
    offsetFormatters.set(zoneName, formatter);
  }
  const name = formatter.formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // "GMT" alone: UTC
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

// Offsets never change twice within this step: samples find a change, bisection pins it down.
const OFFSET_SAMPLE_MS = 6 * 60 * MINUTE;

/**
 * The first instant after `instant`, and no later than `until`, at which the zone's UTC offset
 * changes (a daylight-saving switch), or null. Local wall-clock times move then, and so does a
 * store's TimeZone answer (`gmtOffset`, `dst`).
 */
export function nextOffsetChange(zoneName: string, instant: Date, until: Date): Date | null {
  const from = instant.getTime();
  const end = until.getTime();
  const offset = offsetMinutes(zoneName, from);
  let before = from;
  while (before < end) {
    const after = Math.min(before + OFFSET_SAMPLE_MS, end);
    if (offsetMinutes(zoneName, after) !== offset) {
      // The offset is `offset` at `before` and another one at `after`.
      let low = before;
      let high = after;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offsetMinutes(zoneName, middle) === offset) low = middle;
        else high = middle;
      }
      return new Date(high);
    }
    before = after;
  }
  return null;
}

/** What `nextAvailabilityChange` needs of one item already known to be sellable otherwise. */
export interface Schedulable {
  hideUntil: Date | string | null;
  availableTime: readonly WeekWindow[] | null;
}

/**
 * The first instant after `instant` at which any of these items may become available or stop
 * being so in a store of that zone (contract §5 Availability), or null if none ever will without
 * a write: a future `hideUntil` passing, or a window of `availableTime` opening or closing in
 * store-local time. A menu cut at `instant` stays right until then. Window edges are counted in
 * the zone's wall-clock time, so a daylight-saving switch before the next edge is answered
 * instead (the edges are counted again from there). The answer may come early, never late.
 */
export function nextAvailabilityChange(
  items: readonly Schedulable[],
  zoneName: string,
  instant: Date,
): Date | null {
  const now = instant.getTime();
  let next = Number.POSITIVE_INFINITY;
  const edges = new Set<number>();
  for (const item of items) {
    if (item.hideUntil !== null) {
      const at = new Date(item.hideUntil).getTime();
      if (at > now && at < next) next = at;
    }
    if (item.availableTime && item.availableTime.length > 0)
      for (const edge of windowEdges(item.availableTime)) edges.add(edge);
  }
  if (edges.size > 0) {
    // Offsets are whole minutes, so local minutes start when UTC minutes do.
    const minuteStart = now - modulo(now, MINUTE);
    const { day, time } = localWeekTime(new Date(minuteStart), zoneName);
    const current = WEEKDAYS.indexOf(day) * DAY_MINUTES + minutesOf(time);
    let ahead = WEEK_MINUTES;
    for (const edge of edges) {
      const distance = modulo(edge - current, WEEK_MINUTES);
      if (distance > 0 && distance < ahead) ahead = distance;
    }
    const edgeAt = minuteStart + ahead * MINUTE;
    const shift = nextOffsetChange(zoneName, instant, new Date(edgeAt));
    const at = shift ? shift.getTime() : edgeAt;
    if (at < next) next = at;
  }
  return Number.isFinite(next) ? new Date(next) : null;
}
