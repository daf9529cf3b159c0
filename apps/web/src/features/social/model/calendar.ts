// The posts calendar of spec 2 §9: a month grid of at least 42 cells starting on Sunday, at most
// 3 posts per day cell with a "more" count, a week of 24 hourly slots of 48 px, 60-minute events,
// titles cut to 28 (month) or 32 (week) characters. Days are the browser's local days.

export const MONTH_CELLS = 42;
export const POSTS_PER_CELL = 3;
export const HOUR_SLOT_PX = 48;
export const EVENT_MINUTES = 60;
export const MONTH_TITLE_CHARS = 28;
export const WEEK_TITLE_CHARS = 32;

/** YYYY-MM-DD of `date` in local time. */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Local midnight of the day `key` names. */
export function fromDayKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The Sunday on or before `date`, at local midnight. */
export function startOfWeek(date: Date): Date {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  return addDays(day, -day.getDay());
}

/** The 42 days shown for the month of `anchor`: from the Sunday on or before its first day. */
export function monthGrid(anchor: Date): Date[] {
  const first = startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1));
  return Array.from({ length: MONTH_CELLS }, (_, index) => addDays(first, index));
}

/** The seven days of the week of `anchor`, Sunday first. */
export function weekDays(anchor: Date): Date[] {
  const first = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The posts a day cell shows and how many more it holds. */
export function cellPosts<T>(posts: readonly T[], max = POSTS_PER_CELL): { shown: T[]; more: number } {
  return { shown: posts.slice(0, max), more: Math.max(0, posts.length - max) };
}

/** A title cut to `max` characters, an ellipsis marking the cut. */
export function cutTitle(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

/** Where a post's 60-minute event sits in the week view: px from the day's top, and its height. */
export function eventBox(date: Date): { top: number; height: number } {
  const minutes = date.getHours() * 60 + date.getMinutes();
  return { top: (minutes / 60) * HOUR_SLOT_PX, height: (EVENT_MINUTES / 60) * HOUR_SLOT_PX };
}

/** Items grouped by the local day of their date, each day's in time order. */
export function byDay<T>(items: readonly T[], dateOf: (item: T) => Date | null): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const dated = items
    .map((item) => ({ item, date: dateOf(item) }))
    .filter((entry): entry is { item: T; date: Date } => entry.date !== null)
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  for (const { item, date } of dated) {
    const key = dayKey(date);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return days;
}

/** `date` moved to the day `key`, keeping its time of day. */
export function moveToDay(date: Date, key: string): Date {
  const day = fromDayKey(key);
  day.setHours(date.getHours(), date.getMinutes(), date.getSeconds(), 0);
  return day;
}
