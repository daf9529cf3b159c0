import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the dashboard use cases run with. */
export interface DashboardContext {
  db: Db;
  clock: Clock;
}

/**
 * The rollups a request reads: a store, or the whole merchant (`storeId` ''); the zone their days
 * are local to once read (zoneOf).
 */
export interface DashboardScope {
  merchantId: string;
  storeId: string;
  zone?: string;
}

/** A range of local days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  start: string;
  end: string;
}
