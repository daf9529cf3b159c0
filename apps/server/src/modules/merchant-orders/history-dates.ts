import { type SQL, sql } from 'drizzle-orm';

// The count tables' days and months are UTC.
export const DAY_MS = 86_400_000;

export const startOfUtcDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
export const ceilDay = (date: Date) =>
  new Date(startOfUtcDay(new Date(date.getTime() - 1)).getTime() + DAY_MS);
export const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const nextMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
export const ceilMonth = (date: Date) =>
  monthStart(date).getTime() === date.getTime() ? date : nextMonth(date);

/** `YYYY-MM-DD`, as a count table's date column. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const instant = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
