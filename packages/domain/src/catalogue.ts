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
