import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the holiday use cases run with. */
export interface HolidaysContext {
  db: Db;
  clock: Clock;
}
