import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the events and store follows use cases run with. */
export interface EventContext {
  db: Db;
  clock: Clock;
}
