import type { HolidaysQuery } from '@perkdesk/contracts';
import type { HolidaysContext } from './holidays-context';
import { listHolidays } from './list-holidays';

/** Public holidays for the post wizard's Select a Holiday step (spec 2 §2), from offline data. */
export function createHolidayService(deps: HolidaysContext) {
  const ctx: HolidaysContext = deps;
  return {
    list: (merchantId: string, query: HolidaysQuery) => listHolidays(ctx, merchantId, query),
  };
}
export type HolidayService = ReturnType<typeof createHolidayService>;
