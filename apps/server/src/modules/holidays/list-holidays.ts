import { HOLIDAY_MESSAGES, HOLIDAY_TYPES, type Holiday, type HolidaysQuery } from '@perkdesk/contracts';
import Holidays from 'date-holidays';
import { notFound, validationFailed } from '../../lib/app-error';
import { findStore } from '../stores/stores.public';
import { holidayPlace } from './holiday-place';
import type { HolidaysContext } from './holidays-context';

const DAY_MS = 86_400_000;
const kept = new Set<string>(HOLIDAY_TYPES);

const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The day before the same date a year later (29 February leads to 28 February). */
const yearLater = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return addDays(new Date(Date.UTC(year + 1, month - 1, date)).toISOString().slice(0, 10), -1);
};

/**
 * `GET /api/social/holidays`: the holidays of the store's country and province from `from` to `to`
 * (both included; by default a year from the store's today), school holidays left out.
 */
export async function listHolidays(ctx: HolidaysContext, merchantId: string, query: HolidaysQuery) {
  const store = await findStore(ctx.db, merchantId, query.storeId);
  if (!store || store.status === 'DELETED') throw notFound();
  const from = query.from ?? dayIn(ctx.clock.now(), store.timeZone);
  const to = query.to ?? yearLater(from);
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= 366)
    throw validationFailed([{ field: 'to', message: HOLIDAY_MESSAGES.length }]);
  const place = holidayPlace((store.address ?? {}) as { country?: unknown; province?: unknown });
  if (!place || to < from) return [];
  const data = new Holidays(place.country, place.state ?? '', { languages: place.language });
  const holidays: Holiday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of data.getHolidays(year, place.language)) {
      const date = holiday.date.slice(0, 10);
      if (date < from || date > to || !kept.has(holiday.type)) continue;
      if (holidays.some((seen) => seen.date === date && seen.name === holiday.name)) continue;
      holidays.push({ date, name: holiday.name, type: holiday.type as Holiday['type'] });
    }
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}
